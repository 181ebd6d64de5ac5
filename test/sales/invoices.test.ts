import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { ItemDetail } from '../../src/contract/items';
import { accounts, invoiceCharges, invoiceLines, invoices, journalEntries, stockMovements } from '../../src/server/db/schema';
import { defaultAccount, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { countRows, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';
import { deadlockRetries } from '../../src/server/domain/audit/audit-actor';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let customer: Customer;
let otherCustomer: Customer;
let theirCustomer: Customer;
let widget: ItemDetail;
let acc: { receivable: string; revenue: string; tax: string; otherIncome: string; cogs: string; inventory: string };

const itemPayload = (itemCode: string, overrides: Record<string, unknown> = {}) => ({
  itemCode, name: `Item ${itemCode}`, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id, ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  customer = ok(await api.post('/customers', { name: 'Globex' }), 201);
  otherCustomer = ok(await api.post('/customers', { name: 'Initech' }), 201);
  theirCustomer = ok(await theirApi.post('/customers', { name: 'Their Customer' }), 201);
  widget = ok(await api.post('/items', itemPayload('WIDGET')), 201);
  ok(await api.post('/items', itemPayload('SERVICE', { maintainStock: false })), 201);
  ok(await api.post('/items', itemPayload('BOLT')), 201);
  ok(await api.post('/items', itemPayload('NUT', { valuationMethod: 'MAVG' })), 201);
  ok(await theirApi.post('/items', { ...itemPayload('THEIRS', { maintainStock: false }), companyIdString: otherCompany.id }), 201);
  const [otherIncome] = await t.database.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, company.id), eq(accounts.accountNumber, '40200')));
  acc = {
    receivable: await defaultAccount(t, company.id, 'RECEIVABLE'), revenue: await defaultAccount(t, company.id, 'REVENUE'),
    tax: await defaultAccount(t, company.id, 'TAX'), otherIncome: otherIncome.id,
    cogs: await defaultAccount(t, company.id, 'COST_OF_GOODS_SOLD'), inventory: await defaultAccount(t, company.id, 'INVENTORY'),
  };
  // FIFO lots of WIDGET: 10 @ 10, then 10 @ 14
  for (const [postingDate, rate] of [['2026-03-01', 10], ['2026-03-02', 14]] as const) {
    ok(await api.post('/stock-entries', { companyIdString: company.id, entryType: 'RECEIPT', postingDate, items: [{ itemCode: 'WIDGET', qty: 10, rate }] }), 201);
  }
  ok(await api.post('/stock-entries', { companyIdString: company.id, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: 'NUT', qty: 100, rate: 0.5 }] }), 201);
});
afterAll(async () => {
  await t?.close();
});

type Item = { itemCode: string; qty: number; unitPrice: number; amount: number };
const invoiceBody = (items: Item[], overrides: Record<string, unknown> = {}) => ({
  currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customer.id,
  postingDate: '2026-03-10', return: false, items, ...overrides,
});
const createInvoice = async (items: Item[], overrides: Record<string, unknown> = {}, as = api): Promise<InvoiceDetail> =>
  ok(await as.post('/invoices', invoiceBody(items, overrides)), 201);
const getInvoice = async (id: string): Promise<InvoiceDetail> => ok(await api.get(`/invoices/${id}`));
const getItem = async (id: string): Promise<ItemDetail> => ok(await api.get(`/items/${id}`));
const journal = async (id: string) => ok(await api.get(`/journal-entries/${id}`));
const sides = (entry: { lines: { accountId: string; debit: number; credit: number }[] }) => entry.lines.map(({ accountId, debit, credit }) => ({ accountId, debit, credit }));
const balanceOf = async (accountId: string) => ok(await api.get(`/accounts/${accountId}`)).balance as number;
const trialDifference = async () => {
  const report = ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
  return report.totals.map((total: { difference: number }) => total.difference);
};
const written = () => Promise.all([invoices, invoiceLines, invoiceCharges, journalEntries, stockMovements].map((table) => countRows(t, table)));
const line = (itemCode: string, qty: number, unitPrice: number, amount = Math.round(qty * unitPrice * 100) / 100): Item => ({ itemCode, qty, unitPrice, amount });

describe('an invoice, a credit note against it, cancellations', () => {
  let invoice: InvoiceDetail;
  let credit: InvoiceDetail;

  test('POST /invoices posts receivable / revenue / charges and issues FIFO stock at cost (15 of 10 @ 10 + 10 @ 14: 170)', async () => {
    const [receivableBefore, inventoryBefore] = [await balanceOf(acc.receivable), await balanceOf(acc.inventory)];
    const res = await api.post('/invoices', invoiceBody([line('widget', 15, 25), line('SERVICE', 2, 12.35)], {
      notes: 'first', dueDate: '2026-04-09',
      charges: [{ amount: 30, description: 'VAT', chargeType: 'Tax' }, { amount: 5, chargeType: 'shipping' }],
    }));
    invoice = ok<InvoiceDetail>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/invoices/${invoice.id}`);
    expect(invoice).toEqual({
      id: expect.any(String), number: `INV-${company.code}-000001`, companyIdString: company.id,
      customerIdString: customer.id, customerName: 'Globex', currencyCodeString: company.baseCurrency,
      postingDate: '2026-03-10', dueDate: '2026-04-09', paymentTermsIdString: null, notes: 'first', return: false, returnAgainstIdString: null, salesOrderIdString: null,
      status: 'UNPAID', itemsTotal: 399.7, netTotal: 399.7, taxTotal: 0, chargesTotal: 35, total: 434.7, outstanding: 434.7,
      exchangeRate: '1', baseTotal: 434.7, baseOutstanding: 434.7,
      journalEntryId: expect.any(String), costJournalEntryId: expect.any(String), cancelledOn: null, reversalJournalEntryId: null,
      items: [
        { lineNumber: 1, itemIdString: widget.id, itemCode: 'WIDGET', qty: 15, unitPrice: 25, amount: 375, movementId: expect.any(String), taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 2, itemIdString: expect.any(String), itemCode: 'SERVICE', qty: 2, unitPrice: 12.35, amount: 24.7, movementId: null, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
      ],
      taxes: [],
      charges: [
        { lineNumber: 1, description: 'VAT', chargeType: 'Tax', amount: 30, accountId: acc.tax, chargeIdString: null, global: false },
        { lineNumber: 2, description: null, chargeType: 'shipping', amount: 5, accountId: acc.otherIncome, chargeIdString: null, global: false },
      ],
      creditNotes: [],
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(await getInvoice(invoice.id)).toEqual(invoice);

    const entry = await journal(invoice.journalEntryId!);
    expect(entry).toMatchObject({ source: 'SALES_INVOICE', sourceId: invoice.id, reference: invoice.number, postingDate: '2026-03-10', totalDebit: 434.7 });
    expect(sides(entry)).toEqual([
      { accountId: acc.receivable, debit: 434.7, credit: 0 },
      { accountId: acc.revenue, debit: 0, credit: 399.7 },
      { accountId: acc.tax, debit: 0, credit: 30 },
      { accountId: acc.otherIncome, debit: 0, credit: 5 },
    ]);
    const cost = await journal(invoice.costJournalEntryId!);
    expect(cost).toMatchObject({ source: 'SALES_INVOICE', sourceId: invoice.id, reference: invoice.number, totalDebit: 170 });
    expect(sides(cost)).toEqual([
      { accountId: acc.inventory, debit: 0, credit: 170 },
      { accountId: acc.cogs, debit: 170, credit: 0 },
    ]);
    expect(await getItem(widget.id)).toMatchObject({ stockQty: 5, stockValue: 70 });
    expect(await balanceOf(acc.receivable)).toBeCloseTo(receivableBefore + 434.7, 2);
    expect(await balanceOf(acc.inventory)).toBeCloseTo(inventoryBefore - 170, 2);
    expect(await trialDifference()).toEqual([0]);
  });

  test('a credit note against it takes the stock back at the issue\'s cost and lowers its outstanding; never more than is left', async () => {
    const res = await api.post('/invoices', invoiceBody([line('WIDGET', 5, 25)], { return: true, returnAgainstIdString: invoice.id, postingDate: '2026-03-12' }));
    credit = ok<InvoiceDetail>(res, 201);
    expect(credit).toMatchObject({
      number: `CN-${company.code}-000001`, return: true, returnAgainstIdString: invoice.id, status: 'RETURN',
      total: 125, outstanding: 0, dueDate: '2026-03-12', charges: [],
    });
    expect(sides(await journal(credit.journalEntryId!))).toEqual([
      { accountId: acc.receivable, debit: 0, credit: 125 },
      { accountId: acc.revenue, debit: 125, credit: 0 },
    ]);
    // back at 170 / 15 = 11.333333333 a unit: 56.67
    const cost = await journal(credit.costJournalEntryId!);
    expect(cost).toMatchObject({ source: 'CREDIT_NOTE', totalDebit: 56.67 });
    expect(sides(cost)).toEqual([{ accountId: acc.inventory, debit: 56.67, credit: 0 }, { accountId: acc.cogs, debit: 0, credit: 56.67 }]);
    expect(await getItem(widget.id)).toMatchObject({ stockQty: 10, stockValue: 126.67 });

    const original = await getInvoice(invoice.id);
    expect(original).toMatchObject({ status: 'PARTLY_PAID', outstanding: 309.7, total: 434.7, version: 2 });
    expect(original.creditNotes).toEqual([{ id: credit.id, number: credit.number, postingDate: '2026-03-12', total: 125, status: 'RETURN' }]);

    const before = await written();
    const over = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1, 1), line('widget', 10.5, 1)], { return: true, returnAgainstIdString: invoice.id })), 422, 'validation');
    expect(over.errors).toEqual([{ path: 'items.1.qty', code: 'more-than-invoiced', message: `only 10 of WIDGET is left to return on ${invoice.number}` }]);
    const twice = expectProblem(await api.post('/invoices', invoiceBody([line('WIDGET', 6, 1), line('WIDGET', 5, 1)], { return: true, returnAgainstIdString: invoice.id })), 422, 'validation');
    expect(errorPaths(twice)).toEqual(['items.1.qty']);
    expect(errorPaths(expectProblem(await api.post('/invoices', invoiceBody([line('NUT', 1, 1)], { return: true, returnAgainstIdString: invoice.id })), 422, 'validation')))
      .toEqual(['items.0.itemCode']);
    expect(await written()).toEqual(before);
    expect(await trialDifference()).toEqual([0]);
  });

  test('an invoice with a standing credit note cannot be cancelled (409 in-use); cancelling the credit note gives the outstanding back', async () => {
    const before = await written();
    expect(expectProblem(await api.post(`/invoices/${invoice.id}/cancel`), 409, 'in-use').detail).toContain(credit.number);
    expect(await written()).toEqual(before);

    const cancelled = ok<InvoiceDetail>(await api.post(`/invoices/${credit.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', outstanding: 0, total: 125, cancelledOn: '2026-03-12', reversalJournalEntryId: expect.any(String), version: 2 });
    expect(sides(await journal(cancelled.reversalJournalEntryId!))).toEqual([
      { accountId: acc.receivable, debit: 125, credit: 0 },
      { accountId: acc.revenue, debit: 0, credit: 125 },
    ]);
    // the 5 go out again, FIFO: the 5 @ 14 left of the second lot
    expect(await getItem(widget.id)).toMatchObject({ stockQty: 5, stockValue: 56.67 });
    expect(await getInvoice(invoice.id)).toMatchObject({ status: 'UNPAID', outstanding: 434.7 });
    expectProblem(await api.post(`/invoices/${credit.id}/cancel`), 409, 'invalid-transition');
    expect(await trialDifference()).toEqual([0]);
  });

  test('cancelling the invoice posts the reversal, brings the stock back at its issue rate, CANCELLED; twice is 409', async () => {
    expectProblem(await api.post(`/invoices/${invoice.id}/cancel`, { postingDate: '2026-03-09' }), 422, 'validation');
    const res = await api.post(`/invoices/${invoice.id}/cancel`, { postingDate: '2026-03-20' });
    const cancelled = ok<InvoiceDetail>(res);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', outstanding: 0, total: 434.7, cancelledOn: '2026-03-20', reversalJournalEntryId: expect.any(String) });
    const reversal = await journal(cancelled.reversalJournalEntryId!);
    expect(reversal).toMatchObject({ source: 'REVERSAL', reversalOfId: invoice.journalEntryId, postingDate: '2026-03-20' });
    expect(sides(reversal)).toEqual(sides(await journal(invoice.journalEntryId!)).map((s) => ({ ...s, debit: s.credit, credit: s.debit })));
    expect(await getItem(widget.id)).toMatchObject({ stockQty: 20, stockValue: 226.67 }); // 56.67 + 15 × 11.333333333
    const movements = ok(await api.get(`/items/${widget.id}/stock-movements?sort=seq,desc&size=1`)).content;
    expect(movements[0]).toMatchObject({ kind: 'RECEIPT', qty: 15, value: 170, sourceType: 'INVOICE_CANCELLATION', sourceId: invoice.id });

    expect(expectProblem(await api.post(`/invoices/${invoice.id}/cancel`), 409, 'invalid-transition').detail).toContain('cancelled already');
    expect(expectProblem(await api.post('/invoices', invoiceBody([line('WIDGET', 1, 1)], { return: true, returnAgainstIdString: invoice.id })), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'returnAgainstIdString', code: 'cancelled' })]);
    expect(await balanceOf(acc.receivable)).toBeCloseTo(0, 2);
    expect(await trialDifference()).toEqual([0]);
  });
});

describe('credit notes and amounts', () => {
  test('a standalone credit note takes stock back at the current valuation rate and is credit outstanding', async () => {
    const receivableBefore = await balanceOf(acc.receivable);
    const note = await createInvoice([line('NUT', 4, 2)], { return: true, postingDate: '2026-03-15' });
    expect(note).toMatchObject({ status: 'RETURN', total: 8, outstanding: 8, returnAgainstIdString: null });
    expect(sides(await journal(note.costJournalEntryId!))).toEqual([{ accountId: acc.inventory, debit: 2, credit: 0 }, { accountId: acc.cogs, debit: 0, credit: 2 }]);
    expect(await balanceOf(acc.receivable)).toBeCloseTo(receivableBefore - 8, 2);
    const cancelled = ok<InvoiceDetail>(await api.post(`/invoices/${note.id}/cancel`, null));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', outstanding: 0 });
    expect(await balanceOf(acc.receivable)).toBeCloseTo(receivableBefore, 2);
  });

  test('amounts round half-even at the currency\'s minor units; the 422 names the expected amount', async () => {
    const inv = await createInvoice([line('SERVICE', 1.5, 0.35, 0.52), line('SERVICE', 2.5, 0.35, 0.88)]);
    expect(inv).toMatchObject({ total: 1.4, journalEntryId: expect.any(String), costJournalEntryId: null });
    const problem = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1.5, 0.35, 0.53)])), 422, 'validation');
    expect(problem.errors).toEqual([{ path: 'items.0.amount', code: 'amount-mismatch', message: expect.stringContaining('0.52') }]);
  });

  test('a credit note may not credit more than the invoice still has outstanding', async () => {
    const inv = await createInvoice([line('SERVICE', 1, 10)]);
    const problem = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1, 10)], {
      return: true, returnAgainstIdString: inv.id, charges: [{ amount: 1 }],
    })), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'items', code: 'more-than-outstanding' })]);
    const full = await createInvoice([line('SERVICE', 1, 10)], { return: true, returnAgainstIdString: inv.id });
    expect(full.outstanding).toBe(0);
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
  });

  test('a total of 0 posts no entry', async () => {
    const inv = await createInvoice([line('SERVICE', 1, 0)]);
    expect(inv).toMatchObject({ total: 0, outstanding: 0, status: 'PAID', journalEntryId: null, costJournalEntryId: null });
  });
});

describe('POST /invoices refuses', () => {
  let theirInvoice: InvoiceDetail;
  let creditNote: InvoiceDetail;
  let otherCustomersInvoice: InvoiceDetail;
  beforeAll(async () => {
    theirInvoice = await createInvoice([line('THEIRS', 1, 1)], { companyIdString: otherCompany.id, customerIdString: theirCustomer.id, currencyCodeString: otherCompany.baseCurrency }, theirApi);
    creditNote = await createInvoice([line('SERVICE', 1, 1)], { return: true });
    otherCustomersInvoice = await createInvoice([line('SERVICE', 1, 1)], { customerIdString: otherCustomer.id });
  });

  const cases: [string, string, () => Record<string, unknown>, string?][] = [
    ['an unknown item', 'items.1.itemCode', () => invoiceBody([line('SERVICE', 1, 1), line('NOPE', 1, 1)]), 'unknown-item'],
    ['another company\'s item', 'items.0.itemCode', () => invoiceBody([line('THEIRS', 1, 1)]), 'unknown-item'],
    ['a wrong amount', 'items.0.amount', () => invoiceBody([line('SERVICE', 3, 12.5, 37.49)]), 'amount-mismatch'],
    ['an unknown currency', 'currencyCodeString', () => invoiceBody([line('SERVICE', 1, 1)], { currencyCodeString: 'XYZ' }), 'unknown-currency'],
    ['a malformed currency', 'currencyCodeString', () => invoiceBody([line('SERVICE', 1, 1)], { currencyCodeString: 'US' })],
    ['another company\'s customer', 'customerIdString', () => invoiceBody([line('SERVICE', 1, 1)], { customerIdString: theirCustomer.id }), 'unknown-customer'],
    ['an unknown customer', 'customerIdString', () => invoiceBody([line('SERVICE', 1, 1)], { customerIdString: NIL_UUID }), 'unknown-customer'],
    ['a due date before the posting date', 'dueDate', () => invoiceBody([line('SERVICE', 1, 1)], { dueDate: '2026-03-09' }), 'before-posting-date'],
    ['a qty of 0', 'items.0.qty', () => invoiceBody([line('SERVICE', 0, 1)])],
    ['a qty with 7 decimals', 'items.0.qty', () => invoiceBody([line('SERVICE', 0.0000011, 1, 0)]), 'too-precise'],
    ['a negative unit price', 'items.0.unitPrice', () => invoiceBody([line('SERVICE', 1, -1)])],
    ['a unit price finer than cents', 'items.0.unitPrice', () => invoiceBody([line('SERVICE', 1, 0.125, 0.12)]), 'too-precise'],
    ['a charge finer than cents', 'charges.0.amount', () => invoiceBody([line('SERVICE', 1, 1)], { charges: [{ amount: 0.005 }] }), 'too-precise'],
    ['a negative charge', 'charges.0.amount', () => invoiceBody([line('SERVICE', 1, 1)], { charges: [{ amount: -1 }] })],
    ['no items', 'items', () => invoiceBody([])],
    ['no return flag', 'return', () => ({ ...invoiceBody([line('SERVICE', 1, 1)]), return: undefined })],
    ['no company', 'companyIdString', () => ({ ...invoiceBody([line('SERVICE', 1, 1)]), companyIdString: undefined })],
    ['a posting date that is no date', 'postingDate', () => invoiceBody([line('SERVICE', 1, 1)], { postingDate: '2026-02-30' })],
    ['returnAgainstIdString on an invoice', 'returnAgainstIdString', () => invoiceBody([line('SERVICE', 1, 1)], { returnAgainstIdString: creditNote.id }), 'not-a-return'],
    ['returning against another company\'s invoice', 'returnAgainstIdString', () => invoiceBody([line('SERVICE', 1, 1)], { return: true, returnAgainstIdString: theirInvoice.id }), 'unknown-invoice'],
    ['returning against a credit note', 'returnAgainstIdString', () => invoiceBody([line('SERVICE', 1, 1)], { return: true, returnAgainstIdString: creditNote.id }), 'is-return'],
    ['returning against another customer\'s invoice', 'returnAgainstIdString', () => invoiceBody([line('SERVICE', 1, 1)], { return: true, returnAgainstIdString: otherCustomersInvoice.id }), 'other-customer'],
    ['returning before the invoice', 'postingDate', () => invoiceBody([line('SERVICE', 1, 1)], { return: true, returnAgainstIdString: otherCustomersInvoice.id, customerIdString: otherCustomer.id, postingDate: '2026-03-01' }), 'before-invoice'],
  ];
  test.each(cases)('%s: 422 at %s, nothing written', async (_, path, body, code) => {
    const before = await written();
    const problem = expectProblem(await api.post('/invoices', body()), 422, 'validation');
    expect(errorPaths(problem)).toContain(path);
    if (code) expect(problem.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await written()).toEqual(before);
  });

  test('the wrong amount\'s message names the expected value', async () => {
    const problem = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 3, 12.5, 37.49)])), 422, 'validation');
    expect(problem.errors![0].message).toContain('37.50');
  });

  test('a currency the company has no exchange rate of: 422 no-exchange-rate at currencyCodeString, nothing written', async () => {
    const before = await written();
    const problem = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1, 1)], { currencyCodeString: 'SEK' })), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'currencyCodeString', code: 'no-exchange-rate' })]);
    expect(await written()).toEqual(before);
  });

  test('insufficient stock: 409 insufficient-stock at the line, nothing written (no number used either)', async () => {
    const before = await written();
    const problem = expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1, 5), line('BOLT', 1, 5)])), 409, 'insufficient-stock');
    expect(errorPaths(problem)).toEqual(['items.1.qty']);
    expect(await written()).toEqual(before);
    const next = await createInvoice([line('SERVICE', 1, 5)]);
    const numbers = ok(await api.get('/invoices?return=false&sort=number,desc&size=2')).content.map((i: { number: string }) => i.number);
    expect(numbers[0]).toBe(next.number);
    expect(Number(numbers[0].slice(-6)) - Number(numbers[1].slice(-6))).toBe(1);
  });

  test('a posting date in a CLOSED period: 409 period-closed, nothing written; a cancellation dated there too', async () => {
    const [year] = ok(await api.get('/fiscal-years')).content;
    expect(year.startDate).toBe('2026-01-01');
    ok(await api.post('/accounting-periods', {
      name: 'December', startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-31T23:59:59Z', periodType: 'MONTH', status: 'CLOSED',
      fiscalYearIdString: year.id, companyIdString: company.id,
    }), 201);
    const before = await written();
    expectProblem(await api.post('/invoices', invoiceBody([line('SERVICE', 1, 0)], { postingDate: '2026-12-10' })), 409, 'period-closed');
    expectProblem(await api.post('/invoices', invoiceBody([line('WIDGET', 1, 3)], { postingDate: '2026-12-10' })), 409, 'period-closed');
    const open = await createInvoice([line('WIDGET', 1, 3)], { postingDate: '2026-11-30' });
    const afterOpen = await written();
    expectProblem(await api.post(`/invoices/${open.id}/cancel`, { postingDate: '2026-12-01' }), 409, 'period-closed');
    expect(await written()).toEqual(afterOpen);
    expect(afterOpen[0]).toBe(before[0] + 1);
    expect(await getInvoice(open.id)).toMatchObject({ status: 'UNPAID', version: 1 });
  });
});

describe('GET /invoices and authorization', () => {
  test('lists with filters (customer, status, dates, return) and sorts', async () => {
    const a = await createInvoice([line('SERVICE', 1, 70)], { customerIdString: otherCustomer.id, postingDate: '2026-05-01' });
    const b = await createInvoice([line('SERVICE', 1, 30)], { customerIdString: otherCustomer.id, postingDate: '2026-05-03' });
    const c = await createInvoice([line('SERVICE', 1, 30)], { customerIdString: otherCustomer.id, postingDate: '2026-05-04', return: true, returnAgainstIdString: b.id });
    const ids = async (query: string) => ok(await api.get(`/invoices?customerIdString=${otherCustomer.id}&fromDate=2026-05-01&toDate=2026-05-31&${query}`)).content.map((i: { id: string }) => i.id);
    expect(await ids('sort=postingDate,asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=total,desc&sort=postingDate')).toEqual([a.id, b.id, c.id]);
    expect(await ids('return=true')).toEqual([c.id]);
    expect(await ids('return=false&sort=number')).toEqual([a.id, b.id]);
    expect(await ids('status=PAID')).toEqual([b.id]);
    expect(await ids('status=UNPAID')).toEqual([a.id]);
    expect(ok(await api.get(`/invoices?customerIdString=${otherCustomer.id}&fromDate=2026-05-01&toDate=2026-05-03&sort=-postingDate`)).content.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    const page = ok(await api.get(`/invoices?customerIdString=${otherCustomer.id}&fromDate=2026-05-01&size=2`));
    expect(page.page).toMatchObject({ size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content[0]).not.toHaveProperty('items');
    expect(ok(await theirApi.get('/invoices')).content.every((i: { companyIdString: string }) => i.companyIdString === otherCompany.id)).toBe(true);
    expectProblem(await api.get(`/invoices?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
  });

  test.each([['sort=noSuchField', 'sort'], ['status=OPEN', 'status'], ['return=yes', 'return'], ['fromDate=0000-01-01', 'fromDate'],
    ['fromDate=2026-03-02&toDate=2026-03-01', 'toDate'], ['customerIdString=x', 'customerIdString'], ...invalidPagingQueries])(
    'GET /invoices?%s is 400 invalid-query at %s', async (query, parameter) => {
      expect(JSON.stringify(expectProblem(await api.get(`/invoices?${query}`), 400, 'invalid-query'))).toContain(parameter);
    });

  test('no credentials 401; a key without the scope 403; another company\'s invoice 404 and untouched', async () => {
    const mine = await createInvoice([line('SERVICE', 1, 2)]);
    const body = invoiceBody([line('SERVICE', 1, 1)]);
    await expectUnauthorized(t, { method: 'POST', url: '/invoices', payload: body });
    await expectUnauthorized(t, { method: 'GET', url: '/invoices' });
    await expectUnauthorized(t, { method: 'GET', url: `/invoices/${mine.id}` });
    await expectUnauthorized(t, { method: 'POST', url: `/invoices/${mine.id}/cancel` });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/invoices', payload: body }, 'invoices:write', ['invoices:read']);
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/invoices/${mine.id}/cancel` }, 'invoices:write', ['invoices:read']);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/invoices' }, 'invoices:read', ['sales-orders:write']);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/invoices/${mine.id}` }, 'invoices:read');

    const before = await written();
    expectProblem(await theirApi.get(`/invoices/${mine.id}`), 404, 'not-found');
    expectProblem(await theirApi.post(`/invoices/${mine.id}/cancel`), 404, 'not-found');
    expectProblem(await api.get(`/invoices/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await api.post(`/invoices/${NIL_UUID}/cancel`), 404, 'not-found');
    expectProblem(await api.post('/invoices', { ...body, companyIdString: otherCompany.id }), 403, 'forbidden-company');
    expect(await written()).toEqual(before);
    expect(await getInvoice(mine.id)).toEqual(mine);
  });
});

test(`concurrent credit notes against one invoice never return more than invoiced; concurrent cancels cancel once (${testDbKind})`, async () => {
  const inv = await createInvoice([line('SERVICE', 5, 2)]);
  const results = await Promise.all(Array.from({ length: 8 }, () =>
    api.post('/invoices', invoiceBody([line('SERVICE', 1, 2)], { return: true, returnAgainstIdString: inv.id }))));
  expect(results.filter((r) => r.statusCode === 201).length).toBe(5);
  for (const refused of results.filter((r) => r.statusCode !== 201)) expect(errorPaths(expectProblem(refused, 422, 'validation'))).toEqual(['items.0.qty']);
  expect(await getInvoice(inv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
  expect((await getInvoice(inv.id)).creditNotes.length).toBe(5);

  const other = await createInvoice([line('WIDGET', 1, 3)]);
  const cancels = await Promise.all([1, 2, 3].map(() => api.post(`/invoices/${other.id}/cancel`)));
  expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  const movements = ok(await api.get(`/items/${widget.id}/stock-movements?size=200`)).content.filter((m: { sourceId: string }) => m.sourceId === other.id);
  expect(movements.map((m: { kind: string }) => m.kind).sort()).toEqual(['ISSUE', 'RECEIPT']);
});

test(`invoices, credit notes, cancellations and stock entries of the same items at once all go through, without deadlock (${testDbKind})`, async () => {
  for (let round = 0; round < 3; round++) {
    const inv = await createInvoice([line('WIDGET', 4, 3), line('NUT', 2, 1)]);
    const credit = await createInvoice([line('WIDGET', 1, 3)], { return: true, returnAgainstIdString: inv.id });
    const stockEntry = (entryType: string, itemCode: string) => api.post('/stock-entries', {
      companyIdString: company.id, entryType, postingDate: '2026-03-25', items: [{ itemCode, qty: 1, ...(entryType === 'RECEIPT' ? { rate: 9 } : {}) }],
    });
    const results = await Promise.all([
      api.post(`/invoices/${credit.id}/cancel`),
      api.post('/invoices', invoiceBody([line('WIDGET', 1, 3), line('NUT', 1, 1)], { return: true, returnAgainstIdString: inv.id })),
      api.post('/invoices', invoiceBody([line('NUT', 1, 1), line('WIDGET', 1, 3)])),
      stockEntry('RECEIPT', 'WIDGET'),
      stockEntry('ISSUE', 'NUT'),
      api.post('/invoices', invoiceBody([line('WIDGET', 1, 3)], { return: true })),
    ]);
    expect(results.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`.trim())).toEqual(['200', '201', '201', '201', '201', '201']);
  }
  expect(await trialDifference()).toEqual([0]);
});

// A stock invoice posts its cost entry (taking the JE counter) before its own entry locks the
// revenue's running total; a manual entry locks that total, then the counter.
test(`stock invoices and manual entries on their revenue account at once all go through (${testDbKind})`, async () => {
  const cash = await defaultAccount(t, company.id, 'CASH');
  const manualEntry = () => api.post('/journal-entries', {
    companyIdString: company.id, postingDate: '2026-03-25', reference: 'at once', lines: [{ accountId: acc.revenue, credit: 1 }, { accountId: cash, debit: 1 }],
  });
  const retriesBefore = deadlockRetries();
  for (let round = 0; round < 3; round++) {
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => api.post('/invoices', invoiceBody([line('NUT', 1, 1)]))),
      ...Array.from({ length: 4 }, manualEntry),
    ]);
    expect(results.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`.trim())).toEqual(Array(8).fill('201'));
  }
  expect(await trialDifference()).toEqual([0]);
  // the stock invoice locks its own entry's running totals with its cost entry's, before the JE
  // counter, as a manual entry does: no deadlock to break, so nothing ran twice
  expect(deadlockRetries() - retriesBefore).toBe(0);
});

test(`stock invoices and cancellations of stock invoices of the same item at once all go through (${testDbKind})`, async () => {
  const retriesBefore = deadlockRetries();
  for (let round = 0; round < 3; round++) {
    const earlier = await Promise.all(Array.from({ length: 4 }, async () => ok<InvoiceDetail>(await api.post('/invoices', invoiceBody([line('NUT', 1, 1)])), 201)));
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => api.post('/invoices', invoiceBody([line('NUT', 1, 1)]))),
      ...earlier.map((invoice) => api.post(`/invoices/${invoice.id}/cancel`)),
    ]);
    expect(results.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`.trim())).toEqual([...Array(4).fill('201'), ...Array(4).fill('200')]);
  }
  expect(await trialDifference()).toEqual([0]);
  // a cancellation takes the company's posting turn before it locks the item's stock balance, as
  // a new invoice does: no deadlock to break, so nothing ran twice
  expect(deadlockRetries() - retriesBefore).toBe(0);
});
