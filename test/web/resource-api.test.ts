import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { accounts } from '../../src/web/api/accounts';
import { customerPicker, customers } from '../../src/web/api/customers';
import { journalEntries } from '../../src/web/api/journal-entries';
import { journalTemplates } from '../../src/web/api/journal-templates';
import { reportKeys } from '../../src/web/api/reports';
import { resourceKeys } from '../../src/web/api/resource-keys';

/** Whether invalidating `prefix` reaches a query with key `key` (TanStack's own prefix matching). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) => {
  const cache = new QueryClient().getQueryCache();
  const query = cache.build(new QueryClient(), { queryKey: key as unknown[] });
  return matchQuery({ queryKey: prefix as unknown[] }, query);
};

describe('resource query keys', () => {
  const keys = resourceKeys<{ page?: number; status?: string }>('things');

  it('nest: all covers lists and details, lists covers every list query, details every record', () => {
    expect(keys.list({ page: 1 })).toEqual(['things', 'list', { page: 1 }]);
    expect(keys.detail('id-1')).toEqual(['things', 'detail', 'id-1']);
    expect(reaches(keys.all, keys.list({ page: 1 }))).toBe(true);
    expect(reaches(keys.all, keys.detail('id-1'))).toBe(true);
    expect(reaches(keys.lists(), keys.list({ status: 'ACTIVE' }))).toBe(true);
    expect(reaches(keys.details(), keys.detail('id-1'))).toBe(true);
  });

  it('keep lists, records and resources apart', () => {
    expect(reaches(keys.lists(), keys.detail('id-1'))).toBe(false);
    expect(reaches(keys.detail('id-1'), keys.detail('id-2'))).toBe(false);
    expect(reaches(keys.list({ page: 1 }), keys.list({ page: 2 }))).toBe(false);
    expect(reaches(resourceKeys('customers').all, accounts.keys.list({}))).toBe(false);
  });

  it('a posting makes accounts and reports stale too; a template authorization the whole ledger', () => {
    expect(journalEntries.staleKeys()).toEqual([['journal-entries'], ['accounts'], reportKeys.all]);
    expect(journalTemplates.staleKeys()).toEqual([['journal-templates'], ['journal-entries'], ['accounts'], reportKeys.all]);
    expect(customers.staleKeys()).toEqual([['customers']]);
  });
});

describe('a resource api', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(pages: unknown[]) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(pages[calls.length - 1]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }));
    return calls;
  }
  const page = (content: unknown[], number: number, totalPages: number, nextCursor: string | null = null) =>
    ({ content, page: { number, size: 200, totalElements: content.length, totalPages, nextCursor, previousCursor: number > 0 ? `back-${number}` : null } });

  it('fetches a page of its list with the query, leaving empty values out', async () => {
    const calls = stubFetch([page([{ id: 'c1' }], 0, 1)]);
    const result = await customers.list.fetch({ companyIdString: 'co-1', search: '', page: 0, size: 20, sort: 'name' });
    expect(result.content).toEqual([{ id: 'c1' }]);
    expect(calls).toEqual(['/api/v1/customers?companyIdString=co-1&page=0&size=20&sort=name']);
  });

  it('fetches every page of a small list by following nextCursor until it is null', async () => {
    const calls = stubFetch([page([{ id: 'a1' }], 0, 3, 'c1'), page([{ id: 'a2' }], 1, 3, 'c2'), page([{ id: 'a3' }], 2, 3)]);
    expect(await accounts.fetchAll({ companyIdString: 'co-1', sort: 'accountNumber' })).toEqual([{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }]);
    expect(calls).toEqual([
      '/api/v1/accounts?companyIdString=co-1&sort=accountNumber&page=0&size=200',
      '/api/v1/accounts?companyIdString=co-1&sort=accountNumber&size=200&cursor=c1',
      '/api/v1/accounts?companyIdString=co-1&sort=accountNumber&size=200&cursor=c2',
    ]);
  });

  it('walks from the first page whatever page and cursor the table is on, and stops at an empty page', async () => {
    const calls = stubFetch([page([{ id: 'a1' }], 0, 1, 'c1'), page([], 1, 1, 'c-never')]);
    expect(await accounts.fetchAll({ companyIdString: 'co-1', page: 7, size: 10, cursor: 'on-screen' })).toEqual([{ id: 'a1' }]);
    expect(calls).toEqual(['/api/v1/accounts?companyIdString=co-1&page=0&size=200', '/api/v1/accounts?companyIdString=co-1&size=200&cursor=c1']);
  });

  it('reads a page by number when the service refuses its cursor (400 naming cursor), and only then', async () => {
    const refusal = { status: 400, body: { type: 'about:blank', title: 'Invalid query', status: 400, code: 'invalid-query', detail: 'The cursor belongs to another query.', errors: [{ path: 'cursor', message: 'x', code: 'cursor-mismatch' }] } };
    const calls: string[] = [];
    const answers = [refusal, { status: 200, body: page([{ id: 'c3' }], 2, 3) }];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      calls.push(url);
      const { status, body } = answers[calls.length - 1];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status === 200 ? 'application/json' : 'application/problem+json' } });
    }));
    expect((await customers.list.fetch({ companyIdString: 'co-1', page: 2, size: 20, cursor: 'stale' })).content).toEqual([{ id: 'c3' }]);
    expect(calls).toEqual(['/api/v1/customers?companyIdString=co-1&page=2&size=20&cursor=stale', '/api/v1/customers?companyIdString=co-1&page=2&size=20']);

    const other = { ...refusal, body: { ...refusal.body, errors: [{ path: 'sort', message: 'x', code: 'invalid-sort' }] } };
    calls.length = 0;
    answers.splice(0, answers.length, other, other);
    await expect(customers.list.fetch({ page: 0, size: 20, sort: 'nope', cursor: 'c' })).rejects.toMatchObject({ status: 400, errors: [{ path: 'sort' }] });
    answers.splice(0, answers.length, refusal, refusal);
    await expect(customers.list.fetch({ page: 0, size: 20 })).rejects.toMatchObject({ status: 400, errors: [{ path: 'cursor' }] });
    expect(calls).toHaveLength(2);
  });

  it('gives pickers options from the search, under a key of their scope', async () => {
    const calls = stubFetch([page([{ id: 'c1', name: 'Acme' }], 0, 1)]);
    const picker = customerPicker('co-1');
    expect(picker.key).toEqual(['customers', 'picker', 'co-1']);
    expect(await picker.search('  acme ', new AbortController().signal)).toEqual([{ value: 'c1', label: 'Acme' }]);
    expect(calls).toEqual(['/api/v1/customers?companyIdString=co-1&search=acme&size=50&sort=name']);
  });
});
