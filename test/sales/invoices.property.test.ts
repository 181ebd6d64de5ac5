import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { ItemDetail } from '../../src/contract/items';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Random scripts of invoices, credit notes (standalone and against an invoice) and
 * cancellations, each step either accepted or refused as a whole: afterwards the trial balance
 * has no difference, the receivable account holds exactly Σ invoice outstanding − Σ unapplied
 * credit, and no item that forbids negative stock is below zero.
 */

let t: TestApp;
let api: Client;
let company: Company;
let receivable: string;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, company } = await twoCompanies(t));
  receivable = await defaultAccount(t, company.id, 'RECEIVABLE');
});
afterAll(async () => {
  await t?.close();
});

const cents = (n: number) => Math.round(n * 100);
const step = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const), ret: fc.boolean(), againstPick: fc.option(fc.nat(), { nil: undefined }),
    lines: fc.array(fc.record({ item: fc.nat({ max: 2 }), qty: fc.integer({ min: 1, max: 6 }), price: fc.integer({ min: 0, max: 5000 }) }), { minLength: 1, maxLength: 3 }),
    charge: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 900 }), tax: fc.boolean() }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

test('random invoices, credit notes and cancellations keep the books balanced, receivables equal to outstanding, stock not below zero', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (script) => {
      run++;
      const customer = ok(await api.post('/customers', { name: `Customer ${run}` }), 201);
      const items: ItemDetail[] = [];
      for (const [i, method] of (['FIFO', 'MAVG', 'LIFO'] as const).entries()) {
        items.push(ok(await api.post('/items', {
          itemCode: `P${run}-${i}`, name: 'Prop', itemGroup: 'Prop', uom: 'each', valuationMethod: method,
          maintainStock: i !== 2 || run % 2 === 0, allowNegativeStock: false, companyIdString: company.id,
        }), 201));
        if (items[i].maintainStock) {
          ok(await api.post('/stock-entries', { companyIdString: company.id, entryType: 'RECEIPT', postingDate: '2026-02-01', items: [{ itemCode: items[i].itemCode, qty: 8, rate: 1.25 + i }] }), 201);
        }
      }
      const documents: InvoiceDetail[] = [];
      for (const s of script) {
        if (s.kind === 'cancel') {
          if (documents.length === 0) continue;
          const res = await api.post(`/invoices/${documents[s.pick % documents.length].id}/cancel`);
          expect([200, 409], res.body).toContain(res.statusCode);
          continue;
        }
        const invoicesOnly = documents.filter((d) => !d.return);
        const against = s.ret && s.againstPick !== undefined && invoicesOnly.length > 0 ? invoicesOnly[s.againstPick % invoicesOnly.length] : undefined;
        const res = await api.post('/invoices', {
          currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-01',
          return: s.ret, ...(against ? { returnAgainstIdString: against.id } : {}),
          items: s.lines.map((l) => ({ itemCode: items[l.item].itemCode, qty: l.qty, unitPrice: l.price / 100, amount: (l.qty * l.price) / 100 })),
          ...(s.charge ? { charges: [{ amount: s.charge.amount / 100, chargeType: s.charge.tax ? 'tax' : 'handling' }] } : {}),
        });
        expect([201, 409, 422], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) documents.push(res.json());
      }

      const report = ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
      expect(report.totals.map((total: { difference: number }) => total.difference)).toEqual([0]);
      const all: InvoiceDetail[] = ok(await api.get('/invoices?size=200&sort=createdAt')).content;
      const expected = all.reduce((sum, d) => sum + (d.return ? -cents(d.outstanding) : cents(d.outstanding)), 0);
      expect(cents(ok(await api.get(`/accounts/${receivable}`)).balance)).toBe(expected);
      for (const item of items.filter((i) => i.maintainStock)) {
        expect(ok<ItemDetail>(await api.get(`/items/${item.id}`)).stockQty).toBeGreaterThanOrEqual(0);
      }
    }),
    { numRuns: 12, endOnFailure: true },
  );
});
