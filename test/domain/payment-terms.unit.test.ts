import { describe, expect, test } from 'vitest';
import { dueDateOf } from '../../src/contract/payment-terms';

describe('dueDateOf: posting date + dueDays, then the month\'s last day with endOfMonth', () => {
  test.each([
    ['2026-01-31', 30, false, '2026-03-02'],
    ['2026-01-31', 30, true, '2026-03-31'],
    ['2026-01-15', 30, true, '2026-02-28'],
    ['2028-01-15', 30, true, '2028-02-29'],
    ['2028-01-30', 30, false, '2028-02-29'],
    ['2026-12-15', 30, true, '2027-01-31'],
    ['2026-03-29', 0, false, '2026-03-29'],
    ['2026-03-29', 0, true, '2026-03-31'],
    ['2026-03-28', 1, false, '2026-03-29'], // across the European DST change: calendar days, no clock
    ['2026-01-01', 3650, false, '2035-12-30'],
    ['9999-12-01', 30, true, '9999-12-31'],
  ])('%s + %i days (endOfMonth %s) is %s', (postingDate, dueDays, endOfMonth, due) => {
    expect(dueDateOf(postingDate, { dueDays, endOfMonth })).toBe(due);
  });

  test('null past the year 9999', () => {
    expect(dueDateOf('9999-12-31', { dueDays: 1, endOfMonth: false })).toBeNull();
    expect(dueDateOf('9995-06-01', { dueDays: 3650, endOfMonth: true })).toBeNull();
  });
});
