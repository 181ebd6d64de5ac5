import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { ItemDetail } from '../../src/contract/items';
import type { SalesOrderDetail, SalesOrderStatus } from '../../src/contract/sales-orders';
import { salesOrders } from '../../src/server/db/schema';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Random scripts over the whole sales flow: stock receipts, sales orders (approved, or left in
 * the workflow), deliveries, invoices billing an order or standing alone, credit notes (against
 * an invoice, or standalone, optionally taking billing back from an order), cancellations of
 * invoices and credit notes, and hold / resume / close / cancel of orders.
 *
 * A small model predicts each answer (201/200, or the exact refusal: 409 invalid-transition,
 * in-use, insufficient-stock, conflict, 422 more-than-open, more-than-invoiced) and what it changes; after
 * every command the service's orders and stock must equal the model (so a refusal wrote nothing),
 * each order's percentages and status must follow its lines, and at the end of a run the trial
 * balance has no difference and the receivable account holds Σ invoice outstanding − Σ credit.
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

const DATE = '2026-03-10';
/** FIFO and MAVG stock items that forbid negative stock, a service, and a stock item that allows it. */
const ITEM_KINDS = [
  { valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false },
  { valuationMethod: 'MAVG', maintainStock: true, allowNegativeStock: false },
  { valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false },
  { valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: true },
] as const;
const OPEN: SalesOrderStatus[] = ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER'];

type OrderLine = { item: number; qty: number; price: number; delivered: number };
type Order = { id: string; trace: string; workflow: 'DRAFT' | 'PENDING_APPROVAL' | 'APPROVED'; manual: 'DRAFT' | 'progress' | 'ON_HOLD' | 'CLOSED' | 'CANCELLED'; lines: OrderLine[] };
type DocLine = { item: number; qty: number; price: number };
type Doc = { id: string; isReturn: boolean; againstId: string | null; orderId: string | null; lines: DocLine[]; cancelled: boolean };
type World = { items: ItemDetail[]; stock: number[]; orders: Order[]; docs: Doc[] };

// ---- the model ----------------------------------------------------------------------------

const billed = (w: World, order: Order, item: number) =>
  w.docs.filter((d) => d.orderId === order.id && !d.cancelled)
    .reduce((sum, d) => sum + (d.isReturn ? -1 : 1) * d.lines.filter((l) => l.item === item).reduce((s, l) => s + l.qty, 0), 0);
/** Σ min(done, qty) / Σ qty × 100, rounded down to 2 decimals (exact: integer quantities). */
const percent = (lines: { qty: number; done: number }[]) => {
  const ordered = lines.reduce((s, l) => s + l.qty, 0);
  const done = lines.reduce((s, l) => s + Math.min(l.qty, l.done), 0);
  return Math.floor((done * 10_000) / ordered) / 100;
};
const progress = (w: World, o: Order): SalesOrderStatus => {
  const d = percent(o.lines.map((l) => ({ qty: l.qty, done: l.delivered }))) >= 100;
  const b = percent(o.lines.map((l) => ({ qty: l.qty, done: billed(w, o, l.item) }))) >= 100;
  return d && b ? 'COMPLETED' : d ? 'TO_BILL' : b ? 'TO_DELIVER' : 'TO_DELIVER_AND_BILL';
};
const statusOf = (w: World, o: Order): SalesOrderStatus => (o.manual === 'progress' ? progress(w, o) : o.manual);
const isOpen = (w: World, o: Order) => o.workflow === 'APPROVED' && OPEN.includes(statusOf(w, o));
const byItem = (lines: { item: number; qty: number }[]) => {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.item, (sums.get(l.item) ?? 0) + l.qty);
  return sums;
};
/** Whether issuing these quantities would take an item that forbids it below zero. */
const short = (w: World, lines: { item: number; qty: number }[]) =>
  [...byItem(lines)].some(([item, qty]) => ITEM_KINDS[item].maintainStock && !ITEM_KINDS[item].allowNegativeStock && qty > w.stock[item]);
const moveStock = (w: World, lines: { item: number; qty: number }[], sign: 1 | -1) => {
  for (const l of lines) if (ITEM_KINDS[l.item].maintainStock) w.stock[l.item] += sign * l.qty;
};
/** What billing (sign 1) or taking it back (-1) on the order would answer, before stock is looked at. */
function billingRefusal(w: World, order: Order, lines: DocLine[], sign: 1 | -1): [number, string] | null {
  if (order.workflow !== 'APPROVED') return [409, 'invalid-transition'];
  if (sign === 1 && !isOpen(w, order)) return [409, 'invalid-transition'];
  if (sign === -1 && statusOf(w, order) === 'CANCELLED') return [409, 'invalid-transition'];
  for (const [item, qty] of byItem(lines)) {
    const line = order.lines.find((l) => l.item === item)!;
    const available = sign === 1 ? line.qty - billed(w, order, item) : billed(w, order, item);
    if (qty > available) return [422, 'validation'];
  }
  return null;
}

// ---- commands -----------------------------------------------------------------------------

const qtyPick = fc.oneof(fc.constant('all' as const), fc.integer({ min: 1, max: 6 }));
const linePicks = fc.array(fc.record({ pick: fc.nat(), qty: qtyPick }), { minLength: 1, maxLength: 3 });
const receiptCommand = fc.record({ kind: fc.constant('receipt' as const), item: fc.nat({ max: 3 }), qty: fc.integer({ min: 1, max: 10 }), rate: fc.integer({ min: 50, max: 900 }) });
const orderCommand = fc.record({
  kind: fc.constant('order' as const), steps: fc.constantFrom(2, 2, 2, 1, 0),
  lines: fc.uniqueArray(fc.record({ item: fc.nat({ max: 3 }), qty: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 0, max: 3000 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.item }),
});
const command = fc.oneof(
  { arbitrary: receiptCommand, weight: 2 },
  { arbitrary: orderCommand, weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('advance' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(), lines: linePicks }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('bill' as const), pick: fc.nat(), lines: linePicks }), weight: 4 },
  { arbitrary: fc.record({
    kind: fc.constant('invoice' as const),
    lines: fc.uniqueArray(fc.record({ item: fc.nat({ max: 3 }), qty: fc.integer({ min: 1, max: 4 }), price: fc.integer({ min: 0, max: 3000 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.item }),
    charge: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 900 }), tax: fc.boolean() }), { nil: undefined }),
  }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), lines: linePicks }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('standaloneCredit' as const), orderPick: fc.option(fc.nat(), { nil: undefined }), lines: linePicks, price: fc.integer({ min: 0, max: 3000 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('action' as const), pick: fc.nat(), action: fc.constantFrom('hold', 'resume', 'close', 'cancel') }), weight: 2 },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const pickOf = <T>(list: T[], pick: number) => (list.length === 0 ? undefined : list[pick % list.length]);
/** Request lines from picks over a set of candidate lines: `all` takes what is open (skipped when nothing is). */
function chooseLines<L extends { item: number }>(candidates: L[], picks: { pick: number; qty: 'all' | number }[], open: (l: L) => number, price: (l: L) => number): DocLine[] {
  const chosen = new Map<number, DocLine>();
  for (const p of picks) {
    const line = candidates[p.pick % candidates.length];
    if (chosen.has(line.item)) continue;
    const qty = p.qty === 'all' ? open(line) : p.qty;
    if (qty > 0) chosen.set(line.item, { item: line.item, qty, price: price(line) });
  }
  return [...chosen.values()];
}

const invoiceBody = (w: World, customerId: string, lines: DocLine[], extra: Record<string, unknown>) => ({
  currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customerId, postingDate: DATE, return: false,
  items: lines.map((l) => ({ itemCode: w.items[l.item].itemCode, qty: l.qty, unitPrice: l.price / 100, amount: (l.qty * l.price) / 100 })),
  ...extra,
});

/** Sends one command, checks its answer against the model's prediction and moves the model on. */
async function execute(w: World, customerId: string, c: Command): Promise<void> {
  const expectAnswer = (res: { statusCode: number; body: string; json(): unknown }, expected: [number, string] | [number]) => {
    expect(res.statusCode, `${JSON.stringify(c)}: ${res.body}`).toBe(expected[0]);
    if (expected[1]) expect((res.json() as { code: string }).code, res.body).toBe(expected[1]);
  };
  switch (c.kind) {
    case 'receipt': {
      if (!ITEM_KINDS[c.item].maintainStock) return;
      const res = await api.post('/stock-entries', { companyIdString: company.id, entryType: 'RECEIPT', postingDate: DATE, items: [{ itemCode: w.items[c.item].itemCode, qty: c.qty, rate: c.rate / 100 }] });
      expectAnswer(res, [201]);
      w.stock[c.item] += c.qty;
      return;
    }
    case 'order': {
      const created = ok<SalesOrderDetail>(await api.post('/sales-orders', {
        companyIdString: company.id, customerIdString: customerId, currencyCodeString: company.baseCurrency, orderDate: '2026-03-01',
        items: c.lines.map((l) => ({ itemCode: w.items[l.item].itemCode, qty: l.qty, unitPrice: l.price / 100 })),
      }), 201);
      const order: Order = { id: created.id, trace: created.trace, workflow: 'DRAFT', manual: 'DRAFT', lines: c.lines.map((l) => ({ ...l, delivered: 0 })) };
      w.orders.push(order);
      for (let i = 0; i < c.steps; i++) await execute(w, customerId, { kind: 'advance', pick: w.orders.length - 1 });
      return;
    }
    case 'advance': {
      const order = pickOf(w.orders, c.pick);
      if (!order) return;
      const res = await api.put(`/sales-orders/update-workflow/${order.trace}`, undefined);
      if (order.workflow === 'APPROVED' || order.manual !== 'DRAFT') return expectAnswer(res, [409, 'invalid-transition']);
      expectAnswer(res, [200]);
      if (order.workflow === 'DRAFT') order.workflow = 'PENDING_APPROVAL';
      else [order.workflow, order.manual] = ['APPROVED', 'progress'];
      return;
    }
    case 'deliver': {
      const order = pickOf(w.orders, c.pick);
      if (!order) return;
      const lines = chooseLines(order.lines, c.lines, (l) => l.qty - l.delivered, (l) => l.price);
      if (lines.length === 0) return;
      const res = await api.post(`/sales-orders/${order.id}/deliveries`, { postingDate: DATE, items: lines.map((l) => ({ itemCode: w.items[l.item].itemCode, qty: l.qty })) });
      const status = statusOf(w, order);
      if (order.workflow !== 'APPROVED' || !['TO_DELIVER_AND_BILL', 'TO_DELIVER'].includes(status)) return expectAnswer(res, [409, 'invalid-transition']);
      if (lines.some((l) => l.qty > order.lines.find((o) => o.item === l.item)!.qty - order.lines.find((o) => o.item === l.item)!.delivered)) return expectAnswer(res, [422, 'validation']);
      if (short(w, lines)) return expectAnswer(res, [409, 'insufficient-stock']);
      expectAnswer(res, [201]);
      for (const l of lines) order.lines.find((o) => o.item === l.item)!.delivered += l.qty;
      moveStock(w, lines, -1);
      return;
    }
    case 'bill':
    case 'invoice': {
      const order = c.kind === 'bill' ? pickOf(w.orders, c.pick) : undefined;
      if (c.kind === 'bill' && !order) return;
      const lines = order && c.kind === 'bill'
        ? chooseLines(order.lines, c.lines, (l) => l.qty - billed(w, order, l.item), (l) => l.price)
        : c.kind === 'invoice' ? c.lines : [];
      if (lines.length === 0) return;
      const charge = c.kind === 'invoice' && c.charge ? { charges: [{ amount: c.charge.amount / 100, chargeType: c.charge.tax ? 'tax' : 'handling' }] } : {};
      const res = await api.post('/invoices', invoiceBody(w, customerId, lines, { ...charge, ...(order ? { salesOrderIdString: order.id } : {}) }));
      const refusal = order ? billingRefusal(w, order, lines, 1) : null;
      if (refusal) return expectAnswer(res, refusal);
      // an order's goods leave through its deliveries: an invoice billing it moves no stock
      if (!order && short(w, lines)) return expectAnswer(res, [409, 'insufficient-stock']);
      expectAnswer(res, [201]);
      const doc = res.json() as InvoiceDetail;
      expect(doc.salesOrderIdString).toBe(order?.id ?? null);
      w.docs.push({ id: doc.id, isReturn: false, againstId: null, orderId: order?.id ?? null, lines, cancelled: false });
      if (!order) moveStock(w, lines, -1);
      return;
    }
    case 'credit': {
      const invoice = pickOf(w.docs.filter((d) => !d.isReturn && !d.cancelled), c.pick);
      if (!invoice) return;
      const returned = (item: number) => w.docs.filter((d) => d.againstId === invoice.id && !d.cancelled)
        .reduce((s, d) => s + d.lines.filter((l) => l.item === item).reduce((x, l) => x + l.qty, 0), 0);
      const lines = chooseLines(invoice.lines, c.lines, (l) => l.qty - returned(l.item), (l) => l.price);
      if (lines.length === 0) return;
      const res = await api.post('/invoices', invoiceBody(w, customerId, lines, { return: true, returnAgainstIdString: invoice.id }));
      if (lines.some((l) => l.qty > invoice.lines.find((i) => i.item === l.item)!.qty - returned(l.item))) return expectAnswer(res, [422, 'validation']);
      const order = w.orders.find((o) => o.id === invoice.orderId);
      const refusal = order ? billingRefusal(w, order, lines, -1) : null;
      if (refusal) return expectAnswer(res, refusal);
      expectAnswer(res, [201]);
      w.docs.push({ id: (res.json() as InvoiceDetail).id, isReturn: true, againstId: invoice.id, orderId: invoice.orderId, lines, cancelled: false });
      if (!invoice.orderId) moveStock(w, lines, 1);
      return;
    }
    case 'standaloneCredit': {
      const order = c.orderPick === undefined ? undefined : pickOf(w.orders, c.orderPick);
      const candidates = order ? order.lines : ITEM_KINDS.map((_, item) => ({ item }));
      const lines = chooseLines(candidates, c.lines, (l) => (order ? billed(w, order, l.item) : 1), () => c.price);
      if (lines.length === 0) return;
      const res = await api.post('/invoices', invoiceBody(w, customerId, lines, { return: true, ...(order ? { salesOrderIdString: order.id } : {}) }));
      const refusal = order ? billingRefusal(w, order, lines, -1) : null;
      if (refusal) return expectAnswer(res, refusal);
      expectAnswer(res, [201]);
      w.docs.push({ id: (res.json() as InvoiceDetail).id, isReturn: true, againstId: null, orderId: order?.id ?? null, lines, cancelled: false });
      if (!order) moveStock(w, lines, 1);
      return;
    }
    case 'cancel': {
      const doc = pickOf(w.docs, c.pick);
      if (!doc) return;
      const res = await api.post(`/invoices/${doc.id}/cancel`);
      if (doc.cancelled) return expectAnswer(res, [409, 'invalid-transition']);
      if (w.docs.some((d) => d.againstId === doc.id && !d.cancelled)) return expectAnswer(res, [409, 'in-use']);
      const order = w.orders.find((o) => o.id === doc.orderId);
      const refusal = order ? billingRefusal(w, order, doc.lines, doc.isReturn ? 1 : -1) : null;
      // quantities the order no longer allows are a conflict with its state: the cancel request names none
      if (refusal) return expectAnswer(res, refusal[0] === 422 ? [409, 'conflict'] : refusal);
      if (!doc.orderId && doc.isReturn && short(w, doc.lines)) return expectAnswer(res, [409, 'insufficient-stock']);
      expectAnswer(res, [200]);
      expect((res.json() as InvoiceDetail).status).toBe('CANCELLED');
      doc.cancelled = true;
      if (!doc.orderId) moveStock(w, doc.lines, doc.isReturn ? -1 : 1);
      return;
    }
    case 'action': {
      const order = pickOf(w.orders, c.pick);
      if (!order) return;
      const res = await api.post(`/sales-orders/${order.id}/${c.action}`);
      const status = statusOf(w, order);
      const open = isOpen(w, order);
      const untouched = order.lines.every((l) => l.delivered === 0 && billed(w, order, l.item) === 0);
      const next = {
        hold: open ? 'ON_HOLD' : null,
        resume: status === 'ON_HOLD' ? 'progress' : null,
        close: open || status === 'ON_HOLD' ? 'CLOSED' : null,
        cancel: status === 'DRAFT' || ((open || status === 'ON_HOLD') && untouched) ? 'CANCELLED' : null,
      }[c.action] as Order['manual'] | null;
      if (!next) return expectAnswer(res, [409, 'invalid-transition']);
      expectAnswer(res, [200]);
      order.manual = next;
    }
  }
}

// ---- what the service must show -----------------------------------------------------------

/** The service's orders and stock equal the model; each order's percentages and status follow its lines. */
async function checkState(w: World) {
  for (const [i, item] of w.items.entries()) {
    if (!ITEM_KINDS[i].maintainStock) continue;
    const stockQty = ok<ItemDetail>(await api.get(`/items/${item.id}`)).stockQty!;
    expect(stockQty, `stock of ${item.itemCode}`).toBe(w.stock[i]);
    if (!ITEM_KINDS[i].allowNegativeStock) expect(stockQty).toBeGreaterThanOrEqual(0);
  }
  for (const order of w.orders) {
    const found = ok<SalesOrderDetail>(await api.get(`/sales-orders/${order.id}`));
    const lines = found.items.map((l) => ({ qty: l.qty, delivered: l.deliveredQty, billed: l.billedQty }));
    expect(lines, found.trace).toEqual(order.lines.map((l) => ({ qty: l.qty, delivered: l.delivered, billed: billed(w, order, l.item) })));
    for (const l of lines) {
      expect(l.billed).toBeGreaterThanOrEqual(0);
      expect(l.billed).toBeLessThanOrEqual(l.qty);
      expect(l.delivered).toBeLessThanOrEqual(l.qty);
    }
    expect(found.deliveredPercent).toBe(percent(lines.map((l) => ({ qty: l.qty, done: l.delivered }))));
    expect(found.billedPercent).toBe(percent(lines.map((l) => ({ qty: l.qty, done: l.billed }))));
    expect({ workflowState: found.workflowState, status: found.status }, found.trace).toEqual({ workflowState: order.workflow, status: statusOf(w, order) });
    if (found.status === 'ON_HOLD') {
      const [row] = await t.database.db.select({ heldStatus: salesOrders.heldStatus }).from(salesOrders).where(eq(salesOrders.id, order.id));
      expect(row.heldStatus, `${found.trace} resumes to its progress`).toBe(progress(w, order));
    }
  }
}

/** The books: no trial balance difference; receivables = Σ invoice outstanding − Σ credit notes' unapplied credit. */
async function checkLedger() {
  const report = ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
  // one total per currency; none before anything is posted
  expect(report.totals.filter((total: { difference: number }) => total.difference !== 0)).toEqual([]);
  const cents = (n: number) => Math.round(n * 100);
  let expected = 0;
  for (let page = 0; ; page++) {
    const listed = ok<{ content: InvoiceDetail[]; page: { totalPages: number } }>(await api.get(`/invoices?size=100&page=${page}&sort=createdAt`));
    expected += listed.content.reduce((sum, d) => sum + (d.return ? -cents(d.outstanding) : cents(d.outstanding)), 0);
    if (page + 1 >= listed.page.totalPages) break;
  }
  expect(cents(ok(await api.get(`/accounts/${receivable}`)).balance)).toBe(expected);
}

test('random receipts, orders, deliveries, invoices, credit notes, cancellations and order actions keep books, receivables, stock and orders consistent', async () => {
  await fc.assert(
    // every script starts with receipts and an order, so the commands after them have something to work on
    fc.asyncProperty(fc.array(receiptCommand, { minLength: 1, maxLength: 3 }), orderCommand, fc.array(command, { minLength: 3, maxLength: 18 }), async (receipts, order, rest) => {
      const script = [...receipts, order, ...rest];
      run++;
      const customer = ok(await api.post('/customers', { name: `Sales Customer ${run}` }), 201);
      const world: World = { items: [], stock: ITEM_KINDS.map(() => 0), orders: [], docs: [] };
      for (const [i, kind] of ITEM_KINDS.entries()) {
        world.items.push(ok(await api.post('/items', { itemCode: `S${run}-${i}`, name: 'Sales prop', itemGroup: 'Prop', uom: 'each', companyIdString: company.id, ...kind }), 201));
      }
      for (const c of script) {
        await execute(world, customer.id, c);
        await checkState(world);
      }
      await checkLedger();
    }),
    { numRuns: 40, endOnFailure: true },
  );
}, 120_000);
