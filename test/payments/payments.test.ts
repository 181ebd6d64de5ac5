import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BillDetail } from '../../src/contract/bills';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { PaymentDetail } from '../../src/contract/payments';
import type { Supplier } from '../../src/contract/suppliers';
import { bills, invoices, journalEntries, paymentAllocations, payments } from '../../src/server/db/schema';
import { defaultAccount, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { countRows, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let globex: Customer;
let initech: Customer;
let theirCustomer: Customer;
let acme: Supplier;
let theirSupplier: Supplier;
let acc: { receivable: string; payable: string; bank: string; cash: string; fees: string; tax: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  globex = ok(await api.post('/customers', { name: 'Globex' }), 201);
  initech = ok(await api.post('/customers', { name: 'Initech' }), 201);
  theirCustomer = ok(await theirApi.post('/customers', { name: 'Their Customer' }), 201);
  acme = ok(await api.post('/suppliers', { name: 'Acme Parts' }), 201);
  theirSupplier = ok(await theirApi.post('/suppliers', { name: 'Their Supplier' }), 201);
  for (const itemCode of ['SERVICE', 'PART']) {
    ok(await api.post('/items', { itemCode, name: itemCode, itemGroup: 'Services', uom: 'each', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
  }
  ok(await theirApi.post('/items', { itemCode: 'SERVICE', name: 'S', itemGroup: 'Services', uom: 'each', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: otherCompany.id }), 201);
  acc = {
    receivable: await defaultAccount(t, company.id, 'RECEIVABLE'), payable: await defaultAccount(t, company.id, 'PAYABLE'),
    bank: await defaultAccount(t, company.id, 'BANK'), cash: await defaultAccount(t, company.id, 'CASH'),
    fees: await defaultAccount(t, company.id, 'FEES'), tax: await defaultAccount(t, company.id, 'TAX'),
  };
});
afterAll(async () => {
  await t?.close();
});

type InvoiceOptions = { customer?: Customer; postingDate?: string; dueDate?: string; as?: Client; companyId?: string; currency?: string };
const invoice = async (amount: number, { customer = globex, postingDate = '2026-03-01', dueDate, as = api, companyId = company.id, currency = 'USD' }: InvoiceOptions = {}): Promise<InvoiceDetail> =>
  ok(await as.post('/invoices', {
    currencyCodeString: currency, companyIdString: companyId, customerIdString: customer.id, postingDate, dueDate: dueDate ?? postingDate, return: false,
    items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: amount, amount }],
  }), 201);
const bill = async (amount: number, { supplier = acme, postingDate = '2026-03-01' } = {}): Promise<BillDetail> => {
  const order = ok(await api.post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: postingDate, items: [{ itemCode: 'PART', qty: 1, rate: amount }] }), 201);
  ok(await api.post(`/purchase-orders/${order.id}/submit`));
  return ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate, items: [{ itemCode: 'PART', qty: 1 }] }), 201);
};
const getInvoice = async (id: string): Promise<InvoiceDetail> => ok(await api.get(`/invoices/${id}`));
const getBill = async (id: string): Promise<BillDetail> => ok(await api.get(`/bills/${id}`));
const journal = async (id: string) => ok(await api.get(`/journal-entries/${id}`));
const sides = (entry: { lines: { accountId: string; debit: number; credit: number }[] }) => entry.lines.map(({ accountId, debit, credit }) => ({ accountId, debit, credit }));

type Body = Record<string, unknown>;
/** A RECEIVE from Globex of 100 (net 95.5 + charge 1 + gateway 0.5 + commission 1 + tax 2); override what a test needs. */
const receipt = (overrides: Body = {}): Body => ({
  paymentMethodLabel: 'BANK', transactionNetAmount: 95.5, transactionCharge: 1, transactionGatewayCharge: 0.5, transactionMerchantCommission: 1,
  transactionTax: 2, transactionTotalAmount: 100, reference: 'Wire 4711', postingDate: '2026-03-10', transactionCurrency: 'USD',
  partyType: 'CUSTOMER', partyIdString: globex.id, paymentType: 'RECEIVE', companyIdString: company.id, isGlOnly: false, ...overrides,
});
/** Only the net amount: total = net. */
const plain = (total: number, overrides: Body = {}) => receipt({
  transactionNetAmount: total, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: total, ...overrides,
});
const payment = (amount: number, overrides: Body = {}) => plain(amount, { partyType: 'SUPPLIER', partyIdString: acme.id, paymentType: 'PAY', ...overrides });
const pay = async (body: Body, as = api): Promise<PaymentDetail> => ok(await as.post('/payments', body), 201);
const written = () => Promise.all([payments, paymentAllocations, journalEntries].map((table) => countRows(t, table)));
const trialDifference = async () => ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31')).totals.map((x: { difference: number }) => x.difference);

/** A 422 naming exactly one field: the whole problem body. */
async function expectField(res: Awaited<ReturnType<Client['post']>>, path: string, message: string, code: string) {
  const body = expectProblem(res, 422, 'validation');
  expect(body).toMatchObject({ detail: `${path}: ${message}`, errors: [{ path, message, code }] });
}

describe('receiving from a customer', () => {
  test('POST /payments posts Dr bank (net), Dr fees, Dr tax / Cr receivable (total) and allocates oldest due first', async () => {
    const late = await invoice(80, { postingDate: '2026-03-01', dueDate: '2026-03-31' });
    const early = await invoice(50, { postingDate: '2026-03-02', dueDate: '2026-03-15' });
    const res = await api.post('/payments', receipt());
    const created = ok<PaymentDetail>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/payments/${created.id}`);
    expect(created).toEqual({
      id: created.id, number: `PAY-${company.code}-000001`, companyIdString: company.id, partyType: 'CUSTOMER', partyIdString: globex.id,
      partyName: 'Globex', paymentType: 'RECEIVE', paymentMethodLabel: 'BANK', reference: 'Wire 4711', postingDate: '2026-03-10',
      transactionCurrency: 'USD', transactionNetAmount: 95.5, transactionCharge: 1, transactionGatewayCharge: 0.5, transactionMerchantCommission: 1,
      transactionTax: 2, transactionTotalAmount: 100, exchangeRate: '1', baseTotal: 100, isGlOnly: false, allocatedAmount: 100, unallocatedAmount: 0, status: 'POSTED',
      journalEntryId: created.journalEntryId, cancelledOn: null, reversalJournalEntryId: null,
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
      allocations: [
        { invoiceIdString: early.id, billIdString: null, documentNumber: early.number, amount: 50, baseAmount: 50 },
        { invoiceIdString: late.id, billIdString: null, documentNumber: late.number, amount: 50, baseAmount: 50 },
      ],
    });
    expect(ok(await api.get(`/payments/${created.id}`))).toEqual(created);
    const entry = await journal(created.journalEntryId);
    expect(entry).toMatchObject({ source: 'PAYMENT', sourceId: created.id, reference: created.number, postingDate: '2026-03-10', totalDebit: 100 });
    expect(sides(entry)).toEqual([
      { accountId: acc.receivable, debit: 0, credit: 100 },
      { accountId: acc.bank, debit: 95.5, credit: 0 },
      { accountId: acc.fees, debit: 2.5, credit: 0 },
      { accountId: acc.tax, debit: 2, credit: 0 },
    ]);
    expect(await getInvoice(early.id)).toMatchObject({ status: 'PAID', outstanding: 0, version: 2 });
    expect(await getInvoice(late.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: 30, version: 2 });
    expect(await trialDifference()).toEqual([0]);

    // the rest of late (30), then the remainder stays on the party as unallocated credit
    const second = await pay(plain(45, { paymentMethodLabel: 'cash' }));
    expect(second).toMatchObject({ number: `PAY-${company.code}-000002`, allocatedAmount: 30, unallocatedAmount: 15, allocations: [{ invoiceIdString: late.id, amount: 30 }] });
    expect(sides(await journal(second.journalEntryId))).toEqual([
      { accountId: acc.receivable, debit: 0, credit: 45 },
      { accountId: acc.cash, debit: 45, credit: 0 },
    ]);
    expect(await getInvoice(late.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
    // nothing open: all of it unallocated
    expect(await pay(plain(5))).toMatchObject({ allocatedAmount: 0, unallocatedAmount: 5, allocations: [] });

    // cancelling the first payment reopens both invoices
    const cancelled = ok<PaymentDetail>(await api.post(`/payments/${created.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledOn: '2026-03-10', version: 2, allocatedAmount: 100, allocations: created.allocations });
    const reversal = await journal(cancelled.reversalJournalEntryId!);
    expect(reversal).toMatchObject({ source: 'REVERSAL', reversalOfId: created.journalEntryId, postingDate: '2026-03-10', reference: `Cancellation of ${created.number}` });
    expect(sides(reversal)).toEqual(sides(entry).map((l) => ({ accountId: l.accountId, debit: l.credit, credit: l.debit })));
    expect(await getInvoice(early.id)).toMatchObject({ status: 'UNPAID', outstanding: 50 });
    expect(await getInvoice(late.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: 50 });
    const before = await written();
    const again = expectProblem(await api.post(`/payments/${created.id}/cancel`), 409, 'invalid-transition');
    expect(again.detail).toBe(`The payment ${created.number} is cancelled already.`);
    expect(await written()).toEqual(before);
  });

  test('equal due dates: the lower number first', async () => {
    const first = await invoice(10, { customer: initech, postingDate: '2026-04-01', dueDate: '2026-04-30' });
    const second = await invoice(10, { customer: initech, postingDate: '2026-04-01', dueDate: '2026-04-30' });
    const paid = await pay(plain(15, { partyIdString: initech.id }));
    expect(paid.allocations.map((a) => [a.invoiceIdString, a.amount])).toEqual([[first.id, 10], [second.id, 5]]);
    ok(await api.post(`/payments/${paid.id}/cancel`));
  });

  test('explicit allocations settle exactly what they name, in their order; the rest stays unallocated', async () => {
    const a = await invoice(40, { customer: initech, postingDate: '2026-05-01' });
    const b = await invoice(60, { customer: initech, postingDate: '2026-05-02' });
    const paid = await pay(plain(70, { partyIdString: initech.id, allocations: [{ invoiceIdString: b.id, amount: 25 }, { invoiceIdString: a.id, amount: 5 }, { invoiceIdString: b.id, amount: 35 }] }));
    expect(paid).toMatchObject({ allocatedAmount: 65, unallocatedAmount: 5 });
    expect(paid.allocations).toEqual([
      { invoiceIdString: b.id, billIdString: null, documentNumber: b.number, amount: 25, baseAmount: 25 },
      { invoiceIdString: a.id, billIdString: null, documentNumber: a.number, amount: 5, baseAmount: 5 },
      { invoiceIdString: b.id, billIdString: null, documentNumber: b.number, amount: 35, baseAmount: 35 },
    ]);
    expect(await getInvoice(b.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
    expect(await getInvoice(a.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: 35 });
    // an empty list allocates nothing
    expect(await pay(plain(1, { partyIdString: initech.id, allocations: [] }))).toMatchObject({ allocatedAmount: 0, unallocatedAmount: 1 });

    // the invoice cannot be cancelled while the payment stands; it can once the payment is cancelled
    const blocked = expectProblem(await api.post(`/invoices/${b.id}/cancel`), 409, 'in-use');
    expect(blocked.detail).toBe(`The invoice ${b.number} cannot be cancelled: payments are allocated to it (${paid.number}); cancel them first.`);
    ok(await api.post(`/payments/${paid.id}/cancel`, { postingDate: '2026-05-20' }));
    expect(await getInvoice(a.id)).toMatchObject({ status: 'UNPAID', outstanding: 40 });
    expect(ok<InvoiceDetail>(await api.post(`/invoices/${b.id}/cancel`))).toMatchObject({ status: 'CANCELLED' });
  });

  test('isGlOnly posts the ledger and allocates nothing', async () => {
    const open = await invoice(30, { customer: initech, postingDate: '2026-06-01' });
    const paid = await pay(plain(20, { partyIdString: initech.id, isGlOnly: true }));
    expect(paid).toMatchObject({ isGlOnly: true, allocatedAmount: 0, unallocatedAmount: 20, allocations: [] });
    expect(sides(await journal(paid.journalEntryId))).toEqual([
      { accountId: acc.receivable, debit: 0, credit: 20 },
      { accountId: acc.bank, debit: 20, credit: 0 },
    ]);
    expect(await getInvoice(open.id)).toMatchObject({ status: 'UNPAID', outstanding: 30, version: 1 });
  });

  test('credit notes are never allocated to; an invoice partly credited takes only what is left', async () => {
    const customer = ok<Customer>(await api.post('/customers', { name: 'Credited' }), 201);
    const inv = await invoice(50, { customer, postingDate: '2026-06-02' });
    ok(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-06-03', return: true,
      returnAgainstIdString: inv.id, items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 20, amount: 20 }],
    }), 201);
    ok(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-06-03', return: true,
      items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 7, amount: 7 }],
    }), 201);
    const paid = await pay(plain(40, { partyIdString: customer.id }));
    expect(paid.allocations).toEqual([{ invoiceIdString: inv.id, billIdString: null, documentNumber: inv.number, amount: 30, baseAmount: 30 }]);
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
  });
});

describe('paying a supplier', () => {
  test('PAY posts Dr payable (total) / Cr bank (net), Cr fees, Cr tax and settles bills oldest first; cancel reopens them', async () => {
    const older = await bill(70, { postingDate: '2026-03-02' });
    const newer = await bill(50, { postingDate: '2026-03-05' });
    const paid = await pay(receipt({ partyType: 'SUPPLIER', partyIdString: acme.id, paymentType: 'PAY' }));
    expect(paid).toMatchObject({ partyName: 'Acme Parts', paymentType: 'PAY', allocatedAmount: 100, unallocatedAmount: 0 });
    expect(paid.allocations).toEqual([
      { invoiceIdString: null, billIdString: older.id, documentNumber: older.number, amount: 70, baseAmount: 70 },
      { invoiceIdString: null, billIdString: newer.id, documentNumber: newer.number, amount: 30, baseAmount: 30 },
    ]);
    expect(sides(await journal(paid.journalEntryId))).toEqual([
      { accountId: acc.payable, debit: 100, credit: 0 },
      { accountId: acc.bank, debit: 0, credit: 95.5 },
      { accountId: acc.fees, debit: 0, credit: 2.5 },
      { accountId: acc.tax, debit: 0, credit: 2 },
    ]);
    expect(await getBill(older.id)).toMatchObject({ status: 'PAID', outstanding: 0, version: 2 });
    expect(await getBill(newer.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: 20 });
    const explicit = await pay(payment(20, { allocations: [{ billIdString: newer.id, amount: 20 }] }));
    expect(explicit.allocations).toEqual([{ invoiceIdString: null, billIdString: newer.id, documentNumber: newer.number, amount: 20, baseAmount: 20 }]);
    expect(await getBill(newer.id)).toMatchObject({ status: 'PAID', outstanding: 0 });

    ok(await api.post(`/payments/${paid.id}/cancel`, { postingDate: '2026-03-12' }));
    expect(await getBill(older.id)).toMatchObject({ status: 'UNPAID', outstanding: 70 });
    expect(await getBill(newer.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: 30 });
    ok(await api.post(`/payments/${explicit.id}/cancel`));
    expect(await getBill(newer.id)).toMatchObject({ status: 'UNPAID', outstanding: 50 });
  });

  test('GET /payments?billIdString= and ?invoiceIdString= list the payments allocated to that document (a cancelled one too); another company\'s document lists none', async () => {
    const first = await bill(40, { postingDate: '2026-04-02' });
    const second = await bill(60, { postingDate: '2026-04-03' });
    const both = await pay(payment(70, { postingDate: '2026-04-04', allocations: [{ billIdString: first.id, amount: 40 }, { billIdString: second.id, amount: 30 }] }));
    const rest = await pay(payment(30, { postingDate: '2026-04-05', allocations: [{ billIdString: second.id, amount: 30 }] }));
    const numbers = async (query: string) => ok(await api.get(`/payments?${query}`)).content.map((p: PaymentDetail) => p.number);
    expect(await numbers(`billIdString=${first.id}`)).toEqual([both.number]);
    expect(await numbers(`billIdString=${second.id.toUpperCase()}&sort=number`)).toEqual([both.number, rest.number]);
    ok(await api.post(`/payments/${rest.id}/cancel`));
    expect(await numbers(`billIdString=${second.id}&status=CANCELLED`)).toEqual([rest.number]);
    const owed = await invoice(25, { postingDate: '2026-04-02' });
    const received = await pay(plain(25, { postingDate: '2026-04-06', allocations: [{ invoiceIdString: owed.id, amount: 25 }] }));
    expect(await numbers(`invoiceIdString=${owed.id}`)).toEqual([received.number]);
    expect(await numbers(`invoiceIdString=${first.id}`)).toEqual([]);
    expect(ok(await theirApi.get(`/payments?invoiceIdString=${owed.id}`)).content).toEqual([]);
    expectProblem(await api.get('/payments?invoiceIdString=not-a-uuid'), 400, 'invalid-query');
  });

  test('a supplier with payments cannot be deleted (409 in-use naming them)', async () => {
    const supplier = ok<Supplier>(await api.post('/suppliers', { name: 'Paid Once' }), 201);
    await pay(payment(3, { partyIdString: supplier.id, isGlOnly: true }));
    expect(expectProblem(await api.delete(`/suppliers/${supplier.id}`), 409, 'in-use').detail).toBe('The supplier is used by 1 payment; it cannot be deleted.');
  });
});

describe('refusals: each with its problem, nothing written', () => {
  let open: InvoiceDetail;
  let openBill: BillDetail;
  beforeAll(async () => {
    open = await invoice(100, { customer: globex, postingDate: '2026-07-01' });
    openBill = await bill(100, { postingDate: '2026-07-01' });
  });

  test.each([
    ['a total that is not the sum', { transactionTotalAmount: 100.01 }, 'transactionTotalAmount',
      'must be transactionNetAmount + transactionCharge + transactionGatewayCharge + transactionMerchantCommission + transactionTax: 100.00', 'amount-mismatch'],
    ['a total below the sum', { transactionNetAmount: 0.1, transactionCharge: 0.2, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 0.31 }, 'transactionTotalAmount',
      'must be transactionNetAmount + transactionCharge + transactionGatewayCharge + transactionMerchantCommission + transactionTax: 0.30', 'amount-mismatch'],
    ['more decimals than USD has', { transactionNetAmount: 95.505, transactionTotalAmount: 100.005 }, 'transactionNetAmount', 'has more decimals than USD allows (2)', 'too-precise'],
    ['a precise total', { transactionTotalAmount: 100.001 }, 'transactionTotalAmount', 'has more decimals than USD allows (2)', 'too-precise'],
    ['CUSTOMER with PAY', { paymentType: 'PAY' }, 'paymentType', 'must be RECEIVE for a CUSTOMER (money is received from customers and paid to suppliers)', 'party-type-mismatch'],
    ['SUPPLIER with RECEIVE', { partyType: 'SUPPLIER', partyIdString: 'ACME' }, 'paymentType', 'must be PAY for a SUPPLIER (money is received from customers and paid to suppliers)', 'party-type-mismatch'],
    ['an unknown customer', { partyIdString: NIL_UUID }, 'partyIdString', 'is not a customer of this company', 'unknown-customer'],
    ['another company\'s customer', { partyIdString: 'THEIR_CUSTOMER' }, 'partyIdString', 'is not a customer of this company', 'unknown-customer'],
    ['a supplier as the CUSTOMER', { partyIdString: 'ACME' }, 'partyIdString', 'is not a customer of this company', 'unknown-customer'],
    ['another company\'s supplier', { partyType: 'SUPPLIER', paymentType: 'PAY', partyIdString: 'THEIR_SUPPLIER' }, 'partyIdString', 'is not a supplier of this company', 'unknown-supplier'],
    ['an unknown currency', { transactionCurrency: 'XYZ' }, 'transactionCurrency', 'unknown ISO 4217 currency XYZ', 'unknown-currency'],
    ['allocations with isGlOnly', { isGlOnly: true, allocations: [{ invoiceIdString: 'OPEN', amount: 1 }] }, 'allocations', 'must be left out when isGlOnly is true: a GL-only payment allocates nothing', 'gl-only'],
    ['more than the invoice has outstanding', { allocations: [{ invoiceIdString: 'OPEN', amount: 60 }, { invoiceIdString: 'OPEN', amount: 40.01 }], transactionTotalAmount: 100.01, transactionNetAmount: 95.51 },
      'allocations.1.amount', 'INV has only 40.00 outstanding', 'more-than-outstanding'],
    ['a too precise allocation', { allocations: [{ invoiceIdString: 'OPEN', amount: 1.001 }] }, 'allocations.0.amount', 'has more decimals than USD allows (2)', 'too-precise'],
    ['another company\'s invoice', { allocations: [{ invoiceIdString: 'THEIR_INVOICE', amount: 1 }] }, 'allocations.0.invoiceIdString', 'is not an invoice of this company', 'unknown-invoice'],
    ['an unknown invoice', { allocations: [{ invoiceIdString: NIL_UUID, amount: 1 }] }, 'allocations.0.invoiceIdString', 'is not an invoice of this company', 'unknown-invoice'],
    ['another customer\'s invoice', { allocations: [{ invoiceIdString: 'INITECH_INVOICE', amount: 1 }] }, 'allocations.0.invoiceIdString', 'INITECH is an invoice of another customer', 'other-customer'],
    ['a bill on a RECEIVE', { allocations: [{ billIdString: 'OPEN_BILL', amount: 1 }] }, 'allocations.0.billIdString', 'a RECEIVE payment settles invoices: name invoiceIdString', 'wrong-document'],
    ['an invoice on a PAY', { partyType: 'SUPPLIER', paymentType: 'PAY', partyIdString: 'ACME', allocations: [{ invoiceIdString: 'OPEN', amount: 1 }] }, 'allocations.0.invoiceIdString', 'a PAY payment settles bills: name billIdString', 'wrong-document'],
  ] as const)('%s: 422 at %s', async (_, overrides, path, message, code) => {
    const initechInvoice = await invoice(5, { customer: initech, postingDate: '2026-07-02' });
    const their = await invoice(5, { customer: theirCustomer, as: theirApi, companyId: otherCompany.id, currency: otherCompany.baseCurrency });
    const ids: Record<string, string> = { ACME: acme.id, THEIR_CUSTOMER: theirCustomer.id, THEIR_SUPPLIER: theirSupplier.id, OPEN: open.id, OPEN_BILL: openBill.id, THEIR_INVOICE: their.id, INITECH_INVOICE: initechInvoice.id };
    const resolved = JSON.parse(JSON.stringify(overrides), (_key, value) => (typeof value === 'string' && ids[value] ? ids[value] : value));
    const before = await written();
    const text = message.replace('INITECH', initechInvoice.number).replace('INV has', `${open.number} has`);
    await expectField(await api.post('/payments', receipt(resolved)), path, text, code);
    expect(await written()).toEqual(before);
    expect(await getInvoice(open.id)).toMatchObject({ outstanding: 100, version: 1 });
  });

  test('allocations adding up to more than the total: 422 at allocations', async () => {
    const other = await invoice(100, { customer: globex, postingDate: '2026-07-03' });
    const before = await written();
    await expectField(await api.post('/payments', plain(50, { allocations: [{ invoiceIdString: open.id, amount: 30 }, { invoiceIdString: other.id, amount: 20.5 }] })),
      'allocations', 'add up to 50.50, more than transactionTotalAmount (50.00)', 'more-than-total');
    expect(await written()).toEqual(before);
    ok(await api.post(`/invoices/${other.id}/cancel`));
  });

  test('a cancelled invoice, a credit note: 422 at the allocation', async () => {
    const gone = await invoice(5, { postingDate: '2026-07-04' });
    ok(await api.post(`/invoices/${gone.id}/cancel`));
    await expectField(await api.post('/payments', plain(5, { allocations: [{ invoiceIdString: gone.id, amount: 5 }] })), 'allocations.0.invoiceIdString', `${gone.number} is cancelled`, 'cancelled');
    const credit = ok<InvoiceDetail>(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: globex.id, postingDate: '2026-07-04', return: true,
      items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 5, amount: 5 }],
    }), 201);
    await expectField(await api.post('/payments', plain(5, { allocations: [{ invoiceIdString: credit.id, amount: 5 }] })), 'allocations.0.invoiceIdString', `${credit.number} is a credit note; payments settle invoices`, 'is-return');
  });

  test('the contract\'s own checks: 422 validation at the field', async () => {
    const before = await written();
    const paths = async (body: Body) => expectProblem(await api.post('/payments', body), 422, 'validation').errors?.map((e) => e.path);
    expect(await paths(receipt({ transactionTotalAmount: 0, transactionNetAmount: 0, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0 }))).toEqual(['transactionTotalAmount']);
    expect(await paths(receipt({ transactionCharge: -1 }))).toEqual(['transactionCharge']);
    expect(await paths(receipt({ partyType: 'EMPLOYEE' }))).toEqual(['partyType']);
    expect(await paths(receipt({ paymentType: 'REFUND' }))).toEqual(['paymentType']);
    expect(await paths(receipt({ isGlOnly: undefined }))).toEqual(['isGlOnly']);
    expect(await paths(receipt({ reference: ' ' }))).toEqual(['reference']);
    expect(await paths(receipt({ postingDate: '0000-01-01' }))).toEqual(['postingDate']);
    expect(await paths(receipt({ transactionTotalAmount: 1e13 }))).toEqual(['transactionTotalAmount']);
    expect(await paths(receipt({ allocations: [{ invoiceIdString: open.id, billIdString: openBill.id, amount: 1 }] }))).toEqual(['allocations.0.invoiceIdString']);
    expect(await paths(receipt({ allocations: [{ amount: 1 }] }))).toEqual(['allocations.0.invoiceIdString']);
    expect(await paths(receipt({ allocations: [{ invoiceIdString: open.id, amount: 0 }] }))).toEqual(['allocations.0.amount']);
    expect(await written()).toEqual(before);
  });

  test('a currency the company has no exchange rate of: 422 no-exchange-rate at transactionCurrency', async () => {
    const before = await written();
    const problem = expectProblem(await api.post('/payments', receipt({ transactionCurrency: 'SEK' })), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'transactionCurrency', code: 'no-exchange-rate' })]);
    expect(await written()).toEqual(before);
  });

  test('a date in a CLOSED period: 409 period-closed, for the payment and for its cancellation', async () => {
    const [year] = ok(await api.get('/fiscal-years')).content;
    ok(await api.post('/accounting-periods', {
      name: 'December', startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-31T23:59:59Z', periodType: 'MONTH', status: 'CLOSED',
      fiscalYearIdString: year.id, companyIdString: company.id,
    }), 201);
    const before = await written();
    expect(expectProblem(await api.post('/payments', receipt({ postingDate: '2026-12-10' })), 409, 'period-closed').detail)
      .toBe('2026-12-10 lies in the closed accounting period "December".');
    expect(await written()).toEqual(before);
    const paid = await pay(plain(1, { postingDate: '2026-11-30', isGlOnly: true }));
    const after = await written();
    expect(expectProblem(await api.post(`/payments/${paid.id}/cancel`, { postingDate: '2026-12-01' }), 409, 'period-closed').detail)
      .toBe('2026-12-01 lies in the closed accounting period "December".');
    await expectField(await api.post(`/payments/${paid.id}/cancel`, { postingDate: '2026-11-29' }), 'postingDate', 'must not be before the payment\'s posting date (2026-11-30)', 'before-posting-date');
    expect(await written()).toEqual(after);
    expect(ok(await api.get(`/payments/${paid.id}`))).toMatchObject({ status: 'POSTED', version: 1 });
  });
});

describe('GET /payments and authorization', () => {
  test('lists with filters (party, party type, type, status, dates, search) and sorts', async () => {
    const customer = ok<Customer>(await api.post('/customers', { name: 'Listed' }), 201);
    const a = await pay(plain(30, { partyIdString: customer.id, postingDate: '2026-08-01', reference: 'First transfer' }));
    const b = await pay(plain(10, { partyIdString: customer.id, postingDate: '2026-08-03', reference: 'second' }));
    const c = await pay(plain(20, { partyIdString: customer.id, postingDate: '2026-08-05' }));
    ok(await api.post(`/payments/${c.id}/cancel`));
    const ids = async (query: string) => ok(await api.get(`/payments?partyIdString=${customer.id}&${query}`)).content.map((p: { id: string }) => p.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=postingDate,asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=transactionTotalAmount,desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('sort=number')).toEqual([a.id, b.id, c.id]);
    expect(await ids('status=CANCELLED')).toEqual([c.id]);
    expect(await ids('status=POSTED&fromDate=2026-08-02')).toEqual([b.id]);
    expect(await ids('toDate=2026-08-02')).toEqual([a.id]);
    expect(await ids('search=TRANSFER')).toEqual([a.id]);
    expect(await ids(`search=${b.number.slice(-6)}`)).toEqual([b.id]);
    expect(await ids('partyType=SUPPLIER')).toEqual([]);
    expect(await ids('paymentType=RECEIVE&size=2')).toEqual([c.id, b.id]);
    const page = ok(await api.get(`/payments?partyIdString=${customer.id}&size=2`));
    expect(page.page).toMatchObject({ size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content[0]).not.toHaveProperty('allocations');
    expect(page.content[0]).toMatchObject({ partyName: 'Listed', status: 'CANCELLED' });
    const suppliersOnly = ok(await api.get('/payments?paymentType=PAY&size=100')).content;
    expect(suppliersOnly.length).toBeGreaterThan(0);
    expect(suppliersOnly.every((p: { partyType: string }) => p.partyType === 'SUPPLIER')).toBe(true);
    // another company's party in the query finds nothing; another company in the query is 403
    expect(ok(await api.get(`/payments?partyIdString=${theirCustomer.id}`)).content).toEqual([]);
    expectProblem(await api.get(`/payments?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
    expect(ok(await theirApi.get('/payments')).content).toEqual([]);
  });

  test.each([['sort=noSuchField', 'sort'], ['sort=__proto__', 'sort'], ['status=OPEN', 'status'], ['paymentType=GIVE', 'paymentType'], ['partyType=X', 'partyType'],
    ['fromDate=0000-01-01', 'fromDate'], ['fromDate=2026-03-02&toDate=2026-03-01', 'toDate'], ['partyIdString=x', 'partyIdString'], ...invalidPagingQueries])(
    'GET /payments?%s is 400 invalid-query at %s', async (query, parameter) => {
      expect(JSON.stringify(expectProblem(await api.get(`/payments?${query}`), 400, 'invalid-query'))).toContain(parameter);
    });

  test('no credentials 401; a key without the scope 403; another company\'s payment 404 and untouched; another company in the body 403', async () => {
    const mine = await pay(plain(2, { isGlOnly: true }));
    const body = plain(1);
    await expectUnauthorized(t, { method: 'POST', url: '/payments', payload: body });
    await expectUnauthorized(t, { method: 'GET', url: '/payments' });
    await expectUnauthorized(t, { method: 'GET', url: `/payments/${mine.id}` });
    await expectUnauthorized(t, { method: 'POST', url: `/payments/${mine.id}/cancel` });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/payments', payload: body }, 'payments:write', ['payments:read']);
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/payments/${mine.id}/cancel` }, 'payments:write', ['payments:read']);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/payments' }, 'payments:read', ['invoices:write']);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/payments/${mine.id}` }, 'payments:read');

    const before = await written();
    expectProblem(await theirApi.get(`/payments/${mine.id}`), 404, 'not-found');
    expectProblem(await theirApi.post(`/payments/${mine.id}/cancel`), 404, 'not-found');
    expectProblem(await api.get(`/payments/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await api.post(`/payments/${NIL_UUID}/cancel`), 404, 'not-found');
    expectProblem(await api.post('/payments', plain(1, { companyIdString: otherCompany.id })), 403, 'forbidden-company');
    // their company with my customer: the customer is not theirs
    await expectField(await theirApi.post('/payments', plain(1, { companyIdString: otherCompany.id })), 'partyIdString', 'is not a customer of this company', 'unknown-customer');
    expect(await written()).toEqual(before);
    expect(ok(await api.get(`/payments/${mine.id}`))).toMatchObject({ status: 'POSTED', version: 1 });
  });
});

describe('concurrency', () => {
  test('50 concurrent POST /payments with one Idempotency-Key make one payment and one journal entry', async () => {
    const customer = ok<Customer>(await api.post('/customers', { name: 'Idempotent' }), 201);
    const inv = await invoice(500, { customer, postingDate: '2026-09-01' });
    const body = plain(7, { partyIdString: customer.id, postingDate: '2026-09-02' });
    const key = `pay-${Math.random().toString(36).slice(2)}`;
    const responses = await Promise.all(Array.from({ length: 50 }, () => api.post('/payments', body, { 'idempotency-key': key })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join(',')).toBe(true);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => r.json().id);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(1);
    const mine = await t.database.db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(mine).toHaveLength(1);
    expect(await t.database.db.select().from(journalEntries).where(eq(journalEntries.sourceId, mine[0].id))).toHaveLength(1);
    expect(await getInvoice(inv.id)).toMatchObject({ outstanding: 493, status: 'PARTLY_PAID' });
    // a replay answers the same payment
    const replay = await api.post('/payments', body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(created[0]);
  });

  test('10 concurrent payments against one invoice never allocate more than its total', async () => {
    const customer = ok<Customer>(await api.post('/customers', { name: 'Raced' }), 201);
    const inv = await invoice(100, { customer, postingDate: '2026-09-01' });
    const explicit = await Promise.all(Array.from({ length: 10 }, () =>
      api.post('/payments', plain(30, { partyIdString: customer.id, postingDate: '2026-09-03', allocations: [{ invoiceIdString: inv.id, amount: 30 }] }))));
    expect(explicit.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    expect(await getInvoice(inv.id)).toMatchObject({ outstanding: 10, status: 'PARTLY_PAID' });
    const automatic = await Promise.all(Array.from({ length: 10 }, () => api.post('/payments', plain(3, { partyIdString: customer.id, postingDate: '2026-09-03' }))));
    expect(automatic.every((r) => r.statusCode === 201)).toBe(true);
    const allocated = automatic.map((r) => r.json().allocatedAmount as number);
    expect(allocated.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await getInvoice(inv.id)).toMatchObject({ outstanding: 0, status: 'PAID' });
    const rows = await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, inv.id));
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(100);
    expect(await trialDifference()).toEqual([0]);
  });
});

describe('concurrent cancellations', () => {
  test('cancelling one payment 5 times at once reverses it once and reopens its invoice once', async () => {
    const customer = ok<Customer>(await api.post('/customers', { name: 'Cancelled Often' }), 201);
    const inv = await invoice(40, { customer, postingDate: '2026-09-05' });
    const paid = await pay(plain(25, { partyIdString: customer.id, postingDate: '2026-09-05' }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post(`/payments/${paid.id}/cancel`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'invalid-transition')).toBe(true);
    expect(await t.database.db.select().from(journalEntries).where(eq(journalEntries.reversalOfId, paid.journalEntryId))).toHaveLength(1);
    expect(await getInvoice(inv.id)).toMatchObject({ outstanding: 40, status: 'UNPAID' });
  });
});

test('at the end, every invoice and bill: outstanding = total - live allocations (- credit notes)', async () => {
  const db = t.database.db;
  const allInvoices = await db.select().from(invoices);
  const allBills = await db.select().from(bills);
  const live = await db.select({ a: paymentAllocations, status: payments.status }).from(paymentAllocations).innerJoin(payments, eq(payments.id, paymentAllocations.paymentId));
  const sumFor = (id: string) => live.filter((l) => l.status === 'POSTED' && (l.a.invoiceId === id || l.a.billId === id)).reduce((s, l) => s + Number(l.a.amount), 0);
  for (const inv of allInvoices.filter((i) => !i.isReturn && i.status !== 'CANCELLED')) {
    const credits = allInvoices.filter((c) => c.returnAgainstId === inv.id && c.status !== 'CANCELLED').reduce((s, c) => s + Number(c.total), 0);
    expect(Number(inv.outstanding), inv.number).toBeCloseTo(Number(inv.total) - sumFor(inv.id) - credits, 6);
  }
  for (const b of allBills) expect(Number(b.outstanding), b.number).toBeCloseTo(Number(b.total) - sumFor(b.id), 6);
});
