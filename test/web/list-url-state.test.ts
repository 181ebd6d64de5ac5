import { describe, expect, it } from 'vitest';
import { changeListUrl, listQueryOf, readListUrl } from '../../src/web/components/data-table/list-url-state';

const options = { defaultSort: 'name', filters: ['status', 'search'] as const };
const read = (search: string) => readListUrl(new URLSearchParams(search), options);

describe('list state in the URL', () => {
  it('reads page, size, sort and filters, with defaults for what is absent or invalid', () => {
    expect(read('')).toEqual({ page: 0, size: 20, sort: 'name', filters: { status: undefined, search: undefined } });
    expect(read('page=3&size=50&sort=-createdAt&status=ACTIVE&other=x')).toEqual({ page: 3, size: 50, sort: '-createdAt', filters: { status: 'ACTIVE', search: undefined } });
    expect(read('page=-2&size=7')).toMatchObject({ page: 0, size: 20 });
    expect(read('page=abc&size=1000')).toMatchObject({ page: 0, size: 20 });
    expect(read('search=')).toMatchObject({ filters: { search: undefined } });
  });

  it('builds the list query without empty filters', () => {
    expect(listQueryOf(read('status=ACTIVE&page=1'))).toEqual({ page: 1, size: 20, sort: 'name', status: 'ACTIVE' });
    expect(listQueryOf({ page: 0, size: 10, sort: undefined, filters: { status: undefined } })).toEqual({ page: 0, size: 10 });
  });

  it('changes a filter, size or sort and goes back to the first page; keeps other parameters', () => {
    const url = new URLSearchParams('page=4&status=ACTIVE&other=x');
    expect(changeListUrl(url, { filter: 'search', value: 'acme' }, options).toString()).toBe('status=ACTIVE&other=x&search=acme');
    expect(changeListUrl(url, { filter: 'status', value: undefined }, options).toString()).toBe('other=x');
    expect(changeListUrl(url, { size: 50 }, options).toString()).toBe('status=ACTIVE&other=x&size=50');
    expect(changeListUrl(url, { sort: '-createdAt' }, options).toString()).toBe('status=ACTIVE&other=x&sort=-createdAt');
  });

  it('leaves defaults out of the URL and keeps filters when paging', () => {
    const url = new URLSearchParams('size=50&sort=-name&status=ACTIVE');
    expect(changeListUrl(url, { size: 20 }, options).get('size')).toBeNull();
    expect(changeListUrl(url, { sort: 'name' }, options).get('sort')).toBeNull();
    expect(changeListUrl(url, { page: 2 }, options).toString()).toBe('size=50&sort=-name&status=ACTIVE&page=2');
    expect(changeListUrl(new URLSearchParams('page=2'), { page: 0 }, options).toString()).toBe('');
  });

  it('round-trips: what a change writes reads back as that state', () => {
    let url = new URLSearchParams();
    url = changeListUrl(url, { filter: 'status', value: 'REVOKED' }, options);
    url = changeListUrl(url, { sort: '-createdAt' }, options);
    url = changeListUrl(url, { page: 3 }, options);
    expect(listQueryOf(read(url.toString()))).toEqual({ page: 3, size: 20, sort: '-createdAt', status: 'REVOKED' });
  });
});
