import { describe, expect, it } from 'vitest';
import { freeMonths, monthsOfYear, nextFreeMonth, periodWarnings } from '../../src/web/features/periods/month-periods';

const year2026 = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('monthly periods of a fiscal year', () => {
  it('lists the twelve calendar months, also of a year starting in July', () => {
    expect(monthsOfYear(year2026)).toHaveLength(12);
    const july = monthsOfYear({ startDate: '2026-07-01', endDate: '2027-06-30' });
    expect([july[0], july[11]]).toEqual([
      { name: 'July 2026', firstDay: '2026-07-01', lastDay: '2026-07-31' },
      { name: 'June 2027', firstDay: '2027-06-01', lastDay: '2027-06-30' },
    ]);
    expect(monthsOfYear({ startDate: '2028-01-01', endDate: '2028-12-31' })[1]!.lastDay).toBe('2028-02-29');
  });

  it('proposes the next free month from today on, not one that is taken', () => {
    const taken = [{ firstDay: '2026-11-01', lastDay: '2026-11-30' }, { firstDay: '2026-12-01', lastDay: '2026-12-15' }];
    expect(nextFreeMonth(year2026, taken, '2026-11-23')?.name).toBe('January 2026'); // none left after November: the year's first free one
    expect(nextFreeMonth(year2026, monthsOfYear(year2026), '2026-11-23')).toBeUndefined();
    expect(freeMonths(year2026, taken).map((m) => m.name)).toContain('October 2026');
    expect(nextFreeMonth(year2026, taken.slice(0, 1), '2026-11-23')?.name).toBe('December 2026');
    expect(nextFreeMonth(year2026, [], '2026-11-23')?.name).toBe('November 2026');
    expect(nextFreeMonth(year2026, taken, '2026-01-10')?.name).toBe('January 2026');
  });

  it('warns of a MONTH that is not a calendar month and of a name that contradicts the dates', () => {
    expect(periodWarnings({ name: 'November 2026', periodType: 'MONTH', firstDay: '2026-11-01', lastDay: '2026-11-30' }, 'en-US')).toEqual([]);
    expect(periodWarnings({ name: 'November 2026', periodType: 'MONTH', firstDay: '2026-10-01', lastDay: '2026-10-31' }, 'en-US')).toEqual(['The name "November 2026" does not match the dates, 10/01/2026 to 10/31/2026.']);
    expect(periodWarnings({ name: 'November 2027', periodType: 'MONTH', firstDay: '2026-11-01', lastDay: '2026-11-30' }, 'en-US')).toHaveLength(1);
    expect(periodWarnings({ name: 'November 2026', periodType: 'MONTH', firstDay: '2026-11-01', lastDay: '2026-11-15' }, 'en-US')[0]).toMatch(/one calendar month/);
    expect(periodWarnings({ name: 'Q4 2026', periodType: 'QUARTER', firstDay: '2026-10-01', lastDay: '2026-12-31' }, 'en-US')).toEqual([]);
    expect(periodWarnings({ name: 'Oktober 2026', periodType: 'MONTH', firstDay: '2026-11-01', lastDay: '2026-11-30' }, 'de-DE')).toHaveLength(1);
    expect(periodWarnings({ name: 'Oktober 2026', periodType: 'MONTH', firstDay: '2026-10-01', lastDay: '2026-10-31' }, 'de-DE')).toEqual([]);
  });
});
