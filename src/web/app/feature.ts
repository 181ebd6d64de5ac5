import type { RouteObject } from 'react-router-dom';

/** A record the palette found: where it leads and how it reads. */
export type PaletteRecord = { id: string; label: string; description: string; href: string; keywords: string[] };

/** A page of the navigation: its area (e.g. `Sales`), its label and its path. */
export type NavEntry = { area: string; label: string; path: string };

/**
 * What one feature (a resource's pages) brings to the console: its routes (pages lazy-loaded,
 * dialogs as child routes over them), its entries in the navigation and, if its records can be
 * found from the command palette, a search. Registered once in `features/index.ts`.
 */
export type Feature = {
  /** Children of the signed-in shell, paths without the leading slash. */
  routes: RouteObject[];
  nav?: NavEntry[];
  /** What the palette offers to do, e.g. `{ label: 'New customer', path: '/sales/customers/new' }`. */
  actions?: { label: string; path: string }[];
  /**
   * Records of the current company matching what the user typed (a few, e.g. five). Called from
   * the palette's own chunk, so it should `import()` its fetcher rather than import it at the top.
   */
  searchRecords?: (companyIdString: string, query: string, signal?: AbortSignal) => Promise<PaletteRecord[]>;
};
