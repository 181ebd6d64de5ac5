import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { ExchangeRevaluation } from '../../src/contract/exchange-revaluations';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { JournalEntry } from '../../src/contract/journal-entries';
import type { PaymentDetail } from '../../src/contract/payments';
import { exchangeRevaluations, invoices, payments } from '../../src/server/db/schema';
import { createAccount, defaultAccount, errorPaths, ok, type Client } from '../support/accounting-fixtures';
import { countRows, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Documents in other currencies than the company's (issue 27; decisions §13 "Exchange rates"):
 * each scenario runs in a fresh company, with the rates it sets itself, and is checked against
 * a hand calculation, two of them published worked examples.
 */

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

type Books = { company: Company; customer: string; supplier: string; acc: Record<string, string> };

/** A new company of the admin in `baseCurrency`, a customer, a supplier, a service and a stock item. */
async function books(baseCurrency: string): Promise<Books> {
  const company = ok<Company>(await api.post('/companies', { name: `FX ${Math.random().toString(36).slice(2, 8)}`, baseCurrency }), 201);
  const customer = ok(await api.post('/customers', { name: 'Abroad Ltd', companyIdString: company.id }), 201).id;
  const supplier = ok(await api.post('/suppliers', { name: 'Overseas Inc', companyIdString: company.id }), 201).id;
  for (const [itemCode, maintainStock] of [['SERVICE', false], ['GEAR', true]] as const) {
    ok(await api.post('/items', { itemCode, name: itemCode, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock, allowNegativeStock: false, companyIdString: company.id }), 201);
  }
  const acc: Record<string, string> = {};
  for (const role of ['RECEIVABLE', 'PAYABLE', 'BANK', 'REVENUE', 'REALIZED_EXCHANGE', 'UNREALIZED_EXCHANGE', 'INVENTORY', 'GOODS_RECEIVED_NOT_BILLED']) {
    acc[role] = await defaultAccount(t, company.id, role);
  }
  return { company, customer, supplier, acc };
}

const rate = async (b: Books, fromCurrency: string, value: string, date: string) =>
  ok(await api.post('/exchange-rates', { companyIdString: b.company.id, fromCurrency, toCurrency: b.company.baseCurrency, rate: value, date }), 201);

async function invoice(b: Books, currency: string, postingDate: string, amount: number, extra: Record<string, unknown> = {}): Promise<InvoiceDetail> {
  return ok(await api.post('/invoices', {
    companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: currency, postingDate, return: false,
    items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: amount, amount }], ...extra,
  }), 201);
}

async function receive(b: Books, currency: string, postingDate: string, amount: number, extra: Record<string, unknown> = {}): Promise<PaymentDetail> {
  return ok(await api.post('/payments', {
    companyIdString: b.company.id, partyType: 'CUSTOMER', partyIdString: b.customer, paymentType: 'RECEIVE', paymentMethodLabel: 'BANK',
    reference: 'Wire', postingDate, transactionCurrency: currency, transactionNetAmount: amount, transactionCharge: 0, transactionGatewayCharge: 0,
    transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: amount, isGlOnly: false, ...extra,
  }), 201);
}

const entry = async (id: string | null): Promise<JournalEntry> => ok(await api.get(`/journal-entries/${id}`));

/** An entry's lines as [account, base debit, base credit, currency debit, currency credit], by account. */
const linesOf = (e: JournalEntry) =>
  e.lines.map((l) => [l.accountId, l.debit, l.credit, l.currencyDebit, l.currencyCredit]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const expectLines = (e: JournalEntry, expected: (string | number)[][]) =>
  expect(linesOf(e)).toEqual([...expected].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));

/** The company's trial balance closing per account (base currency, debit positive) on `toDate`. */
async function closing(b: Books, toDate: string): Promise<Map<string, number>> {
  const tb = ok<{ rows: { accountId: string; closing: number }[]; totals: { debit: number; credit: number; opening: number }[] }>(
    await api.get(`/reports/trial-balance?companyIdString=${b.company.id}&fromDate=2000-01-01&toDate=${toDate}`));
  expect(tb.totals).toHaveLength(1);
  expect(tb.totals[0].debit).toBe(tb.totals[0].credit);
  return new Map(tb.rows.map((r) => [r.accountId, r.closing]));
}

describe('published worked examples', () => {
  test('ERPNext test_payment_entry_against_si_usd_to_inr: 100 USD invoiced at 50, 20 USD paid at 45 (900 INR): Cr receivable 1000, Dr bank 900, Dr exchange loss 100; 80 USD left', async () => {
    const b = await books('INR');
    const inv = await invoice(b, 'USD', '2016-01-01', 100, { exchangeRate: '50' });
    expect(inv).toMatchObject({ currencyCodeString: 'USD', total: 100, exchangeRate: '50', baseTotal: 5000, outstanding: 100, baseOutstanding: 5000 });
    const pay = await receive(b, 'USD', '2016-01-01', 20, { exchangeRate: '45' });
    expect(pay).toMatchObject({ exchangeRate: '45', baseTotal: 900, allocatedAmount: 20, allocations: [{ invoiceIdString: inv.id, amount: 20, baseAmount: 1000 }] });
    const e = await entry(pay.journalEntryId);
    expect(e).toMatchObject({ currency: 'USD', exchangeRate: '45', baseCurrency: 'INR', totalDebit: 1000, totalCredit: 1000 });
    expectLines(e, [
      [b.acc.RECEIVABLE, 0, 1000, 0, 20],
      [b.acc.BANK, 900, 0, 20, 0],
      [b.acc.REALIZED_EXCHANGE, 100, 0, 0, 0],
    ]);
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`))).toMatchObject({ outstanding: 80, baseOutstanding: 4000, status: 'PARTLY_PAID' });
  });

  test('Business Central\'s currency example: 1000 at 1.123, adjusted at 1.125 on 1/31 (unrealized gain 2, reversed), paid at 1.120 on 2/15 (realized loss 3)', async () => {
    const b = await books('EUR');
    const inv = await invoice(b, 'USD', '2026-01-01', 1000, { exchangeRate: '1.123' });
    expect(inv.baseTotal).toBe(1123);
    expectLines(await entry(inv.journalEntryId), [[b.acc.RECEIVABLE, 1123, 0, 1000, 0], [b.acc.REVENUE, 0, 1123, 0, 1000]]);

    await rate(b, 'USD', '1.125', '2026-01-31');
    const rev = ok<ExchangeRevaluation>(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-01-31' }), 201);
    expect(rev).toMatchObject({
      date: '2026-01-31', baseCurrency: 'EUR', difference: 2,
      lines: [{ kind: 'RECEIVABLE', recordIdString: inv.id, number: inv.number, currencyCodeString: 'USD', amount: 1000, rate: '1.125', carriedBase: 1123, revaluedBase: 1125, difference: 2 }],
    });
    const posted = await entry(rev.journalEntryId);
    expect(posted).toMatchObject({ postingDate: '2026-01-31', source: 'EXCHANGE_REVALUATION', currency: 'EUR' });
    expectLines(posted, [[b.acc.RECEIVABLE, 2, 0, 0, 0], [b.acc.UNREALIZED_EXCHANGE, 0, 2, 0, 0]]);
    const reversal = await entry(rev.reversalJournalEntryId);
    expect(reversal).toMatchObject({ postingDate: '2026-02-01', reversalOfId: posted.id });
    expectLines(reversal, [[b.acc.RECEIVABLE, 0, 2, 0, 0], [b.acc.UNREALIZED_EXCHANGE, 2, 0, 0, 0]]);
    // on the day the receivable is worth 1125; the day after, it carries 1123 again
    expect((await closing(b, '2026-01-31')).get(b.acc.RECEIVABLE)).toBe(1125);
    expect((await closing(b, '2026-02-01')).get(b.acc.RECEIVABLE)).toBe(1123);

    const pay = await receive(b, 'USD', '2026-02-15', 1000, { exchangeRate: '1.120' });
    expectLines(await entry(pay.journalEntryId), [[b.acc.RECEIVABLE, 0, 1123, 0, 1000], [b.acc.BANK, 1120, 0, 1000, 0], [b.acc.REALIZED_EXCHANGE, 3, 0, 0, 0]]);
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`))).toMatchObject({ outstanding: 0, baseOutstanding: 0, status: 'PAID' });
    const end = await closing(b, '2026-02-28');
    expect([end.get(b.acc.RECEIVABLE), end.get(b.acc.BANK), end.get(b.acc.REVENUE), end.get(b.acc.REALIZED_EXCHANGE), end.get(b.acc.UNREALIZED_EXCHANGE)])
      .toEqual([0, 1120, -1123, 3, 0]);
  });
});

describe('a company in EUR buys in USD, sells in GBP and CHF', () => {
  test('partial payments at other rates and a credit note settle a GBP invoice exactly: outstanding 0 in GBP and in EUR', async () => {
    const b = await books('EUR');
    await rate(b, 'GBP', '1.1713', '2026-03-01');
    const inv = await invoice(b, 'GBP', '2026-03-02', 100);
    expect(inv).toMatchObject({ exchangeRate: '1.1713', baseTotal: 117.13 });
    // 33.33 at the invoice's rate is 39.039429: 39.04 comes off the receivable; paid at 1.2 the bank has 40.00
    const first = await receive(b, 'GBP', '2026-03-10', 33.33, { exchangeRate: '1.2' });
    expect(first.allocations).toEqual([expect.objectContaining({ amount: 33.33, baseAmount: 39.04 })]);
    expectLines(await entry(first.journalEntryId), [[b.acc.RECEIVABLE, 0, 39.04, 0, 33.33], [b.acc.BANK, 40, 0, 33.33, 0], [b.acc.REALIZED_EXCHANGE, 0, 0.96, 0, 0]]);
    // a credit note of 10 GBP at the invoice's rate: 11.71 off the receivable, no difference
    const credit = ok<InvoiceDetail>(await api.post('/invoices', {
      companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: 'GBP', postingDate: '2026-03-11', return: true,
      returnAgainstIdString: inv.id, items: [{ itemCode: 'SERVICE', qty: 0.1, unitPrice: 100, amount: 10 }],
    }), 201);
    expect(credit).toMatchObject({ exchangeRate: '1.1713', baseTotal: 11.71, outstanding: 0, baseOutstanding: 0 });
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`))).toMatchObject({ outstanding: 56.67, baseOutstanding: 66.38 });
    // the rest at 1.15: 65.17 reaches the bank, exactly the 66.38 left comes off the receivable, 1.21 lost
    const last = await receive(b, 'GBP', '2026-03-20', 56.67, { exchangeRate: '1.15' });
    expectLines(await entry(last.journalEntryId), [[b.acc.RECEIVABLE, 0, 66.38, 0, 56.67], [b.acc.BANK, 65.17, 0, 56.67, 0], [b.acc.REALIZED_EXCHANGE, 1.21, 0, 0, 0]]);
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`))).toMatchObject({ outstanding: 0, baseOutstanding: 0, status: 'PAID' });
    const end = await closing(b, '2026-03-31');
    expect(end.get(b.acc.RECEIVABLE)).toBe(0);
    // realized: -0.96 + 1.21 = 0.25 loss = carried 117.13 - collected (40 + 65.17) - credited 11.71
    expect(end.get(b.acc.REALIZED_EXCHANGE)).toBe(0.25);

    // cancelling the last payment gives the invoice back exactly what it took, in both currencies
    ok(await api.post(`/payments/${last.id}/cancel`, {}));
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`))).toMatchObject({ outstanding: 56.67, baseOutstanding: 66.38 });
  });

  test('a CHF invoice takes the latest rate on or before its date; a payment settles only documents of its own currency', async () => {
    const b = await books('EUR');
    await rate(b, 'CHF', '1.05', '2026-04-01');
    await rate(b, 'CHF', '1.07', '2026-04-15');
    await rate(b, 'GBP', '1.17', '2026-04-01');
    expect((await invoice(b, 'CHF', '2026-04-14', 50)).exchangeRate).toBe('1.05');
    const chf = await invoice(b, 'CHF', '2026-04-15', 50);
    expect(chf).toMatchObject({ exchangeRate: '1.07', baseTotal: 53.5 });
    const gbp = await invoice(b, 'GBP', '2026-04-02', 10);
    // oldest first, but only in the payment's currency: the GBP invoice stays open
    const pay = await receive(b, 'CHF', '2026-04-20', 100);
    expect(pay.allocations.map((a) => a.documentNumber)).not.toContain(gbp.number);
    expect(pay.allocatedAmount).toBe(100);
    const explicit = await api.post('/payments', {
      companyIdString: b.company.id, partyType: 'CUSTOMER', partyIdString: b.customer, paymentType: 'RECEIVE', paymentMethodLabel: 'BANK',
      reference: 'Wrong one', postingDate: '2026-04-20', transactionCurrency: 'CHF', transactionNetAmount: 5, transactionCharge: 0,
      transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 5, isGlOnly: false,
      allocations: [{ invoiceIdString: gbp.id, amount: 5 }],
    });
    const problem = expectProblem(explicit, 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'allocations.0.invoiceIdString', code: 'other-currency' })]);
  });

  test('bought in USD: the goods come in at the receipt\'s rate, the bill clears goods received not billed at it and realizes the difference; paid at a third rate', async () => {
    const b = await books('EUR');
    const po = ok(await api.post('/purchase-orders', {
      companyIdString: b.company.id, supplierIdString: b.supplier, currencyCodeString: 'USD', exchangeRate: '0.91', orderDate: '2026-05-01',
      items: [{ itemCode: 'GEAR', qty: 100, rate: 2 }],
    }), 201);
    expect(po).toMatchObject({ total: 200, exchangeRate: '0.91', baseTotal: 182 });
    ok(await api.post(`/purchase-orders/${po.id}/submit`));
    const receipt = ok(await api.post(`/purchase-orders/${po.id}/receipts`, { postingDate: '2026-05-05', exchangeRate: '0.9', items: [{ itemCode: 'GEAR', qty: 100 }] }), 201);
    expect(receipt.exchangeRate).toBe('0.9');
    expectLines(await entry(receipt.journalEntryId), [[b.acc.INVENTORY, 180, 0, 180, 0], [b.acc.GOODS_RECEIVED_NOT_BILLED, 0, 180, 0, 180]]);
    const bill = ok(await api.post(`/purchase-orders/${po.id}/bills`, { postingDate: '2026-05-10', exchangeRate: '0.92' }), 201);
    expect(bill).toMatchObject({ currency: 'USD', total: 200, exchangeRate: '0.92', baseTotal: 184, baseOutstanding: 184 });
    expectLines(await entry(bill.journalEntryId), [
      [b.acc.GOODS_RECEIVED_NOT_BILLED, 180, 0, 200, 0], [b.acc.PAYABLE, 0, 184, 0, 200], [b.acc.REALIZED_EXCHANGE, 4, 0, 0, 0],
    ]);
    const paid = ok<PaymentDetail>(await api.post('/payments', {
      companyIdString: b.company.id, partyType: 'SUPPLIER', partyIdString: b.supplier, paymentType: 'PAY', paymentMethodLabel: 'BANK',
      reference: 'Wire out', postingDate: '2026-05-30', transactionCurrency: 'USD', exchangeRate: '0.95', transactionNetAmount: 200, transactionCharge: 0,
      transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 200, isGlOnly: false,
    }), 201);
    expectLines(await entry(paid.journalEntryId), [[b.acc.PAYABLE, 184, 0, 200, 0], [b.acc.BANK, 0, 190, 0, 200], [b.acc.REALIZED_EXCHANGE, 6, 0, 0, 0]]);
    const end = await closing(b, '2026-05-31');
    expect([end.get(b.acc.INVENTORY), end.get(b.acc.GOODS_RECEIVED_NOT_BILLED) ?? 0, end.get(b.acc.PAYABLE), end.get(b.acc.BANK), end.get(b.acc.REALIZED_EXCHANGE)])
      .toEqual([180, 0, 0, -190, 10]);
  });

  test('a bank account kept in USD takes USD payments in USD, and the revaluation revalues its balance', async () => {
    const b = await books('EUR');
    const usd = ok(await api.get('/currencies?code=USD')).content[0].id;
    const usdBank = await createAccount(api, b.company, { name: 'Bank USD', currencyStringId: usd });
    const inv = await invoice(b, 'USD', '2026-06-01', 500, { exchangeRate: '0.9' });
    const pay = await receive(b, 'USD', '2026-06-10', 500, { exchangeRate: '0.92' });
    expectLines(await entry(pay.journalEntryId), [[b.acc.RECEIVABLE, 0, 450, 0, 500], [usdBank.id, 460, 0, 500, 0], [b.acc.REALIZED_EXCHANGE, 0, 10, 0, 0]]);
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${inv.id}`)).outstanding).toBe(0);
    await rate(b, 'USD', '0.95', '2026-06-30');
    const rev = ok<ExchangeRevaluation>(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-06-30' }), 201);
    expect(rev.lines).toEqual([
      { kind: 'ACCOUNT', recordIdString: usdBank.id, number: usdBank.accountNumber, currencyCodeString: 'USD', amount: 500, rate: '0.95', carriedBase: 460, revaluedBase: 475, difference: 15 },
    ]);
    expectLines(await entry(rev.journalEntryId), [[usdBank.id, 15, 0, 0, 0], [b.acc.UNREALIZED_EXCHANGE, 0, 15, 0, 0]]);
    // the account's balance in USD is untouched by the revaluation and its reversal
    const again = ok<ExchangeRevaluation>(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-07-02' }), 201);
    expect(again.lines[0]).toMatchObject({ amount: 500, carriedBase: 460, rate: '0.95' });
  });

  test('the aging shows each document in its currency and adds them up in the base currency, as the ledger carries them', async () => {
    const b = await books('EUR');
    const usd = await invoice(b, 'USD', '2026-07-01', 100, { exchangeRate: '0.9' });
    const gbp = await invoice(b, 'GBP', '2026-07-01', 100, { exchangeRate: '1.17' });
    const eur = await invoice(b, 'EUR', '2026-07-01', 100);
    await receive(b, 'USD', '2026-07-05', 40, { exchangeRate: '0.95' });
    const aging = ok(await api.get(`/reports/receivables-aging?companyIdString=${b.company.id}&asOf=2026-07-10`));
    const docs = aging.parties[0].documents;
    expect(docs.map((d: { id: string; currencyCodeString: string; outstanding: number; baseOutstanding: number }) => [d.id, d.currencyCodeString, d.outstanding, d.baseOutstanding]))
      .toEqual(expect.arrayContaining([[usd.id, 'USD', 60, 54], [gbp.id, 'GBP', 100, 117], [eur.id, 'EUR', 100, 100]]));
    expect(aging.totals.total).toBe(271);
    expect(aging.ledgerBalance).toBe(271);
    expect((await closing(b, '2026-07-10')).get(b.acc.RECEIVABLE)).toBe(271);
  });
});

describe('refusals', () => {
  test('no rate for the currency on or before the date: 422 no-exchange-rate at the currency field, nothing written', async () => {
    const b = await books('EUR');
    const before = await countRows(t, invoices);
    const problem = expectProblem(await api.post('/invoices', {
      companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: 'SEK', postingDate: '2026-03-10', return: false,
      items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 10, amount: 10 }],
    }), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'currencyCodeString', code: 'no-exchange-rate' })]);
    expect(await countRows(t, invoices)).toBe(before);
    const paymentsBefore = await countRows(t, payments);
    expect(errorPaths(expectProblem(await api.post('/payments', {
      companyIdString: b.company.id, partyType: 'CUSTOMER', partyIdString: b.customer, paymentType: 'RECEIVE', paymentMethodLabel: 'BANK',
      reference: 'SEK', postingDate: '2026-03-10', transactionCurrency: 'SEK', transactionNetAmount: 1, transactionCharge: 0, transactionGatewayCharge: 0,
      transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 1, isGlOnly: false,
    }), 422, 'validation'))).toEqual(['transactionCurrency']);
    expect(await countRows(t, payments)).toBe(paymentsBefore);
    // a rate dated after the document does not count
    await rate(b, 'SEK', '0.087', '2026-03-11');
    expectProblem(await api.post('/sales-orders', {
      companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: 'SEK', orderDate: '2026-03-10', items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 10 }],
    }), 422, 'validation');
  });

  test('a malformed exchangeRate is 422 at exchangeRate; a credit note in another currency than its invoice is 422 other-currency', async () => {
    const b = await books('EUR');
    for (const bad of ['0', '-1', '1e3', '1,5', '0.1234567890123', 1.5]) {
      const res = await api.post('/invoices', {
        companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: 'USD', exchangeRate: bad, postingDate: '2026-03-10', return: false,
        items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 10, amount: 10 }],
      });
      expect(errorPaths(expectProblem(res, 422, 'validation')), String(bad)).toEqual(['exchangeRate']);
    }
    const inv = await invoice(b, 'USD', '2026-03-10', 10, { exchangeRate: '0.9' });
    const res = await api.post('/invoices', {
      companyIdString: b.company.id, customerIdString: b.customer, currencyCodeString: 'GBP', exchangeRate: '1.1', postingDate: '2026-03-11', return: true,
      returnAgainstIdString: inv.id, items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 1, amount: 1 }],
    });
    expect(expectProblem(res, 422, 'validation').errors).toEqual([expect.objectContaining({ path: 'currencyCodeString', code: 'other-currency' })]);
  });

  test('a revaluation with nothing foreign open is 409 nothing-to-revalue; a currency without a rate on the date is 422 at date', async () => {
    const b = await books('EUR');
    expectProblem(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-01-31' }), 409, 'nothing-to-revalue');
    await invoice(b, 'USD', '2026-03-10', 10, { exchangeRate: '0.9' });
    const problem = expectProblem(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-03-31' }), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'date', code: 'no-exchange-rate' })]);
    expect((await t.database.db.select().from(exchangeRevaluations).where(eq(exchangeRevaluations.companyId, b.company.id))).length).toBe(0);
  });
});

describe('exchange revaluations: reading and authorization', () => {
  let b: Books;
  let rev: ExchangeRevaluation;
  beforeAll(async () => {
    b = await books('EUR');
    await invoice(b, 'USD', '2026-08-01', 100, { exchangeRate: '0.9' });
    await rate(b, 'USD', '0.85', '2026-08-31');
    rev = ok(await api.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-08-31' }), 201);
  });

  test('a loss: the receivable worth less is credited, the loss debited; GET and the list answer it', async () => {
    expect(rev).toMatchObject({ number: expect.stringMatching(/^REV-/), difference: -5 });
    expectLines(await entry(rev.journalEntryId), [[b.acc.RECEIVABLE, 0, 5, 0, 0], [b.acc.UNREALIZED_EXCHANGE, 5, 0, 0, 0]]);
    expect(ok(await api.get(`/exchange-revaluations/${rev.id}`))).toEqual(rev);
    const list = ok(await api.get(`/exchange-revaluations?companyIdString=${b.company.id}&fromDate=2026-08-01&toDate=2026-08-31`));
    expect(list.content).toEqual([rev]);
    expect(ok(await api.get(`/exchange-revaluations?companyIdString=${b.company.id}&toDate=2026-08-30`)).content).toEqual([]);
  });

  test('no credentials: 401; a key without exchange-revaluations scopes: 403; another company\'s revaluation: 404, its list 403', async () => {
    await expectUnauthorized(t, { method: 'POST', url: '/exchange-revaluations', payload: { companyIdString: b.company.id, date: '2026-08-31' } });
    await expectUnauthorized(t, { method: 'GET', url: `/exchange-revaluations/${rev.id}` });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/exchange-revaluations', payload: { companyIdString: b.company.id, date: '2026-08-31' } }, 'exchange-revaluations:write');
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/exchange-revaluations' }, 'exchange-revaluations:read');
    expectProblem(await theirApi.get(`/exchange-revaluations/${rev.id}`), 404, 'not-found');
    expectProblem(await theirApi.get(`/exchange-revaluations?companyIdString=${b.company.id}`), 403, 'forbidden-company');
    expectProblem(await theirApi.post('/exchange-revaluations', { companyIdString: b.company.id, date: '2026-08-31' }), 403, 'forbidden-company');
  });

  test('bad input: a missing or impossible date, an unknown field: 422 at that path, nothing written', async () => {
    for (const [body, path, code] of [[{}, 'date', 'validation'], [{ date: '2026-02-30' }, 'date', 'validation'], [{ date: '0000-01-01' }, 'date', 'validation'], [{ date: '2026-08-31', extra: 1 }, 'extra', 'unknown-field']] as const) {
      expect(errorPaths(expectProblem(await api.post('/exchange-revaluations', { companyIdString: b.company.id, ...body }), 422, code))).toContain(path);
    }
  });
});
