import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Dashboard } from '../../src/contract/dashboard';
import { queryRows } from '../../src/server/db/connection';
import { monthOf } from '../../src/server/domain/reports/dashboard';
import { ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * The dashboard's sales per month come from invoice_sales_months, kept by the invoices' triggers
 * (migration 0027). After random invoices (some with charges, which are not sales), credit notes
 * against them or standalone, and cancellations dated on or after the document, in months inside
 * and outside the twelve shown, the kept months must equal (a) a recomputation from the invoices
 * themselves and (b) a model that knows only what was posted and cancelled.
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

const today = new Date().toISOString().slice(0, 10);
/** Months from 13 back (outside the dashboard's twelve) to this one. */
const monthDay = (back: number, day: number) => `${monthOf(today, -back)}-${String(day).padStart(2, '0')}`;
const dateOf = (back: number, day: number) => {
  const date = monthDay(back, day);
  return date > today ? `${monthOf(today)}-01` : date;
};

type Doc = { id: string; month: string; cents: number; isReturn: boolean; against: Doc | null; cancelled: boolean; posted: string };

const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('invoice' as const), back: fc.nat({ max: 13 }), day: fc.integer({ min: 1, max: 28 }), cents: fc.integer({ min: 1, max: 500_000 }), charge: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('standalone' as const), back: fc.nat({ max: 13 }), day: fc.integer({ min: 1, max: 28 }), cents: fc.integer({ min: 1, max: 100_000 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
);

async function keptMonths(companyId: string) {
  return queryRows<{ month: string; amount: string }>(t.database.db, sql`
    SELECT to_char(month, 'YYYY-MM') AS month, amount::text AS amount FROM invoice_sales_months WHERE company_id = ${companyId} AND amount <> 0 ORDER BY 1`);
}

async function recomputedMonths(companyId: string) {
  return queryRows<{ month: string; amount: string }>(t.database.db, sql`
    SELECT to_char(posting_date, 'YYYY-MM') AS month, SUM(CASE WHEN is_return THEN -items_total ELSE items_total END)::text AS amount
    FROM invoices WHERE company_id = ${companyId} AND status <> 'CANCELLED' GROUP BY 1 HAVING SUM(CASE WHEN is_return THEN -items_total ELSE items_total END) <> 0 ORDER BY 1`);
}

const cents = (rows: { month: string; amount: string }[]) => rows.map((r) => ({ month: r.month, cents: Math.round(Number(r.amount) * 100) }));

test('the kept sales per month equal the invoices recomputed and the model, after random invoices, credit notes and cancellations', async () => {
  await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
    run += 1;
    const co = ok<Company>(await api.post('/companies', { name: `Sales months ${run}`, baseCurrency: 'USD' }), 201);
    ok(await api.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: co.id }), 201);
    const customer = ok(await api.post('/customers', { name: 'Globex', companyIdString: co.id }), 201);
    const docs: Doc[] = [];
    const post = (qty: number, unitCents: number, postingDate: string, extra: Record<string, unknown>) => api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: co.id, customerIdString: customer.id, postingDate, return: false,
      items: [{ itemCode: 'SVC', qty, unitPrice: unitCents / 100, amount: (qty * unitCents) / 100 }], ...extra,
    });
    const unitsLeft = (d: Doc) => 100 - docs.filter((c) => c.against === d && !c.cancelled).reduce((s, c) => s + c.cents / (d.cents / 100), 0);

    for (const c of commands) {
      if (c.kind === 'invoice') {
        const posted = dateOf(c.back, c.day);
        const created = ok(await post(100, c.cents, posted, c.charge ? { charges: [{ amount: 7.5, chargeType: 'shipping' }] } : {}), 201);
        docs.push({ id: created.id, month: posted.slice(0, 7), cents: 100 * c.cents, isReturn: false, against: null, cancelled: false, posted });
      } else if (c.kind === 'credit') {
        const open = docs.filter((d) => !d.isReturn && !d.cancelled && unitsLeft(d) > 0);
        if (open.length === 0) continue;
        const target = open[c.pick % open.length];
        const qty = Math.max(1, Math.floor((unitsLeft(target) * c.share) / 100));
        const unit = target.cents / 100;
        const created = ok(await post(qty, unit, target.posted, { return: true, returnAgainstIdString: target.id }), 201);
        docs.push({ id: created.id, month: target.posted.slice(0, 7), cents: qty * unit, isReturn: true, against: target, cancelled: false, posted: target.posted });
      } else if (c.kind === 'standalone') {
        const posted = dateOf(c.back, c.day);
        const created = ok(await post(1, c.cents, posted, { return: true }), 201);
        docs.push({ id: created.id, month: posted.slice(0, 7), cents: c.cents, isReturn: true, against: null, cancelled: false, posted });
      } else {
        const cancellable = docs.filter((d) => !d.cancelled && !docs.some((x) => x.against === d && !x.cancelled));
        if (cancellable.length === 0) continue;
        const doc = cancellable[c.pick % cancellable.length];
        // dated today, often months after the document: the sales leave the document's month
        ok(await api.post(`/invoices/${doc.id}/cancel`, { postingDate: today }));
        doc.cancelled = true;
      }
    }

    const model = new Map<string, number>();
    for (const d of docs.filter((x) => !x.cancelled)) model.set(d.month, (model.get(d.month) ?? 0) + (d.isReturn ? -d.cents : d.cents));
    const expected = [...model].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, cents: v }));
    const kept = await keptMonths(co.id);
    expect(cents(kept)).toEqual(cents(await recomputedMonths(co.id)));
    expect(cents(kept)).toEqual(expected);

    const board = ok<Dashboard>(await api.get(`/reports/dashboard?companyIdString=${co.id}`));
    expect(board.salesByMonth.map((m) => ({ month: m.month, cents: Math.round(m.amount * 100) })))
      .toEqual(Array.from({ length: 12 }, (_, i) => monthOf(today, i - 11)).map((month) => ({ month, cents: model.get(month) ?? 0 })));
  }), { numRuns: Number(process.env.SALES_MONTHS_PROPERTY_RUNS ?? 10) });
}, 600_000);

test('the kept months are written by the invoices only', async () => {
  const [company] = await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM companies LIMIT 1`);
  await expect(t.database.db.execute(sql`INSERT INTO invoice_sales_months (company_id, month, amount) VALUES (${company.id}, '2026-01-01', 1)`))
    .rejects.toThrow();
  await expect(t.database.db.execute(sql`TRUNCATE invoice_sales_months`)).rejects.toThrow();
});
