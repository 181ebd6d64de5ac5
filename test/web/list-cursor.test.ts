import { describe, expect, it } from 'vitest';
import { stepFrom } from '../../src/web/api/list';
import { changeListUrl, listCursorState, listQueryOf, readListCursor, readListUrl } from '../../src/web/components/data-table/list-url-state';

const shownPage = (number: number, nextCursor: string | null, previousCursor: string | null) => ({ number, size: 20, totalElements: 100, totalPages: 5, nextCursor, previousCursor });

describe('stepping through a list by cursor', () => {
  it('leads next and back with the cursors of the page on screen', () => {
    expect(stepFrom(2, shownPage(2, 'n2', 'p2'), 'next')).toEqual({ page: 3, cursor: 'n2' });
    expect(stepFrom(2, shownPage(2, 'n2', 'p2'), 'previous')).toEqual({ page: 1, cursor: 'p2' });
  });

  it('steps by number when the page on screen is not the one the URL names (still loading) or has no cursor that way', () => {
    expect(stepFrom(3, shownPage(2, 'n2', 'p2'), 'next')).toEqual({ page: 4, cursor: undefined });
    expect(stepFrom(3, undefined, 'previous')).toEqual({ page: 2, cursor: undefined });
    expect(stepFrom(0, shownPage(0, null, null), 'previous')).toEqual({ page: 0, cursor: undefined });
    expect(stepFrom(4, shownPage(4, null, 'p4'), 'next')).toEqual({ page: 5, cursor: undefined });
  });

  it('keeps a step\'s cursor in the history entry of the page it leads to, and only for that page', () => {
    const state = listCursorState(3, 'n2');
    expect(readListCursor(state, 3)).toBe('n2');
    expect(readListCursor(state, 2)).toBeUndefined();
    expect(readListCursor(null, 0)).toBeUndefined();
    expect(readListCursor(undefined, 0)).toBeUndefined();
    expect(readListCursor({ other: 1 }, 0)).toBeUndefined();
    expect(readListCursor({ listCursor: { page: 0, cursor: 42 } }, 0)).toBeUndefined();
  });

  it('puts the cursor in the list query beside the page number, which stays the URL\'s', () => {
    const params = changeListUrl(new URLSearchParams('sort=-name'), { page: 3 });
    expect(params.toString()).toBe('sort=-name&page=3');
    const read = readListUrl(params, { filters: [] });
    expect(listQueryOf({ ...read, cursor: readListCursor(listCursorState(3, 'n2'), read.page) })).toEqual({ page: 3, size: 20, sort: '-name', cursor: 'n2' });
    expect(listQueryOf({ ...read, cursor: readListCursor(null, read.page) })).toEqual({ page: 3, size: 20, sort: '-name' });
  });
});
