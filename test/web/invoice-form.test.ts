import { describe, expect, test } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { outstandingByCurrency } from '../../src/web/features/customers/balance';
import { canInvoice } from '../../src/web/features/sales-orders/actions';
import {
  creditLimit, creditNoteDefaults, invoiceSchema, invoiceTotals, lineAmountText, orderInvoiceDefaults, orderLimit,
} from '../../src/web/features/invoices/invoice-form';

const ids = { company: '0199b1a0-0000-7000-8000-000000000001', customer: '0199b1a0-0000-7000-8000-000000000002', invoice: '0199b1a0-0000-7000-8000-000000000003' };
const body = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  currencyCodeString: 'usd', companyIdString: ids.company, customerIdString: ids.customer, postingDate: '2026-03-10', return: false, items, ...overrides,
});

describe('invoice form: live amounts and totals, exact', () => {
  test('a line\'s amount is qty × unit price rounded half-even to the minor units, as the service checks it', () => {
    expect(lineAmountText({ qty: '3', unitPrice: '0.1' } as never, 2)).toBe('0.30');
    expect(lineAmountText({ qty: '1.5', unitPrice: '0.05' } as never, 2)).toBe('0.08');
    expect(lineAmountText({ qty: '0.5', unitPrice: '0.25' } as never, 2)).toBe('0.12');
    expect(lineAmountText({ qty: '2.5', unitPrice: '101' } as never, 0)).toBe('252');
    expect(lineAmountText({ qty: '1', unitPrice: '1.2345' } as never, 3)).toBe('1.234');
    expect(lineAmountText({ qty: '2' } as never, 2)).toBeUndefined();
  });

  test('subtotal, charges and total add exactly; lines not filled in count as nothing', () => {
    const totals = invoiceTotals([{ qty: '3', unitPrice: '0.1' }, { qty: '1.5', unitPrice: '0.05' }, { itemCode: 'X' }, undefined] as never,
      [{ amount: '0.1' }, { amount: '0.2' }, { amount: undefined }] as never, 2);
    expect([totals.subtotal.toFixed(2), totals.charges.toFixed(2), totals.total.toFixed(2)]).toEqual(['0.38', '0.30', '0.68']);
    expect(invoiceTotals(undefined, null, 2).total.toFixed(2)).toBe('0.00');
  });

  test('the schema sends the typed strings as the contract\'s numbers', () => {
    const parsed = invoiceSchema().parse(body([{ itemCode: 'A', qty: '1.5', unitPrice: '0.10', amount: '0.15' }], { charges: [{ amount: '1.05', chargeType: 'tax', description: '' }] }));
    expect(parsed.items[0]).toEqual({ itemCode: 'A', qty: 1.5, unitPrice: 0.1, amount: 0.15 });
    expect(parsed.charges?.[0]).toMatchObject({ amount: 1.05, chargeType: 'tax' });
    expect(parsed.currencyCodeString).toBe('USD');
  });
});

describe('a credit note from an invoice', () => {
  const invoice = {
    id: ids.invoice, number: 'INV-ACME-000007', companyIdString: ids.company, customerIdString: ids.customer, currencyCodeString: 'USD', postingDate: '2026-03-10',
    items: [{ itemCode: 'A', qty: 2, unitPrice: 10, amount: 20 }, { itemCode: 'B', qty: 0.5, unitPrice: 3, amount: 1.5 }, { itemCode: 'A', qty: 1, unitPrice: 10, amount: 10 }],
  } as unknown as InvoiceDetail;

  test('is prefilled from the invoice: return, against it, its customer, currency and lines, never dated before it', () => {
    const values = creditNoteDefaults(invoice, '2026-04-01');
    expect(values).toMatchObject({ return: true, returnAgainstIdString: ids.invoice, customerIdString: ids.customer, currencyCodeString: 'USD', postingDate: '2026-04-01', charges: [] });
    expect(values.items).toEqual([{ itemCode: 'A', qty: '2', unitPrice: '10', amount: '20' }, { itemCode: 'B', qty: '0.5', unitPrice: '3', amount: '1.5' }, { itemCode: 'A', qty: '1', unitPrice: '10', amount: '10' }]);
    expect(creditNoteDefaults(invoice, '2026-01-01').postingDate).toBe('2026-03-10');
  });

  test('returns at most what the invoice billed of each item (lines of one item added up)', () => {
    const schema = invoiceSchema(creditLimit(invoice));
    const values = (items: unknown[]) => body(items, { return: true, returnAgainstIdString: ids.invoice });
    expect(schema.safeParse(values([{ itemCode: 'A', qty: '3', unitPrice: '10', amount: '30' }, { itemCode: 'B', qty: '0.5', unitPrice: '3', amount: '1.50' }])).success).toBe(true);
    const tooMany = schema.safeParse(values([{ itemCode: 'A', qty: '2', unitPrice: '10', amount: '20' }, { itemCode: 'A', qty: '1.5', unitPrice: '10', amount: '15' }]));
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.1.qty', 'must be at most 3, what the invoice billed']]);
    const other = schema.safeParse(values([{ itemCode: 'C', qty: '1', unitPrice: '1', amount: '1' }]));
    expect(other.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.0.itemCode', 'is not on the invoice']]);
  });
});

describe('a customer\'s outstanding balance', () => {
  test('sums the outstanding amounts exactly, per currency', () => {
    const balance = outstandingByCurrency([
      { outstanding: 0.1, currencyCodeString: 'USD' }, { outstanding: 0.2, currencyCodeString: 'USD' }, { outstanding: 5, currencyCodeString: 'EUR' },
    ]);
    expect(balance.map((b) => [b.currency, b.amount.toFixed()])).toEqual([['USD', '0.3'], ['EUR', '5']]);
    expect(outstandingByCurrency([])).toEqual([]);
  });
});

describe('an invoice from a sales order', () => {
  const orderId = '0199b1a0-0000-7000-8000-000000000004';
  const line = (itemCode: string, qty: number, unitPrice: number, billedQty: number) => ({ itemCode, qty, unitPrice, amount: 0, deliveredQty: 0, billedQty });
  const order = {
    id: orderId, number: 'SO-ACME-000003', companyIdString: ids.company, customerIdString: ids.customer, currencyCodeString: 'USD',
    status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED',
    items: [line('A', 3, 12.5, 1), line('B', 1.5, 0.05, 0), line('C', 2, 7, 2), line('A', 0.3, 12.5, 0.1)],
  } as unknown as SalesOrderDetail;

  test('is prefilled with what is open to bill per line (ordered − billed, exact), at the order\'s prices, naming the order', () => {
    const values = orderInvoiceDefaults(order, '2026-04-01', 2);
    expect(values).toMatchObject({ return: false, salesOrderIdString: orderId, customerIdString: ids.customer, currencyCodeString: 'USD', postingDate: '2026-04-01', charges: [] });
    // C is billed in full and left out; 0.3 − 0.1 is 0.2, not 0.19999999999999998; 1.5 × 0.05 rounds half-even to 0.08
    expect(values.items).toEqual([
      { itemCode: 'A', qty: '2', unitPrice: '12.5', amount: '25.00' },
      { itemCode: 'B', qty: '1.5', unitPrice: '0.05', amount: '0.08' },
      { itemCode: 'A', qty: '0.2', unitPrice: '12.5', amount: '2.50' },
    ]);
  });

  test('bills at most what is open of each item (lines of one item added up), and only items of the order', () => {
    const schema = invoiceSchema(orderLimit(order));
    const values = (items: unknown[]) => body(items, { salesOrderIdString: orderId });
    expect(schema.safeParse(values([{ itemCode: 'A', qty: '2.2', unitPrice: '12.5', amount: '27.50' }])).success).toBe(true);
    const tooMany = schema.safeParse(values([{ itemCode: 'A', qty: '2', unitPrice: '12.5', amount: '25.00' }, { itemCode: 'A', qty: '0.3', unitPrice: '12.5', amount: '3.75' }]));
    expect(tooMany.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.1.qty', 'must be at most 2.2, what is open to bill on the order']]);
    const billed = schema.safeParse(values([{ itemCode: 'C', qty: '1', unitPrice: '7', amount: '7.00' }]));
    expect(billed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.0.itemCode', 'is not on the order']]);
  });

  test('is offered for an approved order in an open status with something left to bill', () => {
    expect(canInvoice(order)).toBe(true);
    expect(canInvoice({ ...order, status: 'TO_BILL' })).toBe(true);
    expect(canInvoice({ ...order, status: 'ON_HOLD' })).toBe(false);
    expect(canInvoice({ ...order, status: 'COMPLETED' })).toBe(false);
    expect(canInvoice({ ...order, status: 'DRAFT', workflowState: 'PENDING_APPROVAL' })).toBe(false);
    expect(canInvoice({ ...order, items: order.items.map((l) => ({ ...l, billedQty: l.qty })) })).toBe(false);
  });
});
