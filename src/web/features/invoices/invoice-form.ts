import { invoiceCreate, type InvoiceCreate, type InvoiceDetail } from '../../../contract/invoices';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { taxedTotals, type RatePercents } from '../../money/document-tax';
import { amountText, roundToMinorUnits, sumAmounts, toDecimal, type Amount } from '../../money/money';

/** The create form's logic: item and charge lines and their live totals, exact (decimal.js, never floats). */
export type InvoiceLine = InvoiceCreate['items'][number];
export type InvoiceCharge = NonNullable<InvoiceCreate['charges']>[number];
export const emptyInvoiceLine = (): Partial<InvoiceLine> => ({ itemCode: undefined, qty: undefined, unitPrice: undefined, amount: undefined, taxRateIdString: null });
// shipping: line tax comes from tax rates now; a charge typed "tax" is for a tax the rates do not cover
export const emptyCharge = (): Partial<InvoiceCharge> => ({ amount: undefined, description: '', chargeType: 'shipping' });

/** Decimals a quantity may have (the service refuses more). */
export const QTY_DECIMALS = 6;
/** The charge types offered; any other text is taken too (a charge configuration's name). */
export const chargeTypes = ['tax', 'shipping', 'handling'];

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** A line's amount as the service checks it: qty × unitPrice, rounded half-even to the currency's minor units. */
export function lineAmount(line: Partial<InvoiceLine> | undefined, minorUnits: number) {
  const qty = typed(line?.qty);
  const unitPrice = typed(line?.unitPrice);
  if (qty === undefined || unitPrice === undefined) return undefined;
  return roundToMinorUnits(toDecimal(qty).times(toDecimal(unitPrice)), minorUnits);
}

/** The amount as the form sends it: an exact decimal string at the currency's minor units, or nothing yet. */
export function lineAmountText(line: Partial<InvoiceLine> | undefined, minorUnits: number): string | undefined {
  const amount = lineAmount(line, minorUnits);
  return amount === undefined ? undefined : amountText(amount, minorUnits);
}

/**
 * Subtotal of the items (net), their tax (each line's at its rate's percentage in `percents`,
 * rounded on its own as the service does), the charges and the total = net + tax + charges;
 * lines not filled in count as nothing.
 */
export function invoiceTotals(lines: (Partial<InvoiceLine> | undefined)[] | undefined, charges: (Partial<InvoiceCharge> | undefined)[] | null | undefined, minorUnits: number, percents: RatePercents = new Map()) {
  const items = taxedTotals((lines ?? []).map((line) => ({ amount: lineAmount(line, minorUnits), taxRateIdString: line?.taxRateIdString })), percents, minorUnits);
  const chargesTotal = sumAmounts((charges ?? []).map((charge) => typed(charge?.amount)));
  return { subtotal: items.net, tax: items.tax, charges: chargesTotal, total: items.total.plus(chargesTotal) };
}

/** The quantity of each item an invoice billed: a credit note against it may return at most that. */
export function invoicedQuantities(invoice: Pick<InvoiceDetail, 'items'>): Map<string, Amount> {
  const byCode = new Map<string, Amount>();
  for (const line of invoice.items) byCode.set(line.itemCode, toDecimal(byCode.get(line.itemCode) ?? 0).plus(toDecimal(line.qty)));
  return byCode;
}

/** The create form's values for a credit note against `invoice`: its lines (at their tax rates), return=true, its customer and currency. */
export function creditNoteDefaults(invoice: InvoiceDetail, today: string) {
  return {
    companyIdString: invoice.companyIdString,
    customerIdString: invoice.customerIdString,
    currencyCodeString: invoice.currencyCodeString,
    postingDate: today < invoice.postingDate ? invoice.postingDate : today,
    dueDate: undefined,
    notes: `Credit note for ${invoice.number}`,
    return: true,
    returnAgainstIdString: invoice.id,
    items: invoice.items.map((line) => ({
      itemCode: line.itemCode, qty: String(line.qty), unitPrice: String(line.unitPrice), amount: String(line.amount), taxRateIdString: line.taxRateIdString,
    })),
    charges: [],
  };
}

/** What the form may bill or return of each item (by code): lines of one item are added up. */
export type QuantityLimit = { quantities: Map<string, Amount>; notOn: string; atMost: string };

/** A credit note against `invoice` returns at most what it billed of each item. */
export const creditLimit = (invoice: Pick<InvoiceDetail, 'items'>): QuantityLimit =>
  ({ quantities: invoicedQuantities(invoice), notOn: 'is not on the invoice', atMost: 'what the invoice billed' });

type OrderToBill = Pick<SalesOrderDetail, 'id' | 'companyIdString' | 'customerIdString' | 'currencyCodeString' | 'items'>;

/** What is left to bill per order line (ordered − billed), exact; lines with nothing left are left out. */
export function openToBill(order: Pick<SalesOrderDetail, 'items'>) {
  return order.items
    .map((line) => ({ line, open: toDecimal(line.qty).minus(toDecimal(line.billedQty)) }))
    .filter(({ open }) => open.gt(0));
}

/** An invoice from `order` bills at most what is open on it of each item (the service's `more-than-open`). */
export function orderLimit(order: Pick<SalesOrderDetail, 'items'>): QuantityLimit {
  const byCode = new Map<string, Amount>();
  for (const { line, open } of openToBill(order)) byCode.set(line.itemCode, toDecimal(byCode.get(line.itemCode) ?? 0).plus(open));
  return { quantities: byCode, notOn: 'is not on the order', atMost: 'what is open to bill on the order' };
}

/** The create form's values for an invoice billing `order`: its customer and currency, its open lines at its unit prices and tax rates. */
export function orderInvoiceDefaults(order: OrderToBill, today: string, minorUnits: number) {
  return {
    companyIdString: order.companyIdString,
    customerIdString: order.customerIdString,
    currencyCodeString: order.currencyCodeString,
    postingDate: today,
    dueDate: undefined,
    return: false,
    salesOrderIdString: order.id,
    items: openToBill(order).map(({ line, open }) => {
      const values = { itemCode: line.itemCode, qty: open.toFixed(), unitPrice: String(line.unitPrice) };
      return { ...values, amount: lineAmountText(values as never, minorUnits), taxRateIdString: line.taxRateIdString };
    }),
    charges: [],
  };
}

/**
 * The contract's schema over the typed quantities and amounts (exact decimal strings until sent);
 * with a limit (a credit note against an invoice, an invoice from an order), no item beyond it.
 */
export function invoiceSchema(limit?: QuantityLimit) {
  const checked = !limit ? invoiceCreate : invoiceCreate.superRefine((values, ctx) => {
    const used = new Map<string, ReturnType<typeof toDecimal>>();
    values.items.forEach((line, i) => {
      const most = limit.quantities.get(line.itemCode);
      if (most === undefined) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'itemCode'], message: limit.notOn });
        return;
      }
      const sum = (used.get(line.itemCode) ?? toDecimal(0)).plus(toDecimal(line.qty));
      used.set(line.itemCode, sum);
      if (sum.greaterThan(toDecimal(most))) ctx.addIssue({ code: 'custom', path: ['items', i, 'qty'], message: `must be at most ${toDecimal(most).toString()}, ${limit.atMost}` });
    });
  });
  return withTypedAmounts(checked as unknown as typeof invoiceCreate, ['items.*.qty', 'items.*.unitPrice', 'items.*.amount', 'charges.*.amount']);
}
