import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { TrialBalance } from '../../src/contract/reports';
import type { TaxSummary } from '../../src/contract/tax-rates';
import { defaultAccount, ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * Issue 26 goal: the tax summary equals the ledger's tax accounts over any range. Random
 * sequences of invoices, credit notes, cancellations and bills with lines at random rates (in
 * a currency of 0, 2 or 3 minor units), then random ranges: each range's sales tax is what the
 * rates' sales account was credited in it, its purchase tax what the purchase account was
 * debited, and the rows add up to the totals.
 */

const world = useAdminApp();
let run = 0;

const CURRENCIES = [{ code: 'JPY', places: 0 }, { code: 'EUR', places: 2 }, { code: 'BHD', places: 3 }] as const;
const DAYS = 90;
const dayToDate = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

const day = fc.integer({ min: 0, max: DAYS - 1 });
const line = fc.record({ minor: fc.integer({ min: 1, max: 5_000_000 }), rate: fc.integer({ min: 0, max: 3 }) });
const lines = fc.array(line, { minLength: 1, maxLength: 4 });
const operation = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('invoice' as const), day, lines }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), after: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), after: fc.integer({ min: 0, max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bill' as const), day, lines }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;
const range = fc.tuple(day, day).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

test('the tax summary of any range equals the movements of the tax accounts in the ledger', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...CURRENCIES), fc.array(operation, { minLength: 3, maxLength: 12 }), fc.array(range, { minLength: 3, maxLength: 6 }), async (currency, ops, ranges) => {
      const { api } = world;
      run += 1;
      const co = ok(await api.post('/companies', { name: `Tax property ${run}`, baseCurrency: currency.code }), 201);
      const scope = { companyIdString: co.id };
      ok(await api.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, ...scope }), 201);
      const rates = [null, ...await Promise.all(['19', '7', '2.5'].map(async (ratePercent) => ok(await api.post('/tax-rates', { name: `R${ratePercent}`, ratePercent, ...scope }), 201)))];
      const customer = ok(await api.post('/customers', { name: 'Buyer', ...scope }), 201);
      const supplier = ok(await api.post('/suppliers', { name: 'Vendor', ...scope }), 201);
      const amount = (minor: number) => minor / 10 ** currency.places;
      const invoiceLines = (ls: { minor: number; rate: number }[]) => ls.map((l) => ({
        itemCode: 'SVC', qty: 1, unitPrice: amount(l.minor), amount: amount(l.minor), taxRateIdString: rates[l.rate]?.id ?? null,
      }));
      const invoices: { invoice: InvoiceDetail; day: number; cancelled: boolean; credited: boolean }[] = [];

      for (const op of ops as Operation[]) {
        if (op.kind === 'invoice') {
          const invoice = ok<InvoiceDetail>(await api.post('/invoices', {
            ...scope, customerIdString: customer.id, currencyCodeString: currency.code, postingDate: dayToDate(op.day), return: false, items: invoiceLines(op.lines),
          }), 201);
          invoices.push({ invoice, day: op.day, cancelled: false, credited: false });
        } else if (op.kind === 'credit' || op.kind === 'cancel') {
          const open = invoices.filter((i) => !i.cancelled && !i.credited);
          if (open.length === 0) continue;
          const target = open[op.pick % open.length];
          const when = dayToDate(Math.min(DAYS - 1, target.day + op.after));
          if (op.kind === 'credit') {
            ok(await api.post('/invoices', {
              ...scope, customerIdString: customer.id, currencyCodeString: currency.code, postingDate: when, return: true, returnAgainstIdString: target.invoice.id,
              items: target.invoice.items.map((l) => ({ itemCode: 'SVC', qty: l.qty, unitPrice: l.unitPrice, amount: l.amount, taxRateIdString: l.taxRateIdString })),
            }), 201);
            target.credited = true;
          } else {
            ok(await api.post(`/invoices/${target.invoice.id}/cancel`, { postingDate: when }));
            target.cancelled = true;
          }
        } else {
          const order = ok(await api.post('/purchase-orders', {
            ...scope, supplierIdString: supplier.id, currencyCodeString: currency.code, orderDate: dayToDate(op.day),
            items: op.lines.map((l) => ({ itemCode: 'SVC', qty: 1, rate: amount(l.minor), taxRateIdString: rates[l.rate]?.id ?? null })),
          }), 201);
          ok(await api.post(`/purchase-orders/${order.id}/submit`));
          ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate: dayToDate(op.day), items: [{ itemCode: 'SVC', qty: op.lines.length }] }), 201);
        }
      }

      const payable = await defaultAccount(world.t, co.id, 'TAX');
      const receivable = await defaultAccount(world.t, co.id, 'TAX_RECEIVABLE');
      const cents = (value: number) => Math.round(value * 10 ** currency.places);
      for (const [from, to] of [[0, DAYS - 1] as const, ...ranges]) {
        const query = `companyIdString=${co.id}&fromDate=${dayToDate(from)}&toDate=${dayToDate(to)}`;
        const summary = ok<TaxSummary>(await api.get(`/reports/tax-summary?${query}`));
        const tb = ok<TrialBalance>(await api.get(`/reports/trial-balance?${query}`));
        const moved = (id: string) => { const r = tb.rows.find((row) => row.accountId === id); return r ? cents(r.debit) - cents(r.credit) : 0; };
        expect(cents(summary.totals.salesTax) + moved(payable)).toBe(0); // credited: a negative movement
        expect(cents(summary.totals.purchaseTax)).toBe(moved(receivable));
        const sum = (key: 'salesTax' | 'purchaseTax' | 'salesBase' | 'purchaseBase') => summary.rows.reduce((s, r) => s + cents(r[key]), 0);
        expect([sum('salesTax'), sum('purchaseTax'), sum('salesBase'), sum('purchaseBase')])
          .toEqual([cents(summary.totals.salesTax), cents(summary.totals.purchaseTax), cents(summary.totals.salesBase), cents(summary.totals.purchaseBase)]);
        expect(cents(summary.totals.netPayable)).toBe(cents(summary.totals.salesTax) - cents(summary.totals.purchaseTax));
      }
    }),
    { numRuns: 12 },
  );
}, 240_000);
