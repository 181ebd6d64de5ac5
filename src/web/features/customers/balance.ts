import type { Invoice } from '../../../contract/invoices';
import { sumAmounts } from '../../money/money';

/** What the customer still owes: the outstanding amounts of their open invoices, exact, per currency. */
export function outstandingByCurrency(open: Pick<Invoice, 'outstanding' | 'currencyCodeString'>[]) {
  const byCurrency = new Map<string, Invoice['outstanding'][]>();
  for (const i of open) byCurrency.set(i.currencyCodeString, [...(byCurrency.get(i.currencyCodeString) ?? []), i.outstanding]);
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: sumAmounts(amounts) }));
}
