import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { Customer } from '../../src/contract/customers';
import type { Event } from '../../src/contract/events';
import type { Supplier } from '../../src/contract/suppliers';
import { client, ok, type Client } from '../support/accounting-fixtures';
import type { Member } from '../support/auth-fixtures';
import { createApiKey, apiKeyAuth, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';
import type { Company } from '../../src/contract/companies';
import { importCsv } from '../imports/support';
import { eventually } from '../support/eventually';
import { bearer } from '../support/fixtures';

let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let theirApi: Client;
let company: Company;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi, company } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

/** Every event of the company so far, page by page through the cursor. */
async function allEvents(as = api, query = ''): Promise<Event[]> {
  const seen: Event[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Event> = ok(await as.get(`/events?size=50${query}${cursor ? `&cursor=${cursor}` : ''}`));
    seen.push(...page.content);
    cursor = page.page.nextCursor;
  } while (cursor);
  return seen;
}

const ofRecord = (events: Event[], id: string) => events.filter((e) => (e.data.object as { id?: string }).id === id);

/**
 * The events once `done` holds: an event is listed once every transaction that began before its
 * own has ended, anywhere on the database server (other tests' too), which may take a moment.
 */
const eventsOnce = (done: (events: Event[]) => boolean, query = '') => eventually(() => allEvents(api, query), done);

describe('events follow the changes that committed', () => {
  test('a customer\'s create and update are customer.created and customer.updated, each with the record as GET answered it then', async () => {
    const created = ok<Customer>(await api.post('/customers', { name: 'Evented Ltd', email: 'ops@evented.example' }), 201);
    const createdAsRead = ok<Customer>(await api.get(`/customers/${created.id}`));
    const updated = ok<Customer>(await api.put(`/customers/${created.id}`, { name: 'Evented Ltd', email: 'billing@evented.example' }, { 'if-match': `"${created.version}"` }));
    const events = ofRecord(await eventsOnce((all) => ofRecord(all, created.id).length >= 2), created.id);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'customer.updated']);
    expect(events[0]).toMatchObject({ companyIdString: company.id, data: { object: createdAsRead } });
    expect(events[1].data.object).toEqual(updated);
    expect(Date.parse(events[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('secrets shown once never reach the log: api_key.created and webhook_endpoint.created carry the record as GET answers it', async () => {
    const key = await createApiKey(t, admin.token, { scopes: ['customers:read'] });
    const endpoint = ok<{ id: string; secret: string }>(await api.post('/webhook-endpoints', { url: 'https://93.184.215.14/secretless', events: ['invoice.paid'] }), 201);
    const events = await eventsOnce((all) => ofRecord(all, key.id).length === 1 && ofRecord(all, endpoint.id).length === 1);
    expect(ofRecord(events, key.id)[0]).toMatchObject({ type: 'api_key.created', data: { object: ok(await api.get(`/api-keys/${key.id}`)) } });
    expect(ofRecord(events, endpoint.id)[0]).toMatchObject({ type: 'webhook_endpoint.created', data: { object: ok(await api.get(`/webhook-endpoints/${endpoint.id}`)) } });
    expect(JSON.stringify(events)).not.toContain(key.key);
    expect(JSON.stringify(events)).not.toContain(endpoint.secret);
  });

  test('a refused write leaves no event', async () => {
    const marker = ok<Supplier>(await api.post('/suppliers', { name: 'Before the refusal' }), 201);
    const before = await eventsOnce((events) => ofRecord(events, marker.id).length === 1);
    expect((await api.post('/customers', { name: '' })).statusCode).toBe(422);
    const after = ok<Supplier>(await api.post('/suppliers', { name: 'After the refusal' }), 201);
    const events = await eventsOnce((all) => ofRecord(all, after.id).length === 1);
    expect(events.slice(before.length).map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([['supplier.created', after.id]]);
  });

  test('a deleted supplier is supplier.deleted with the record as it was', async () => {
    const supplier = ok<Supplier>(await api.post('/suppliers', { name: 'Gone Parts' }), 201);
    expect((await api.delete(`/suppliers/${supplier.id}`)).statusCode).toBe(204);
    const events = ofRecord(await eventsOnce((all) => ofRecord(all, supplier.id).length >= 2), supplier.id);
    expect(events.map((e) => e.type)).toEqual(['supplier.created', 'supplier.deleted']);
    expect(events[1].data.object).toEqual(supplier);
  });

  test('an import tells of every record it writes: item.created, then item.updated for the rows an UPSERT changes, each as GET answers it', async () => {
    const header = 'itemCode,name,itemGroup,uom,valuationMethod,maintainStock,allowNegativeStock';
    const o = { importType: 'ITEM', companyId: company.id, mode: 'UPSERT' };
    const first = await importCsv(t, bearer(admin.token), `${header}\nEV-1,Bolt,Fasteners,pcs,FIFO,true,false\nEV-2,Nut,Fasteners,pcs,FIFO,false,false\nEV-3,Washer,Fasteners,pcs,FIFO,true,false\n`, o);
    expect(first.res.statusCode, first.res.body).toBe(200);
    const second = await importCsv(t, bearer(admin.token), `${header}\nEV-1,Bolt,Fasteners,pcs,FIFO,true,false\nEV-2,Nut M8,Fasteners,pcs,FIFO,false,false\n`, o);
    expect(second.res.statusCode, second.res.body).toBe(200);
    // both imports' import.completed: the first's alone can show before the second's
    const events = await eventsOnce((all) => all.filter((e) => e.type.startsWith('item.')).length >= 4 && all.filter((e) => e.type === 'import.completed').length >= 2);
    const items = events.filter((e) => e.type.startsWith('item.'));
    expect(items.map((e) => [e.type, (e.data.object as { itemCode: string }).itemCode])).toEqual([
      ['item.created', 'EV-1'], ['item.created', 'EV-2'], ['item.created', 'EV-3'], ['item.updated', 'EV-2'],
    ]);
    for (const e of items.slice(0, 3)) {
      const now = ok<{ version: number }>(await api.get(`/items/${(e.data.object as { id: string }).id}`));
      if (now.version === 1) expect(e.data.object).toEqual(now);
    }
    expect(items[3].data.object).toEqual(ok(await api.get(`/items/${(items[3].data.object as { id: string }).id}`)));
    expect(events.filter((e) => e.type === 'import.completed').map((e) => (e.data.object as { id: string }).id)).toEqual([first.id, second.id]);
  });

  test('type filters; cursors page without gaps or repeats; another company sees none of it', async () => {
    for (let i = 0; i < 7; i++) ok(await api.post('/customers', { name: `Paged ${i}` }), 201);
    const byType = await eventsOnce((events) => events.length >= 8, '&type=customer.created');
    const all = await allEvents();
    expect(byType.length).toBeGreaterThanOrEqual(8);
    expect(byType.every((e) => e.type === 'customer.created')).toBe(true);
    const small: Event[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Event> = ok(await api.get(`/events?size=3${cursor ? `&cursor=${cursor}` : ''}`));
      small.push(...page.content);
      cursor = page.page.nextCursor;
    } while (cursor);
    expect(small.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const theirs = await allEvents(theirApi);
    expect(theirs.some((e) => all.some((mine) => mine.id === e.id))).toBe(false);
  });

  test('bad queries are 400 problems; another company is 403', async () => {
    expectProblem(await api.get('/events?cursor=not-a-cursor'), 400, 'invalid-query');
    expectProblem(await api.get(`/events?cursor=${Buffer.from('[1e300,"x"]').toString('base64url')}`), 400, 'invalid-query');
    expectProblem(await api.get('/events?type=customer.exploded'), 400, 'invalid-query');
    expectProblem(await api.get('/events?sort=__proto__'), 400, 'invalid-query');
    expectProblem(await api.get(`/events?companyIdString=${other.companyId}`), 403, 'forbidden-company');
  });

  test('authorization: no key 401, a key without events:read 403', async () => {
    await expectUnauthorized(t, { method: 'GET', url: '/events' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/events' }, 'events:read');
    const key = await createApiKey(t, admin.token, { scopes: ['events:read'] });
    const page = ok<Page<Event>>(await client(t, apiKeyAuth(key.key)).get('/events'));
    expect(page.content.length).toBeGreaterThan(0);
  });
});
