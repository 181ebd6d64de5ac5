// How long an invoice's PDF takes through the API (app.inject, the worker pool, a PGlite in memory):
// `node --import tsx scripts/measure-invoice-pdf.ts [invoices]`. Renders the first PDF of each
// 20-line invoice (after one warm-up, which loads the fonts in the worker), then asks for each
// again (served from storage), and prints the median and the slowest of both (docs/documents.md).
import { performance } from 'node:perf_hooks';
import { client, ok } from '../test/support/accounting-fixtures';
import { bearer, setupAdmin } from '../test/support/fixtures';
import { testAppConfig, type TestApp } from '../test/support/test-app';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connection';

const count = Number(process.argv[2] ?? 10);
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({ database, config: testAppConfig });
const t = { app, database, inject: (options) => app.inject(options), close: async () => { await app.close(); await database.close(); } } as TestApp;
try {
  const admin = await setupAdmin(t);
  const api = client(t, admin.token);
  const companyIdString = admin.companyId;
  const rate = ok(await api.post('/tax-rates', { name: 'VAT 19 %', ratePercent: '19', companyIdString }), 201);
  const customer = ok(await api.post('/customers', { name: '東京商事', billingAddress: '東京都千代田区丸の内1-1', companyIdString }), 201);
  for (let n = 1; n <= 20; n++) {
    ok(await api.post('/items', { itemCode: `ITEM-${n}`, name: `Item number ${n} with a longer name`, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString }), 201);
  }
  const items = Array.from({ length: 20 }, (_, i) => ({ itemCode: `ITEM-${i + 1}`, qty: i + 1, unitPrice: 12.5, amount: 12.5 * (i + 1), taxRateIdString: rate.id }));
  const invoices: string[] = [];
  for (let i = 0; i <= count; i++) {
    invoices.push(ok(await api.post('/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-10', return: false, items }), 201).id);
  }
  const timed = async (id: string) => {
    const start = performance.now();
    const res = await t.inject({ method: 'GET', url: `/api/v1/invoices/${id}?format=STANDARD`, headers: bearer(admin.token) });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return performance.now() - start;
  };
  await timed(invoices.shift()!); // warm-up: the worker starts and loads its fonts
  const first: number[] = [];
  for (const id of invoices) first.push(await timed(id));
  const stored: number[] = [];
  for (const id of invoices) stored.push(await timed(id));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const line = (name: string, values: number[]) => `${name}: p50 ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} invoices)`;
  console.log(line('first render of a 20-line invoice', first));
  console.log(line('from storage', stored));
} finally {
  await t.close();
}
