import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AgingReport } from '../../src/contract/aging';
import type { Company } from '../../src/contract/companies';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Random invoices, credit notes (against an invoice, or standalone), cancellations dated on
 * or after the document, and bills, in a fresh company per run. Then for every date of
 * interest the receivables and payables aging must (a) equal a model that knows only what was
 * posted and cancelled by that date, document by document, and (b) have totals − unallocated
 * credit equal to the receivable (payable) account's closing balance in the trial balance.
 */

let t: TestApp;
let api: Client;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ api } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const DATES = ['2026-01-10', '2026-02-15', '2026-03-01', '2026-03-31', '2026-05-20'];
const CHECK_DATES = ['2026-01-09', ...DATES, '2026-03-02', '2026-04-30', '2026-06-30', '2026-12-31'];

/** Invoices are 100 units at a price; a credit note against one returns whole units of them at that price. */
type Doc = { id: string; kind: 'INVOICE' | 'CREDIT_NOTE' | 'BILL'; party: number; cents: number; qty: number; posted: string; due: string; against: Doc | null; cancelled: string | null };

const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('invoice' as const), party: fc.nat({ max: 2 }), cents: fc.integer({ min: 1, max: 5_000 }), date: fc.nat({ max: 4 }), dueIn: fc.constantFrom(0, 1, 30, 31, 60, 61, 90, 91, 200) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }), later: fc.nat({ max: 4 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('standalone' as const), party: fc.nat({ max: 2 }), cents: fc.integer({ min: 1, max: 100_000 }), date: fc.nat({ max: 4 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), later: fc.nat({ max: 4 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('bill' as const), party: fc.nat({ max: 1 }), cents: fc.integer({ min: 1, max: 500_000 }), date: fc.nat({ max: 4 }) }), weight: 2 },
);

const standing = (d: Doc, asOf: string) => d.posted <= asOf && (d.cancelled === null || d.cancelled > asOf);
const days = (asOf: string, due: string) => Math.max(0, Math.round((Date.parse(asOf) - Date.parse(due)) / 86_400_000));
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const laterDate = (from: string, k: number) => DATES.filter((d) => d >= from)[k % DATES.filter((d) => d >= from).length] ?? from;

/** Cents outstanding of a document on asOf, as the model sees it (0 when not open). */
function modelOutstanding(docs: Doc[], d: Doc, asOf: string): number {
  if (!standing(d, asOf)) return 0;
  if (d.kind === 'BILL') return d.cents;
  if (d.kind === 'INVOICE') return d.cents - docs.filter((c) => c.against === d && standing(c, asOf)).reduce((s, c) => s + c.cents, 0);
  return d.against && standing(d.against, asOf) ? 0 : -d.cents;
}

test('aging equals the model and the ledger on every date, after random invoices, credit notes, cancellations and bills', async () => {
  await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
    run += 1;
    const co = ok<Company>(await api.post('/companies', { name: `Aging run ${run}`, baseCurrency: 'USD' }), 201);
    ok(await api.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: co.id }), 201);
    const customers: string[] = [];
    for (const name of ['Cust A', 'Cust B', 'Cust C']) customers.push(ok(await api.post('/customers', { name, companyIdString: co.id }), 201).id);
    const suppliers: string[] = [];
    for (const name of ['Supp A', 'Supp B']) suppliers.push(ok(await api.post('/suppliers', { name, companyIdString: co.id }), 201).id);
    const docs: Doc[] = [];
    const unitsLeft = (d: Doc) => 100 - docs.filter((c) => c.against === d && c.cancelled === null).reduce((s, c) => s + c.qty, 0);
    const postInvoice = (party: number, qty: number, unitCents: number, postingDate: string, extra: Record<string, unknown>) => api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: co.id, customerIdString: customers[party], postingDate, return: false,
      items: [{ itemCode: 'SVC', qty, unitPrice: unitCents / 100, amount: (qty * unitCents) / 100 }], ...extra,
    });

    for (const c of commands) {
      if (c.kind === 'invoice') {
        const posted = DATES[c.date];
        const due = addDays(posted, c.dueIn);
        const created = ok(await postInvoice(c.party, 100, c.cents, posted, { dueDate: due }), 201);
        docs.push({ id: created.id, kind: 'INVOICE', party: c.party, cents: 100 * c.cents, qty: 100, posted, due, against: null, cancelled: null });
      } else if (c.kind === 'credit') {
        const open = docs.filter((d) => d.kind === 'INVOICE' && d.cancelled === null && unitsLeft(d) > 0);
        if (open.length === 0) continue;
        const target = open[c.pick % open.length];
        const qty = Math.max(1, Math.floor((unitsLeft(target) * c.share) / 100));
        const posted = laterDate(target.posted, c.later);
        const created = ok(await postInvoice(target.party, qty, target.cents / 100, posted, { return: true, returnAgainstIdString: target.id }), 201);
        docs.push({ id: created.id, kind: 'CREDIT_NOTE', party: target.party, cents: qty * (target.cents / 100), qty, posted, due: posted, against: target, cancelled: null });
      } else if (c.kind === 'standalone') {
        const posted = DATES[c.date];
        const created = ok(await postInvoice(c.party, 1, c.cents, posted, { return: true }), 201);
        docs.push({ id: created.id, kind: 'CREDIT_NOTE', party: c.party, cents: c.cents, qty: 1, posted, due: posted, against: null, cancelled: null });
      } else if (c.kind === 'cancel') {
        const cancellable = docs.filter((d) => d.kind !== 'BILL' && d.cancelled === null && !docs.some((x) => x.against === d && x.cancelled === null));
        if (cancellable.length === 0) continue;
        const doc = cancellable[c.pick % cancellable.length];
        const on = laterDate(doc.posted, c.later);
        ok(await api.post(`/invoices/${doc.id}/cancel`, { postingDate: on }));
        doc.cancelled = on;
      } else {
        const posted = DATES[c.date];
        const order = ok(await api.post('/purchase-orders', { companyIdString: co.id, supplierIdString: suppliers[c.party], currencyCodeString: 'USD', orderDate: '2026-01-01', items: [{ itemCode: 'SVC', qty: 1, rate: c.cents / 100 }] }), 201);
        ok(await api.post(`/purchase-orders/${order.id}/submit`));
        const bill = ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate: posted, items: [{ itemCode: 'SVC', qty: 1 }] }), 201);
        docs.push({ id: bill.id, kind: 'BILL', party: c.party, cents: c.cents, qty: 1, posted, due: posted, against: null, cancelled: null });
      }
    }

    const accounts = { receivables: await defaultAccount(t, co.id, 'RECEIVABLE'), payables: await defaultAccount(t, co.id, 'PAYABLE') };
    for (const asOf of CHECK_DATES) {
      const trial = ok(await api.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=2000-01-01&toDate=${asOf}`));
      for (const kind of ['receivables', 'payables'] as const) {
        const report = ok<AgingReport>(await api.get(`/reports/${kind}-aging?companyIdString=${co.id}&asOf=${asOf}`));
        const partyIds = kind === 'receivables' ? customers : suppliers;
        const mine = docs.filter((d) => (kind === 'payables') === (d.kind === 'BILL'));
        const expected = mine.map((d) => ({ d, cents: modelOutstanding(mine, d, asOf) })).filter((x) => x.cents !== 0);
        const got = report.parties.flatMap((p) => p.documents.map((doc) => ({ party: p.partyIdString, id: doc.id, outstanding: Math.round(doc.outstanding * 100), daysOverdue: doc.daysOverdue })));
        const want = expected.map(({ d, cents }) => ({ party: partyIds[d.party], id: d.id, outstanding: cents, daysOverdue: days(asOf, d.due) }));
        const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
        expect(got.sort(byId), `${kind} ${asOf}`).toEqual(want.sort(byId));
        const totalCents = expected.reduce((s, x) => s + x.cents, 0);
        expect(Math.round(report.totals.total * 100), `${kind} ${asOf}`).toBe(totalCents);
        const row = trial.rows.find((r: { accountId: string }) => r.accountId === accounts[kind]);
        const closing = row ? (kind === 'receivables' ? row.closing : -row.closing) : 0;
        expect(report.totals.total - report.totals.unallocatedCredit, `${kind} ${asOf} ledger`).toBeCloseTo(closing, 9);
        expect(report.ledgerBalance, `${kind} ${asOf} ledgerBalance`).toBe(closing + 0);
        // the per-party and bucket sums add up
        const bucketSum = report.totals.current + report.totals.days1to30 + report.totals.days31to60 + report.totals.days61to90 + report.totals.over90;
        expect(bucketSum).toBeCloseTo(report.totals.total, 9);
        // without documents (summed by the database): the same parties, buckets and totals
        const summary = ok<AgingReport>(await api.get(`/reports/${kind}-aging?companyIdString=${co.id}&asOf=${asOf}&documents=false`));
        expect(summary, `${kind} ${asOf} documents=false`).toEqual({ ...report, parties: report.parties.map((p) => ({ ...p, documents: [] })) });
      }
    }
  }), { numRuns: Number(process.env.AGING_PROPERTY_RUNS ?? 12) });
}, 600_000);
