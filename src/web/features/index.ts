import type { Feature } from '../app/feature';

/** The areas of the console in the order the navigation shows them; a feature in another area follows them. */
const areaOrder = ['Overview', 'Sales', 'Purchasing', 'Inventory', 'Accounting', 'Reports', 'Settings'];

/**
 * Every feature of the console: the `Feature` each `features/<resource>/index.ts` exports, found
 * by the build (a new resource adds its folder; nothing here is edited), in the order of their
 * areas, then of their folders.
 */
const modules = import.meta.glob<Record<string, Feature>>('./*/index.ts', { eager: true });

const areaRank = (feature: Feature) => {
  const area = feature.nav?.[0]?.area;
  const rank = area === undefined ? -1 : areaOrder.indexOf(area);
  return rank === -1 ? areaOrder.length : rank;
};

export const features: Feature[] = Object.keys(modules)
  .sort()
  .flatMap((file) => Object.values(modules[file]))
  .sort((a, b) => areaRank(a) - areaRank(b));
