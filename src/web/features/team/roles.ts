import type { Role } from '../../../contract/scopes';

const LABELS: Record<Role, string> = { ADMIN: 'Admin', ACCOUNTANT: 'Accountant', SALES: 'Sales', INVENTORY: 'Inventory', VIEWER: 'Viewer' };

/** What each role may do, in a line (docs/team.md has the table). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  ADMIN: 'Everything, the team included',
  ACCOUNTANT: 'The books: accounts, journal, invoices, bills, payments, reports',
  SALES: 'Customers, sales orders, invoices, items and prices',
  INVENTORY: 'Items, stock, purchase orders and suppliers',
  VIEWER: 'Reads everything, changes nothing',
};

export const roleLabel = (role: Role) => LABELS[role];

export const roleOptions = (Object.keys(LABELS) as Role[]).map((role) => ({ value: role, label: `${LABELS[role]}: ${ROLE_SUMMARIES[role]}` }));
