import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Payment, PaymentDetail } from '../../src/contract/payments';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Random scripts of invoices, credit notes against them, bills, payments (allocated oldest
 * first, explicitly, or GL-only; received from customers and paid to suppliers), payment
 * cancellations and invoice cancellations. A small model predicts each answer (201/200, or the
 * refusal: 422 more-than-outstanding / more-than-total, 409 invalid-transition / in-use) and
 * every document's outstanding amount; after every command the service's documents must equal
 * the model (so a refusal wrote nothing), and at the end of a run the trial balance has no
 * difference, each document's outstanding is its total minus its live allocations (minus the
 * credit notes against it), and the receivable and payable accounts hold Σ outstanding − Σ
 * the live payments' unallocated amounts.
 */

let t: TestApp;
let api: Client;
let company: Company;
let receivable: string;
let payable: string;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, company } = await twoCompanies(t));
  receivable = await defaultAccount(t, company.id, 'RECEIVABLE');
  payable = await defaultAccount(t, company.id, 'PAYABLE');
  for (const itemCode of ['SERVICE', 'PART']) {
    ok(await api.post('/items', { itemCode, name: itemCode, itemGroup: 'Prop', uom: 'each', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
  }
});
afterAll(async () => {
  await t?.close();
});

const DATE = '2026-03-10';
/** Amounts are whole cents in the model. */
const money = (cents: number) => cents / 100;
const cents = (amount: number) => Math.round(amount * 100);

type Doc = { id: string; kind: 'invoice' | 'bill'; party: number; total: number; outstanding: number; due: string; number: string; credits: number[]; cancelled: boolean };
type Pay = { id: string; kind: 'invoice' | 'bill'; total: number; allocations: { docId: string; amount: number }[]; cancelled: boolean };
type World = { customers: string[]; suppliers: string[]; docs: Doc[]; payments: Pay[] };

const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const openDocs = (w: World, kind: Doc['kind'], party: number) =>
  w.docs.filter((d) => d.kind === kind && d.party === party && !d.cancelled && d.outstanding > 0)
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : byNumber(a.number, b.number)));

const amountCents = fc.integer({ min: 1, max: 50_000 });
const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('invoice' as const), party: fc.nat({ max: 1 }), amount: amountCents, dueIn: fc.nat({ max: 40 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('bill' as const), party: fc.nat({ max: 1 }), amount: amountCents }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), amount: amountCents }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('payment' as const), docs: fc.constantFrom('invoice' as const, 'bill' as const), party: fc.nat({ max: 1 }),
      net: fc.integer({ min: 0, max: 60_000 }), fees: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 4, maxLength: 4 }),
      mode: fc.constantFrom('auto' as const, 'auto' as const, 'explicit' as const, 'gl' as const),
      explicit: fc.array(fc.record({ pick: fc.nat(), share: fc.integer({ min: 1, max: 120 }) }), { minLength: 1, maxLength: 3 }),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancelPayment' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cancelInvoice' as const), pick: fc.nat() }), weight: 1 },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

async function execute(w: World, c: Command) {
  switch (c.kind) {
    case 'invoice': {
      const due = `2026-04-${String(1 + (c.dueIn % 28)).padStart(2, '0')}`;
      const made = ok(await api.post('/invoices', {
        currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: w.customers[c.party], postingDate: DATE, dueDate: due,
        // a cent per unit, so credit notes can return any part of it
        return: false, items: [{ itemCode: 'SERVICE', qty: c.amount, unitPrice: 0.01, amount: money(c.amount) }],
      }), 201);
      w.docs.push({ id: made.id, kind: 'invoice', party: c.party, total: c.amount, outstanding: c.amount, due, number: made.number, credits: [], cancelled: false });
      return;
    }
    case 'bill': {
      const order = ok(await api.post('/purchase-orders', { supplierIdString: w.suppliers[c.party], currencyCodeString: company.baseCurrency, orderDate: DATE, items: [{ itemCode: 'PART', qty: 1, rate: money(c.amount) }] }), 201);
      ok(await api.post(`/purchase-orders/${order.id}/submit`));
      const made = ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate: DATE, items: [{ itemCode: 'PART', qty: 1 }] }), 201);
      w.docs.push({ id: made.id, kind: 'bill', party: c.party, total: c.amount, outstanding: c.amount, due: DATE, number: made.number, credits: [], cancelled: false });
      return;
    }
    case 'credit': {
      const candidates = w.docs.filter((d) => d.kind === 'invoice' && !d.cancelled && d.outstanding > 0);
      if (candidates.length === 0) return;
      const doc = candidates[c.pick % candidates.length];
      const amount = Math.min(c.amount, doc.outstanding);
      ok(await api.post('/invoices', {
        currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: w.customers[doc.party], postingDate: DATE, return: true,
        returnAgainstIdString: doc.id, items: [{ itemCode: 'SERVICE', qty: amount, unitPrice: 0.01, amount: money(amount) }],
      }), 201);
      doc.credits.push(amount);
      doc.outstanding -= amount;
      return;
    }
    case 'payment': {
      const total = c.net + c.fees.reduce((a, b) => a + b, 0);
      if (total === 0) return;
      const receive = c.docs === 'invoice';
      const body: Record<string, unknown> = {
        paymentMethodLabel: c.net % 2 === 0 ? 'CASH' : 'BANK', transactionNetAmount: money(c.net), transactionCharge: money(c.fees[0]),
        transactionGatewayCharge: money(c.fees[1]), transactionMerchantCommission: money(c.fees[2]), transactionTax: money(c.fees[3]),
        transactionTotalAmount: money(total), reference: `prop ${run}`, postingDate: DATE, transactionCurrency: company.baseCurrency,
        partyType: receive ? 'CUSTOMER' : 'SUPPLIER', partyIdString: (receive ? w.customers : w.suppliers)[c.party], paymentType: receive ? 'RECEIVE' : 'PAY',
        companyIdString: company.id, isGlOnly: c.mode === 'gl',
      };
      const open = openDocs(w, c.docs, c.party);
      let planned: { doc: Doc; amount: number }[] = [];
      let refusal: string | null = null;
      if (c.mode === 'explicit' && open.length > 0) {
        const left = new Map<string, number>();
        planned = c.explicit.map((e) => {
          const doc = open[e.pick % open.length];
          // share: percent of the outstanding, so above 100 asks for more than is open
          return { doc, amount: Math.max(1, Math.floor((doc.outstanding * e.share) / 100)) };
        });
        for (const p of planned) {
          const remaining = left.get(p.doc.id) ?? p.doc.outstanding;
          if (p.amount > remaining) { refusal = 'more-than-outstanding'; break; }
          left.set(p.doc.id, remaining - p.amount);
        }
        if (!refusal && planned.reduce((s, p) => s + p.amount, 0) > total) refusal = 'more-than-total';
        body.allocations = planned.map((p) => ({ [receive ? 'invoiceIdString' : 'billIdString']: p.doc.id, amount: money(p.amount) }));
      } else if (c.mode !== 'gl') {
        let left = total;
        for (const doc of open) {
          if (left === 0) break;
          const amount = Math.min(left, doc.outstanding);
          planned.push({ doc, amount });
          left -= amount;
        }
      }
      const res = await api.post('/payments', body);
      if (refusal) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors[0].code).toBe(refusal);
        return;
      }
      const made = ok<PaymentDetail>(res, 201);
      expect(made.allocations.map((a) => [a.invoiceIdString ?? a.billIdString, cents(a.amount)])).toEqual(planned.map((p) => [p.doc.id, p.amount]));
      expect(cents(made.unallocatedAmount)).toBe(total - planned.reduce((s, p) => s + p.amount, 0));
      for (const p of planned) p.doc.outstanding -= p.amount;
      w.payments.push({ id: made.id, kind: c.docs, total, allocations: planned.map((p) => ({ docId: p.doc.id, amount: p.amount })), cancelled: false });
      return;
    }
    case 'cancelPayment': {
      if (w.payments.length === 0) return;
      const p = w.payments[c.pick % w.payments.length];
      const res = await api.post(`/payments/${p.id}/cancel`);
      if (p.cancelled) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('invalid-transition');
        return;
      }
      ok(res);
      p.cancelled = true;
      for (const a of p.allocations) w.docs.find((d) => d.id === a.docId)!.outstanding += a.amount;
      return;
    }
    case 'cancelInvoice': {
      const candidates = w.docs.filter((d) => d.kind === 'invoice');
      if (candidates.length === 0) return;
      const doc = candidates[c.pick % candidates.length];
      const res = await api.post(`/invoices/${doc.id}/cancel`);
      const paid = w.payments.some((p) => !p.cancelled && p.allocations.some((a) => a.docId === doc.id));
      if (doc.cancelled) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('invalid-transition');
      } else if (paid || doc.credits.length > 0) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('in-use');
      } else {
        ok(res);
        doc.cancelled = true;
        doc.outstanding = 0;
      }
    }
  }
}

/** Every document as the model has it; outstanding = total − live allocations − credit notes. */
async function checkDocuments(w: World) {
  for (const doc of w.docs) {
    const found = ok(await api.get(`/${doc.kind === 'invoice' ? 'invoices' : 'bills'}/${doc.id}`));
    const live = w.payments.filter((p) => !p.cancelled).flatMap((p) => p.allocations).filter((a) => a.docId === doc.id).reduce((s, a) => s + a.amount, 0);
    const expected = doc.cancelled ? 0 : doc.total - live - doc.credits.reduce((s, x) => s + x, 0);
    expect(doc.outstanding, doc.number).toBe(expected);
    expect(cents(found.outstanding), doc.number).toBe(expected);
    const status = doc.cancelled ? 'CANCELLED' : expected === doc.total ? 'UNPAID' : expected === 0 ? 'PAID' : 'PARTLY_PAID';
    expect(found.status, doc.number).toBe(status);
  }
}

async function all<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 0; ; page++) {
    const listed = ok<{ content: T[]; page: { totalPages: number } }>(await api.get(`${path}${path.includes('?') ? '&' : '?'}size=100&page=${page}&sort=createdAt`));
    out.push(...listed.content);
    if (page + 1 >= listed.page.totalPages) break;
  }
  return out;
}

/** The books: no trial balance difference; receivable and payable = Σ outstanding − Σ live payments' unallocated amounts. */
async function checkLedger() {
  const report = ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
  expect(report.totals.filter((total: { difference: number }) => total.difference !== 0)).toEqual([]);
  const invoices = await all<{ outstanding: number; return: boolean }>('/invoices');
  const bills = await all<{ outstanding: number }>('/bills');
  const live = (await all<Payment>('/payments?status=POSTED'));
  const unallocated = (type: string) => live.filter((p) => p.paymentType === type).reduce((s, p) => s + cents(p.unallocatedAmount), 0);
  const owed = invoices.reduce((s, i) => s + (i.return ? -cents(i.outstanding) : cents(i.outstanding)), 0);
  expect(cents(ok(await api.get(`/accounts/${receivable}`)).balance)).toBe(owed - unallocated('RECEIVE'));
  expect(cents(ok(await api.get(`/accounts/${payable}`)).balance)).toBe(bills.reduce((s, b) => s + cents(b.outstanding), 0) - unallocated('PAY'));
}

test('random invoices, bills, payments (allocated, explicit, GL-only) and cancellations keep the books and every outstanding amount consistent', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 16 }), async (script) => {
      run++;
      const w: World = { customers: [], suppliers: [], docs: [], payments: [] };
      for (const i of [0, 1]) {
        w.customers.push(ok(await api.post('/customers', { name: `Prop customer ${run}.${i}` }), 201).id);
        w.suppliers.push(ok(await api.post('/suppliers', { name: `Prop supplier ${run}.${i}` }), 201).id);
      }
      for (const c of script) {
        await execute(w, c);
        await checkDocuments(w);
      }
      await checkLedger();
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), endOnFailure: true },
  );
}, 300_000);
