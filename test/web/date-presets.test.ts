import { describe, expect, it } from 'vitest';
import { datePresets } from '../../src/web/components/data-table/date-presets';

describe('date-range presets', () => {
  it('offers this month, last month, this quarter, year to date and the fiscal year covering today', () => {
    const presets = datePresets('2026-11-23', { startDate: '2026-07-01', endDate: '2027-06-30' });
    expect(presets.map((p) => [p.label, p.range.fromDate, p.range.toDate])).toEqual([
      ['This month', '2026-11-01', '2026-11-30'],
      ['Last month', '2026-10-01', '2026-10-31'],
      ['This quarter', '2026-10-01', '2026-12-31'],
      ['Year to date', '2026-01-01', '2026-11-23'],
      ['This fiscal year', '2026-07-01', '2027-06-30'],
    ]);
  });

  it('goes back to December of the year before in January, and leaves out a fiscal year it does not know', () => {
    const presets = datePresets('2028-01-15', null);
    expect(presets.find((p) => p.label === 'Last month')?.range).toEqual({ fromDate: '2027-12-01', toDate: '2027-12-31' });
    expect(presets.find((p) => p.label === 'This quarter')?.range).toEqual({ fromDate: '2028-01-01', toDate: '2028-03-31' });
    expect(presets.map((p) => p.label)).not.toContain('This fiscal year');
    expect(datePresets('2028-02-10').find((p) => p.label === 'This month')?.range.toDate).toBe('2028-02-29');
  });
});
