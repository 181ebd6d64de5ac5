import { describe, expect, it } from 'vitest';
import { allNavItems, buildNavigation } from '../../src/web/app/navigation';
import { features } from '../../src/web/features';

describe('navigation from the features', () => {
  const plan = [
    { label: 'Sales', items: [{ label: 'Orders', path: '/sales/orders' }, { label: 'Customers', path: '/sales/customers' }] },
    { label: 'Settings', items: [{ label: 'Imports', path: '/settings/imports' }] },
  ];

  it('marks planned pages a feature provides as built, in their planned place; others come soon', () => {
    const nav = buildNavigation(plan, [{ area: 'Sales', label: 'Customers', path: '/sales/customers' }]);
    expect(nav[0].items).toEqual([
      { label: 'Orders', path: '/sales/orders', built: false },
      { label: 'Customers', path: '/sales/customers', built: true },
    ]);
  });

  it('adds a feature page that was not planned at the end of its area, or in a new area', () => {
    const nav = buildNavigation(plan, [{ area: 'Sales', label: 'Quotes', path: '/sales/quotes' }, { area: 'Reports', label: 'Aging', path: '/reports/aging' }]);
    expect(nav[0].items.at(-1)).toEqual({ label: 'Quotes', path: '/sales/quotes', built: true });
    expect(nav.at(-1)).toEqual({ label: 'Reports', items: [{ label: 'Aging', path: '/reports/aging', built: true }] });
  });

  it('gives every built page of the console a route of its feature', () => {
    const routed = new Set(features.flatMap((f) => f.routes.map((r) => `/${r.path}`)));
    const built = allNavItems.filter((item) => item.built && item.path !== '/').map((item) => item.path);
    expect(built).toContain('/sales/customers');
    expect(built.filter((path) => !routed.has(path))).toEqual([]);
    expect(allNavItems.find((item) => item.path === '/sales/invoices')?.built).toBe(false);
  });
});
