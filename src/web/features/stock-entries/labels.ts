import type { StockEntry, StockEntryType } from '../../../contract/stock-entries';

export const stockEntryHref = (e: Pick<StockEntry, 'id'>) => `/inventory/stock-entries/${e.id}`;

/** How the two entry types read in the console. */
export const entryTypeLabels: Record<StockEntryType, { label: string; color: string }> = {
  RECEIPT: { label: 'Receipt (stock in)', color: 'green' },
  ISSUE: { label: 'Issue (stock out)', color: 'orange' },
};
