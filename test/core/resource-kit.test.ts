import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, expectProblem, setupAdmin, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(admin.token) });

/** Every list goes through paginate(); one per resource keeps each whitelist honest. */
const lists = {
  '/customers': 'name, createdAt, email',
  '/accounts': 'accountNumber, name, type, category, createdAt',
  '/fiscal-years': 'startDate, name, createdAt',
  '/accounting-periods': 'startDate, endDate, name, periodType, status, createdAt',
  '/journal-entries': 'postingDate, entryNumber, createdAt, reference',
  '/journal-templates': 'postingDate, reference, createdAt, status, type',
  '/companies': 'name, code, createdAt',
  '/currencies': 'code, name',
  '/api-keys': 'name, createdAt, expiresAt, lastUsedAt, rateLimitPerHour',
};

describe('sort fields are looked up as own properties of the whitelist', () => {
  test.each(Object.entries(lists).flatMap(([path, allowed]) =>
    ['__proto__', 'constructor', '-toString', 'hasOwnProperty,desc'].map((sort) => [path, sort, allowed] as const)))(
    'GET %s?sort=%s is 400 invalid-query naming the sortable fields',
    async (path, sort, allowed) => {
      const body = expectProblem(await get(`${path}?sort=${encodeURIComponent(sort)}`), 400, 'invalid-query');
      expect(body.detail).toBe(`Cannot sort by "${sort.replace(/^-|,desc$/g, '')}". Sortable fields: ${allowed}.`);
      expect(body.errors).toEqual([{ path: 'sort', message: `unknown sort field; allowed: ${allowed}`, code: 'invalid-sort' }]);
    },
  );

  test('a whitelisted field still sorts, with exact totals and the id tiebreak', async () => {
    const res = await get('/currencies?sort=-code&size=3&page=1');
    expect(res.statusCode, res.body).toBe(200);
    const { content, page } = res.json();
    expect(content).toHaveLength(3);
    expect(page).toMatchObject({ number: 1, size: 3, totalElements: expect.any(Number) });
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 3));
    const codes = content.map((c: { code: string }) => c.code);
    expect(codes).toEqual([...codes].sort().reverse());
  });
});

test('a unique violation names the field it clashed on', async () => {
  const create = () => t.inject({ method: 'POST', url: '/api/v1/customers', headers: bearer(admin.token), payload: { name: 'Twice Ltd' } });
  expect((await create()).statusCode).toBe(201);
  const body = expectProblem(await create(), 409, 'conflict');
  expect(body.detail).toBe('A customer named "Twice Ltd" exists already in this company.');
  expect(body.errors).toEqual([{ path: 'name', message: 'is taken by another customer of this company', code: 'taken' }]);
});

test('POST /journal-entries/{id}/reverse documents its body as optional, as the route takes it', async () => {
  const doc = (await t.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const operation = doc.paths['/api/v1/journal-entries/{id}/reverse'].post;
  expect(operation.requestBody.required).toBe(false);
  expect(doc.paths['/api/v1/journal-entries'].post.requestBody.required).toBe(true);
});
