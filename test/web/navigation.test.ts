import { describe, expect, it } from 'vitest';
import { allNavItems, buildNavigation, pageAfterCompanySwitch, splitComing } from '../../src/web/app/navigation';
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
    expect(allNavItems.find((item) => item.path === '/sales/invoices')?.built).toBe(true);
    expect(allNavItems.find((item) => item.path === '/accounting/payments')?.built).toBe(true);
    expect(allNavItems.find((item) => item.path === '/settings/imports')?.built).toBe(true);
    expect(routed.has('/settings/imports/new')).toBe(true);
  });
});

describe('the navigation as shown', () => {
  it('keeps the built pages in their areas and puts every page not built yet in one Coming group', () => {
    const nav = buildNavigation(
      [{ label: 'Sales', items: [{ label: 'Orders', path: '/sales/orders' }, { label: 'Customers', path: '/sales/customers' }] }, { label: 'Purchasing', items: [{ label: 'Suppliers', path: '/purchasing/suppliers' }] }],
      [{ area: 'Sales', label: 'Customers', path: '/sales/customers' }],
    );
    const { areas, coming } = splitComing(nav);
    expect(areas).toEqual([{ label: 'Sales', items: [{ label: 'Customers', path: '/sales/customers', built: true }] }]);
    expect(coming.map((item) => `${item.area}: ${item.label}`)).toEqual(['Sales: Orders', 'Purchasing: Suppliers']);
  });
});

describe('the page after a company switch', () => {
  const items = [
    { label: 'Dashboard', path: '/', built: true },
    { label: 'Chart of accounts', path: '/accounting/accounts', built: true },
    { label: 'Journal entries', path: '/accounting/journal-entries', built: true },
    { label: 'Companies', path: '/settings/companies', built: true },
  ];
  const id = '0199a0b1-2c3d-7e4f-8a9b-0c1d2e3f4a5b';

  it("leaves a record page, its dialogs and a list filtered by a record for the section's list", () => {
    expect(pageAfterCompanySwitch(`/accounting/accounts/${id}`, '', items)?.path).toBe('/accounting/accounts');
    expect(pageAfterCompanySwitch(`/accounting/journal-entries/${id}/reverse`, '', items)?.path).toBe('/accounting/journal-entries');
    expect(pageAfterCompanySwitch('/accounting/journal-entries/new', '', items)?.path).toBe('/accounting/journal-entries');
    expect(pageAfterCompanySwitch('/accounting/journal-entries', `?accountId=${id}`, items)?.path).toBe('/accounting/journal-entries');
  });

  it('stays on a plain list, the dashboard and the pages that are not one company\'s', () => {
    expect(pageAfterCompanySwitch('/accounting/journal-entries', '?sort=-postingDate', items)).toBeNull();
    expect(pageAfterCompanySwitch('/', '', items)).toBeNull();
    expect(pageAfterCompanySwitch(`/settings/companies/${id}`, '', items)).toBeNull();
    expect(pageAfterCompanySwitch('/nowhere', '', items)).toBeNull();
  });
});
