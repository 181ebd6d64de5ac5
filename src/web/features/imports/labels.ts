import type { ImportType } from '../../../contract/imports';

export const typeLabels: Record<ImportType, string> = {
  ITEM: 'Items', ITEM_PRICE: 'Item prices', CUSTOMER: 'Customers', SUPPLIER: 'Suppliers', ACCOUNT: 'Chart of accounts',
};

/** Where the imported records are listed. */
export const targetPaths: Record<ImportType, string> = {
  ITEM: '/inventory/items', ITEM_PRICE: '/inventory/item-prices', CUSTOMER: '/sales/customers', SUPPLIER: '/purchasing/suppliers', ACCOUNT: '/accounting/accounts',
};
