import { describe, expect, test } from 'vitest';
import { openOrdersOf } from '../../src/web/app/pages/dashboard-figures';

describe('the dashboard\'s open sales orders', () => {
  test('drafts (pending approval or not) are not open orders; every approved status that is still open is', () => {
    const byStatus = [{ status: 'DRAFT', count: 4 }, { status: 'ON_HOLD', count: 1 }, { status: 'TO_DELIVER_AND_BILL', count: 2 }, { status: 'TO_BILL', count: 3 }];
    expect(openOrdersOf(byStatus)).toEqual({ count: 6, statuses: byStatus.slice(1) });
    expect(openOrdersOf([{ status: 'DRAFT', count: 2 }])).toEqual({ count: 0, statuses: [] });
  });
});
