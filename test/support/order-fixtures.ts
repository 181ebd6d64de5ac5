import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Customer } from '../../src/contract/customers';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import type { Supplier } from '../../src/contract/suppliers';
import { purchaseOrderLines, salesOrderLines } from '../../src/server/db/schema';
import { ok, type Client } from './accounting-fixtures';
import { useTwoCompanyApp, type TwoCompanyApp } from './two-companies';

/**
 * The world of a purchase- or sales-order test file: the two-company app, three parties (the
 * order's, a second one of the same company, one of the other company), items in both companies
 * and the calls on the orders. One setup for the order tests and the draft replacement tests.
 */
export type OrderKind = 'purchase' | 'sales';

/** What differs between the two kinds of order, as the tests see it. */
export const orderKinds = {
  purchase: {
    path: '/purchase-orders',
    noun: 'purchase order',
    event: 'purchase_order.updated',
    party: { path: '/suppliers', field: 'supplierIdString', noun: 'supplier', names: ['Acme Parts', 'Bolt Brothers', 'Their Supplier'] },
    priceField: 'rate',
    itemGroup: 'Parts',
    codes: ['BOLT-10', 'NUT-5', 'WASHER'],
    partyBody: (name: string): Record<string, unknown> => ({ name }),
    lines: { table: purchaseOrderLines, orderId: purchaseOrderLines.purchaseOrderId },
  },
  sales: {
    path: '/sales-orders',
    noun: 'sales order',
    event: 'sales_order.updated',
    party: { path: '/customers', field: 'customerIdString', noun: 'customer', names: ['Łódź Trading', 'Second Customer', 'Their Customer'] },
    priceField: 'unitPrice',
    itemGroup: 'Goods',
    codes: ['LAMP', 'SHADE', 'BULB'],
    partyBody: (name: string, companyIdString?: string): Record<string, unknown> => ({ name, currencyCode: 'USD', companyIdString }),
    lines: { table: salesOrderLines, orderId: salesOrderLines.salesOrderId },
  },
} as const;

/** An item of the test company (or `companyIdString`'s): stock kept at FIFO unless `overrides` say otherwise. */
export const orderItemPayload = (itemCode: string, companyIdString: string, itemGroup: string, overrides: Record<string, unknown> = {}) => ({
  itemCode, name: `Item ${itemCode}`, itemGroup, uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString, ...overrides,
});

type Parties<K extends OrderKind> = K extends 'purchase'
  ? { supplier: Supplier; otherSupplier: Supplier; theirSupplier: Supplier }
  : { customer: Customer; secondCustomer: Customer; theirCustomer: Customer };

export type OrderDetail<K extends OrderKind> = K extends 'purchase' ? PurchaseOrderDetail : SalesOrderDetail;

export type OrderWorld<K extends OrderKind> = TwoCompanyApp & Parties<K> & {
  kind: K;
  /** The order's party, a second party of the company and the other company's party, whatever the kind. */
  parties: { ours: { id: string }; second: { id: string }; theirs: { id: string } };
  /** A valid create (or replace) body: the first party, USD, one line of the first item; `overrides` replace fields. */
  payload: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  createOrder: (overrides?: Record<string, unknown>, as?: Client) => Promise<OrderDetail<K>>;
  getOrder: (ref: string) => Promise<OrderDetail<K>>;
  /** `PUT <orders>/{ref}`: the draft replaced. */
  replace: (ref: string, body: unknown, as?: Client, headers?: Record<string, string>) => ReturnType<Client['put']>;
  /** How many line rows the order has in the database. */
  lineRows: (orderId: string) => Promise<number>;
};

const partyKeys = { purchase: ['supplier', 'otherSupplier', 'theirSupplier'], sales: ['customer', 'secondCustomer', 'theirCustomer'] } as const;

/**
 * Registers the file's beforeAll/afterAll and returns the world, its fields filled once beforeAll
 * has run (the calls may be taken out of it at once). `moreItems`: items of the company beyond
 * the kind's three, e.g. `{ SERVICE: { maintainStock: false } }`.
 */
export function useOrderWorld<K extends OrderKind>(kind: K, moreItems: Record<string, Record<string, unknown>> = {}): OrderWorld<K> {
  const spec = orderKinds[kind];
  const world = useTwoCompanyApp() as OrderWorld<K>;
  const [first, second, theirs] = partyKeys[kind];
  beforeAll(async () => {
    const { api, theirApi, company, otherCompany } = world;
    const [ours, secondParty] = [ok(await api.post(spec.party.path, spec.partyBody(spec.party.names[0])), 201), ok(await api.post(spec.party.path, spec.partyBody(spec.party.names[1])), 201)];
    const theirParty = ok(await theirApi.post(spec.party.path, spec.partyBody(spec.party.names[2], otherCompany.id)), 201);
    Object.assign(world, { [first]: ours, [second]: secondParty, [theirs]: theirParty, parties: { ours, second: secondParty, theirs: theirParty } });
    for (const code of spec.codes) ok(await api.post('/items', orderItemPayload(code, company.id, spec.itemGroup)), 201);
    for (const [code, overrides] of Object.entries(moreItems)) ok(await api.post('/items', orderItemPayload(code, company.id, spec.itemGroup, overrides)), 201);
    ok(await theirApi.post('/items', orderItemPayload('THEIRS-1', otherCompany.id, spec.itemGroup)), 201);
  });
  Object.assign(world, {
    kind,
    payload: (overrides: Record<string, unknown> = {}) => ({
      companyIdString: world.company.id,
      [spec.party.field]: world.parties.ours.id,
      currencyCodeString: 'USD',
      orderDate: '2026-03-02',
      items: [{ itemCode: spec.codes[0], qty: 3, [spec.priceField]: kind === 'purchase' ? 1.25 : 12.5 }],
      ...overrides,
    }),
    createOrder: async (overrides: Record<string, unknown> = {}, as = world.api) => ok(await as.post(spec.path, world.payload(overrides)), 201),
    getOrder: async (ref: string) => ok(await world.api.get(`${spec.path}/${ref}`)),
    replace: (ref: string, body: unknown, as = world.api, headers?: Record<string, string>) => as.put(`${spec.path}/${ref}`, body, headers),
    lineRows: async (orderId: string) => (await world.t.database.db.select().from(spec.lines.table).where(eq(spec.lines.orderId, orderId))).length,
  });
  return world;
}
