/** Every area of the console; pages not built yet say so plainly. */
export type NavItem = { label: string; path: string; built: boolean };
export type NavArea = { label: string; items: NavItem[] };

export const navigation: NavArea[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', path: '/', built: true }] },
  {
    label: 'Sales',
    items: [
      { label: 'Sales orders', path: '/sales/orders', built: false },
      { label: 'Invoices', path: '/sales/invoices', built: false },
      { label: 'Customers', path: '/sales/customers', built: true },
    ],
  },
  {
    label: 'Purchasing',
    items: [
      { label: 'Purchase orders', path: '/purchasing/orders', built: false },
      { label: 'Suppliers', path: '/purchasing/suppliers', built: false },
    ],
  },
  {
    label: 'Inventory',
    items: [
      { label: 'Items', path: '/inventory/items', built: false },
      { label: 'Item prices', path: '/inventory/item-prices', built: false },
    ],
  },
  {
    label: 'Accounting',
    items: [
      { label: 'Chart of accounts', path: '/accounting/accounts', built: true },
      { label: 'Fiscal years', path: '/accounting/fiscal-years', built: true },
      { label: 'Accounting periods', path: '/accounting/periods', built: true },
      { label: 'Journal templates', path: '/accounting/journal-templates', built: true },
      { label: 'Journal entries', path: '/accounting/journal-entries', built: true },
      { label: 'Payments', path: '/accounting/payments', built: false },
      { label: 'Charges', path: '/accounting/charges', built: false },
      { label: 'Trial balance', path: '/accounting/trial-balance', built: true },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'API keys', path: '/settings/api-keys', built: true },
      { label: 'Imports', path: '/settings/imports', built: false },
      { label: 'Companies', path: '/settings/companies', built: true },
    ],
  },
];

export const allNavItems = navigation.flatMap((area) => area.items.map((item) => ({ ...item, area: area.label })));
