import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { events } from '../../src/server/db/schema';
import { errorPaths, NIL_UUID, ok } from './accounting-fixtures';
import { expectForbiddenScope, expectProblem, expectUnauthorized } from './fixtures';
import { orderKinds, type OrderDetail, type OrderKind, type OrderWorld } from './order-fixtures';

type Cases<T extends unknown[]> = readonly (readonly [string, ...T])[];

/** What a kind's file adds to the replacement tests both kinds of order share. */
export type DraftReplacementCases<K extends OrderKind> = {
  /** How an order stops being a draft, and the state it is then in. */
  noLongerDraft: Cases<[moveOn: (order: OrderDetail<K>) => Promise<void>, state: string]>;
  /** Bodies refused with 422, at which field, with which code. */
  invalid: Cases<[overrides: Record<string, unknown>, path: string, code: string]>;
  /** More references to the order that are refused, with the status and code (after the shared 404s). */
  badRefs: (order: OrderDetail<K>, theirBody: Record<string, unknown>) => Promise<void>;
};

/**
 * The tests of `PUT <orders>/{id}` (a full replacement of a DRAFT order) that hold for purchase
 * and sales orders alike: the event, If-Match, not a draft any more, 422s at their field, another
 * company's party, the company fixed, authorization. Call it inside the kind's `describe`.
 */
export function draftReplacementTests<K extends OrderKind>(world: OrderWorld<K>, cases: DraftReplacementCases<K>) {
  const spec = orderKinds[world.kind];
  const { payload, createOrder, getOrder, replace, lineRows } = world;

  test(`the change is an event: ${spec.event} with the order as GET answers it`, async () => {
    const order = await createOrder();
    const replaced = ok<OrderDetail<K>>(await replace(order.id, payload({ notes: 'evented' })));
    const rows = await world.t.database.db.select().from(events).where(sql`${events.data} -> 'object' ->> 'id' = ${order.id}`).orderBy(events.txid, events.id);
    expect(rows.map((r) => [r.type, r.companyId])).toEqual([[spec.event.replace('.updated', '.created'), world.company.id], [spec.event, world.company.id]]);
    expect(rows[1].data).toEqual({ object: replaced });
  });

  test('If-Match naming another version: 412, nothing changed', async () => {
    const order = await createOrder();
    ok(await replace(order.id, payload({ notes: 'first edit' }), world.api, { 'if-match': 'W/"1"' }));
    const before = await getOrder(order.id);
    const stale = expectProblem(await replace(order.id, payload({ notes: 'second edit', items: [{ itemCode: spec.codes[2], qty: 9, [spec.priceField]: 9 }] }), world.api, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect(stale.detail).toContain('version 2');
    expect(await getOrder(order.id)).toEqual(before);
  });

  test.each(cases.noLongerDraft)('an order %s is no draft: 409 not-draft, nothing changed', async (_label, moveOn, state) => {
    const order = await createOrder();
    await moveOn(order);
    const before = await getOrder(order.id);
    const body = expectProblem(await replace(order.id, payload({ notes: 'too late' })), 409, 'not-draft');
    expect(body.detail).toBe(`The ${spec.noun} ${order.number} is ${state}: only a DRAFT order can be edited.`);
    expect(await getOrder(order.id)).toEqual(before);
  });

  test.each(cases.invalid)('rejects %s with 422 at that field, nothing changed', async (_label, overrides, path, code) => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload(overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(body.errors!.find((e) => e.path === path)!.code).toBe(code);
    expect(await getOrder(order.id)).toEqual(order);
    expect(await lineRows(order.id)).toBe(1);
  });

  test(`another company's ${spec.party.noun} is unknown: 422 at ${spec.party.field}, nothing leaked or changed`, async () => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload({ [spec.party.field]: world.parties.theirs.id })), 422, 'validation');
    expect(body.errors).toEqual([{ path: spec.party.field, message: `is not a ${spec.party.noun} of this company`, code: `unknown-${spec.party.noun}` }]);
    expect(await getOrder(order.id)).toEqual(order);
  });

  test('the company is fixed: another of your companies is 422 immutable at companyIdString, one you are not in 403; leaving it out keeps it', async () => {
    const order = await createOrder();
    const second = ok<Company>(await world.api.post('/companies', { name: `Second ${spec.noun} Co`, baseCurrency: 'USD' }), 201);
    const moved = expectProblem(await replace(order.id, payload({ companyIdString: second.id })), 422, 'validation');
    expect(moved.errors).toEqual([{ path: 'companyIdString', message: `a ${spec.noun} cannot move to another company`, code: 'immutable' }]);
    expectProblem(await replace(order.id, payload({ companyIdString: world.otherCompany.id })), 403, 'forbidden-company');
    expect(await getOrder(order.id)).toEqual(order);
    const { companyIdString, ...withoutCompany } = payload({ notes: 'kept' });
    expect(companyIdString).toBe(world.company.id);
    expect(ok<OrderDetail<K>>(await replace(order.id, withoutCompany))).toMatchObject({ companyIdString: world.company.id, notes: 'kept' });
  });

  test('authorization: 401 without credentials, 403 with a read-only key, another company\'s order 404; nothing changed', async () => {
    const order = await createOrder();
    const url = `${spec.path}/${order.id}`;
    const scope = spec.path.slice(1);
    await expectUnauthorized(world.t, { method: 'PUT', url, payload: payload() });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'PUT', url, payload: payload() }, `${scope}:write`, [`${scope}:read`]);
    const theirs = payload({ companyIdString: world.otherCompany.id, [spec.party.field]: world.parties.theirs.id, items: [{ itemCode: 'THEIRS-1', qty: 1, [spec.priceField]: 1 }] });
    expectProblem(await replace(order.id, theirs, world.theirApi), 404, 'not-found');
    expectProblem(await replace(NIL_UUID, payload()), 404, 'not-found');
    await cases.badRefs(order, theirs);
    expect(await getOrder(order.id)).toEqual(order);
  });
}
