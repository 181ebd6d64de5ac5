import type { AuditEvent } from '../../../contract/audit-events';

/** Where the console shows a record of each type the trail names (none: no page of its own). */
const RECORD_PAGES: Partial<Record<AuditEvent['recordType'], string>> = {
  account: '/accounting/accounts', journal_entry: '/accounting/journal-entries', journal_template: '/accounting/journal-templates',
  payment: '/accounting/payments', exchange_revaluation: '/accounting/exchange-revaluations', customer: '/sales/customers',
  invoice: '/sales/invoices', sales_order: '/sales/orders', delivery: '/sales/deliveries', charge: '/sales/charges',
  supplier: '/purchasing/suppliers', purchase_order: '/purchasing/orders', purchase_receipt: '/purchasing/receipts', bill: '/purchasing/bills',
  item: '/inventory/items', stock_entry: '/inventory/stock-entries', company: '/settings/companies', webhook_endpoint: '/settings/webhooks',
};

export const recordHref = (event: Pick<AuditEvent, 'recordType' | 'recordIdString'>) => {
  const page = RECORD_PAGES[event.recordType];
  return page ? `${page}/${event.recordIdString}` : undefined;
};

/** `sales_order` as "Sales order". */
export const recordTypeLabel = (type: string) => {
  const words = type.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
