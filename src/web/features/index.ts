import type { Feature } from '../app/feature';
import { accountsFeature } from './accounts';
import { apiKeysFeature } from './api-keys';
import { companiesFeature } from './companies';
import { customersFeature } from './customers';
import { invoicesFeature } from './invoices';
import { itemPricesFeature } from './item-prices';
import { itemsFeature } from './items';
import { journalEntriesFeature } from './journal-entries';
import { journalTemplatesFeature } from './journal-templates';
import { periodsFeature } from './periods';
import { purchaseOrdersFeature } from './purchase-orders';
import { stockEntriesFeature } from './stock-entries';
import { suppliersFeature } from './suppliers';
import { trialBalanceFeature } from './trial-balance';

/**
 * Every feature of the console, in navigation order within each area. A new resource adds its
 * `features/<resource>/index.ts` here; nothing else is central.
 */
export const features: Feature[] = [
  customersFeature,
  invoicesFeature,
  purchaseOrdersFeature,
  suppliersFeature,
  itemsFeature,
  itemPricesFeature,
  stockEntriesFeature,
  accountsFeature,
  periodsFeature,
  journalTemplatesFeature,
  journalEntriesFeature,
  trialBalanceFeature,
  apiKeysFeature,
  companiesFeature,
];
