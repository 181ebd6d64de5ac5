import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditEvent } from '../../src/contract/audit-events';
import type { Company } from '../../src/contract/companies';
import type { Page } from '../../src/contract/common';
import { auditEvents } from '../../src/server/db/schema';
import { actFor } from '../../src/server/domain/audit/audit-actor';
import { client, errorPaths, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** The audit trail (issue 29; decisions §13 "Audit trail"; docs/audit.md). */

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;

const historyOf = async (recordType: string, id: string, as = api) =>
  ok<Page<AuditEvent>>(await as.get(`/audit-events?recordType=${recordType}&recordIdString=${id}`)).content;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /audit-events', () => {
  test('a created and then changed record: who, when, what changed from what to what, and the request it came from', async () => {
    const created = await api.post('/customers', { name: 'Dana Corp', email: 'dana@example.com', taxId: 'DE123' });
    const customer = ok(created, 201);
    const changed = await api.put(`/customers/${customer.id}`, { ...customer, name: 'Dana Corporation', taxId: null }, { 'if-match': `"${customer.version}"` });
    ok(changed);
    const history = await historyOf('customer', customer.id);
    expect(history).toHaveLength(2);
    const [update, create] = history;
    expect(update).toMatchObject({
      action: 'UPDATE', recordType: 'customer', recordIdString: customer.id, companyIdString: company.id,
      actor: { type: 'USER', id: admin.userId, name: admin.email }, requestId: changed.headers['x-request-id'],
      changes: { name: ['Dana Corp', 'Dana Corporation'], taxId: ['DE123', null] },
    });
    expect(Object.keys(update.changes).sort()).toEqual(['name', 'taxId']);
    expect(create).toMatchObject({ action: 'CREATE', requestId: created.headers['x-request-id'], changes: { name: [null, 'Dana Corp'], email: [null, 'dana@example.com'] } });
    expect(create.changes).not.toHaveProperty('version');
    expect(create.changes).not.toHaveProperty('createdAt');
    expect(Number(update.id)).toBeGreaterThan(Number(create.id));
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
  });

  test('an API key is named as the actor; amounts are exact; a write that failed left nothing', async () => {
    const key = await createApiKey(t, admin.token, { name: 'shop sync' });
    const keyApi = client(t, apiKeyAuth(key.key));
    const item = ok(await keyApi.post('/items', { itemCode: 'AUD-1', name: 'Audited', itemGroup: 'Parts', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id }), 201);
    const price = ok(await keyApi.post('/item-prices', { currency: 'USD', price: '12.50', itemIdString: item.id }), 201);
    const [event] = await historyOf('item_price', price.id);
    expect(event).toMatchObject({ action: 'CREATE', actor: { type: 'API_KEY', id: key.id, name: 'shop sync' } });
    expect(event.changes.price[1]).toMatch(/^12\.50*$/);
    expect(event.numericFields).toContain('price');
    expect(event.numericFields).not.toContain('currencyId');
    const before = await countRows(t, auditEvents);
    expectProblem(await keyApi.post('/item-prices', { currency: 'USD', price: '-1', itemIdString: item.id }), 422, 'validation');
    expectProblem(await keyApi.post('/customers', { name: 'Duplicate of a missing terms', paymentTermsIdString: '00000000-0000-7000-8000-000000000000' }), 422, 'validation');
    expect(await countRows(t, auditEvents)).toBe(before);
  });

  test('actions carry their name: REVOKE, CLOSE and REOPEN; secrets never appear', async () => {
    const key = await createApiKey(t, admin.token, { name: 'to revoke' });
    expect((await api.delete(`/api-keys/${key.id}`)).statusCode).toBe(204);
    const [revoke, create] = await historyOf('api_key', key.id);
    expect(revoke).toMatchObject({ action: 'REVOKE', changes: { revokedAt: [null, expect.any(String)] } });
    for (const event of [revoke, create]) {
      expect(JSON.stringify(event)).not.toMatch(/hash/i);
      expect(JSON.stringify(event)).not.toContain(key.key);
    }
    const year = ok(await api.post('/fiscal-years', { name: 'FY audit', startDate: '2031-01-01', endDate: '2031-12-31' }), 201);
    ok(await api.post(`/fiscal-years/${year.id}/close`, {}));
    ok(await api.post(`/fiscal-years/${year.id}/reopen`));
    expect((await historyOf('fiscal_year', year.id)).map((e) => [e.action, e.changes.status])).toEqual([
      ['REOPEN', ['CLOSED', 'OPEN']], ['CLOSE', ['OPEN', 'CLOSED']], ['CREATE', [null, 'OPEN']],
    ]);
    const users = await historyOf('user', admin.userId);
    expect(JSON.stringify(users)).not.toMatch(/password|scrypt/i);
  });

  test('filters by actor and by day; pages by cursor; another company\'s changes are not listed', async () => {
    const mine = ok(await api.post('/customers', { name: 'Filtered' }), 201);
    const theirs = ok(await theirApi.post('/customers', { name: 'Theirs' }), 201);
    const byAdmin = ok<Page<AuditEvent>>(await api.get(`/audit-events?actorIdString=${admin.userId}&size=200`)).content;
    expect(byAdmin.map((e) => e.recordIdString)).toContain(mine.id);
    expect(byAdmin.every((e) => e.actor.id === admin.userId)).toBe(true);
    expect(byAdmin.map((e) => e.recordIdString)).not.toContain(theirs.id);
    expect(await historyOf('customer', theirs.id)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ok<Page<AuditEvent>>(await api.get(`/audit-events?fromDate=${today}&toDate=${today}&recordIdString=${mine.id}`)).content).toHaveLength(1);
    expect(ok<Page<AuditEvent>>(await api.get(`/audit-events?toDate=2000-01-01`)).content).toEqual([]);
    const first = ok<Page<AuditEvent>>(await api.get('/audit-events?size=2'));
    const second = ok<Page<AuditEvent>>(await api.get(`/audit-events?size=2&cursor=${encodeURIComponent(first.page.nextCursor!)}`));
    const both = ok<Page<AuditEvent>>(await api.get('/audit-events?size=4'));
    expect([...first.content, ...second.content]).toEqual(both.content);
  });

  test('bad queries are 400 naming the parameter; another company 403; no credentials 401; a key without the scope 403', async () => {
    for (const [query, path] of [
      ['recordType=__proto__', 'recordType'], ['actorIdString=not-a-uuid', 'actorIdString'], ['fromDate=2026-02-01&toDate=2026-01-01', 'toDate'],
      ['fromDate=0000-01-01', 'fromDate'], ['recordIdString=', 'recordIdString'], ['sort=__proto__', 'sort'], ['colour=red', 'colour'],
      ...invalidPagingQueries,
    ]) {
      expect(errorPaths(expectProblem(await api.get(`/audit-events?${query}`), 400, 'invalid-query')), query).toContain(path);
    }
    const { otherCompany } = await twoCompaniesOf();
    expectProblem(await api.get(`/audit-events?companyIdString=${otherCompany}`), 403, 'forbidden-company');
    await expectUnauthorized(t, { method: 'GET', url: '/audit-events' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/audit-events' }, 'audit-events:read');
  });
});

async function twoCompaniesOf() {
  const them = ok(await theirApi.get('/companies?size=1')).content[0];
  return { otherCompany: them.id as string };
}

describe('the trail is append-only', () => {
  test('UPDATE, DELETE and TRUNCATE of audit_events are refused by the database', async () => {
    ok(await api.post('/customers', { name: 'Kept forever' }), 201);
    const db = t.database.db;
    const refusal = (statement: ReturnType<typeof sql>) => db.execute(statement).then(() => 'done', (e: Error & { cause?: Error }) => (e.cause ?? e).message);
    expect(await refusal(sql`UPDATE audit_events SET actor_name = 'someone else'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`DELETE FROM audit_events`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`TRUNCATE audit_events`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await countRows(t, auditEvents)).toBeGreaterThan(0);
  });

  test('a record changed twice in one transaction has one event, from the first before to the last after', async () => {
    const customer = ok(await api.post('/customers', { name: 'Twice' }), 201);
    await t.database.db.transaction(async (tx) => {
      await actFor(tx, { type: 'USER', id: admin.userId, name: 'Dana' });
      await tx.execute(sql`UPDATE customers SET name = 'Twice 2' WHERE id = ${customer.id}`);
      await tx.execute(sql`UPDATE customers SET name = 'Twice 3', tax_id = 'X' WHERE id = ${customer.id}`);
      await tx.execute(sql`UPDATE customers SET tax_id = NULL WHERE id = ${customer.id}`);
    });
    const [update] = await historyOf('customer', customer.id);
    expect(update).toMatchObject({ action: 'UPDATE', actor: { name: 'Dana' }, changes: { name: ['Twice', 'Twice 3'] } });
    expect(Object.keys(update.changes)).toEqual(['name']);
  });
});
