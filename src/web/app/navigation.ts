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
  { label: 'Purchasing', items: [{ label: 'Purchase orders', path: '/purchasing/orders' }, { label: 'Suppliers', path: '/purchasing/suppliers' }] },
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
      { label: 'Charges', path: '/accounting/charges' },
      { label: 'Trial balance', path: '/accounting/trial-balance' },
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
