import { features } from '../features';
import type { NavEntry } from './feature';

/** Every area of the console; pages not built yet say so plainly. */
export type NavItem = { label: string; path: string; built: boolean };
export type NavArea = { label: string; items: NavItem[] };

/**
 * The map of the console: its areas and the pages planned in them, in order. A feature's
 * navigation entry takes its planned page's place (or joins the end of its area) and is built.
 */
const plan: { label: string; items: Omit<NavEntry, 'area'>[] }[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', path: '/' }] },
  { label: 'Sales', items: [{ label: 'Sales orders', path: '/sales/orders' }, { label: 'Invoices', path: '/sales/invoices' }, { label: 'Customers', path: '/sales/customers' }] },
  { label: 'Purchasing', items: [{ label: 'Purchase orders', path: '/purchasing/orders' }, { label: 'Bills', path: '/purchasing/bills' }, { label: 'Suppliers', path: '/purchasing/suppliers' }] },
  { label: 'Inventory', items: [{ label: 'Items', path: '/inventory/items' }, { label: 'Item prices', path: '/inventory/item-prices' }] },
  {
    label: 'Accounting',
    items: [
      { label: 'Chart of accounts', path: '/accounting/accounts' },
      { label: 'Fiscal years', path: '/accounting/fiscal-years' },
      { label: 'Accounting periods', path: '/accounting/periods' },
      { label: 'Journal templates', path: '/accounting/journal-templates' },
      { label: 'Journal entries', path: '/accounting/journal-entries' },
      { label: 'Payments', path: '/accounting/payments' },
      { label: 'Trial balance', path: '/accounting/trial-balance' },
    ],
  },
  {
    label: 'Reports',
    items: [
      { label: 'Profit and loss', path: '/reports/profit-and-loss' },
      { label: 'Balance sheet', path: '/reports/balance-sheet' },
      { label: 'General ledger', path: '/reports/general-ledger' },
    ],
  },
  { label: 'Settings', items: [{ label: 'API keys', path: '/settings/api-keys' }, { label: 'Imports', path: '/settings/imports' }, { label: 'Companies', path: '/settings/companies' }] },
];

/** The plan with the built pages: planned pages a feature provides are built, a feature's other pages follow in their area. */
export function buildNavigation(areas: typeof plan, built: NavEntry[], alwaysBuilt: string[] = ['/']): NavArea[] {
  const byPath = new Map(built.map((entry) => [entry.path, entry]));
  const planned = new Set(areas.flatMap((area) => area.items.map((item) => item.path)));
  const extraAreas = [...new Set(built.map((entry) => entry.area))].filter((label) => !areas.some((area) => area.label === label));
  return [...areas, ...extraAreas.map((label) => ({ label, items: [] }))].map((area) => ({
    label: area.label,
    items: [
      ...area.items.map((item) => ({ label: byPath.get(item.path)?.label ?? item.label, path: item.path, built: byPath.has(item.path) || alwaysBuilt.includes(item.path) })),
      ...built.filter((entry) => entry.area === area.label && !planned.has(entry.path)).map((entry) => ({ label: entry.label, path: entry.path, built: true })),
    ],
  }));
}

export const navigation: NavArea[] = buildNavigation(plan, features.flatMap((feature) => feature.nav ?? []));

export const allNavItems = navigation.flatMap((area) => area.items.map((item) => ({ ...item, area: area.label })));

/** A page of the navigation with its area, as the palette and the "Coming" group list it. */
export type AreaNavItem = NavItem & { area: string };

/**
 * What the navigation shows: the areas with their built pages, and every page not built yet in
 * one "Coming" group at the end (so the built ones, Settings too, fit on one screen).
 */
export function splitComing(areas: NavArea[]): { areas: NavArea[]; coming: AreaNavItem[] } {
  return {
    areas: areas.map((area) => ({ ...area, items: area.items.filter((item) => item.built) })).filter((area) => area.items.length > 0),
    coming: areas.flatMap((area) => area.items.filter((item) => !item.built).map((item) => ({ ...item, area: area.label }))),
  };
}

/** Pages that are not one company's: they stay open when the company changes. */
const acrossCompanies = ['/', '/settings/companies', '/settings/api-keys'];

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Where to go when the user switches company: a company's record (or its dialog, or a list
 * filtered by one of its records) goes to that section's list, which then shows the new
 * company's records; `null` when the page can stay (a plain list, the dashboard, companies).
 */
export function pageAfterCompanySwitch(pathname: string, search: string, items: NavItem[] = allNavItems): NavItem | null {
  const section = items
    .filter((item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!section || acrossCompanies.includes(section.path)) return null;
  if (pathname === section.path && !uuidPattern.test(decodeURIComponent(search))) return null;
  return section;
}
