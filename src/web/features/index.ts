import type { Feature } from '../app/feature';
import { accountsFeature } from './accounts';
import { agingFeature } from './aging';
import { apiKeysFeature } from './api-keys';
import { billsFeature } from './bills';
import { chargesFeature } from './charges';
import { companiesFeature } from './companies';
import { importsFeature } from './imports';
import { customersFeature } from './customers';
import { invoicesFeature } from './invoices';
import { paymentsFeature } from './payments';
import { itemPricesFeature } from './item-prices';
import { itemsFeature } from './items';
import { journalEntriesFeature } from './journal-entries';
import { journalTemplatesFeature } from './journal-templates';
import { periodsFeature } from './periods';
import { purchaseOrdersFeature } from './purchase-orders';
import { salesOrdersFeature } from './sales-orders';
import { stockEntriesFeature } from './stock-entries';
import { suppliersFeature } from './suppliers';
import { trialBalanceFeature } from './trial-balance';

/**
 * Every feature of the console, in navigation order within each area. A new resource adds its
 * `features/<resource>/index.ts` here; nothing else is central.
 */
export const features: Feature[] = [
  salesOrdersFeature,
  customersFeature,
  chargesFeature,
  invoicesFeature,
  purchaseOrdersFeature,
  billsFeature,
  suppliersFeature,
  itemsFeature,
  itemPricesFeature,
  stockEntriesFeature,
  accountsFeature,
  periodsFeature,
  journalTemplatesFeature,
  journalEntriesFeature,
  paymentsFeature,
  trialBalanceFeature,
  agingFeature,
  apiKeysFeature,
  importsFeature,
  companiesFeature,
];
