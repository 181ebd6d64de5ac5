import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../../src/contract/statements';
import { asOfPresets, columnHeading, compareOf, ledgerHref, monthsOfRange, rangePresets } from '../../src/web/features/statements/statement-dates';
import { groupKeys, toggled, visibleLines } from '../../src/web/features/statements/statement-tree';
import { balanceParts } from '../../src/web/features/statements/ledger-balance';

const row = (accountNumber: string, level: number, isGroup = false, amounts = [1]): StatementRow => ({
  accountIdString: `id-${accountNumber}`, accountNumber, name: `Account ${accountNumber}`, type: 'REVENUE', level, isGroup, amounts,
});

// 4000 Revenue > (4100 Sales > 4110, 4120), 4200; 5000 Expenses > 5100
const tree = [row('4000', 0, true), row('4100', 1, true), row('4110', 2), row('4120', 2), row('4200', 1), row('5000', 0, true), row('5100', 1)];
const shown = (collapsed: Set<string>) => visibleLines(tree, collapsed).map((l) => l.row.accountNumber);

describe('the statement tree', () => {
  it('shows every row expanded, and knows which rows have rows under them', () => {
    expect(shown(new Set())).toEqual(['4000', '4100', '4110', '4120', '4200', '5000', '5100']);
    expect(visibleLines(tree, new Set()).filter((l) => l.hasChildren).map((l) => l.row.accountNumber)).toEqual(['4000', '4100', '5000']);
  });

  it('folds a group: what is under it hides until a row at its level or above', () => {
    expect(shown(new Set(['id-4100']))).toEqual(['4000', '4100', '4200', '5000', '5100']);
    expect(shown(new Set(['id-4000']))).toEqual(['4000', '5000', '5100']);
    // a folded group inside a folded one opens folded
    expect(shown(toggled(new Set(['id-4000', 'id-4100']), 'id-4000'))).toEqual(['4000', '4100', '4200', '5000', '5100']);
  });

  it('collapses all to the top level and expands all again', () => {
    expect(groupKeys(tree)).toEqual(new Set(['id-4000', 'id-4100', 'id-5000']));
    expect(shown(groupKeys(tree))).toEqual(['4000', '5000']);
    expect(shown(toggled(toggled(new Set(), 'id-5000'), 'id-5000'))).toHaveLength(7);
  });

  it('keys a line the statement adds (no account) by its place', () => {
    const lines = visibleLines([row('3000', 0), { ...row('x', 0), accountIdString: null, accountNumber: null }], new Set());
    expect(lines.map((l) => l.key)).toEqual(['id-3000', 'line-1']);
  });
});

describe('the statements\' dates', () => {
  const years = [
    { startDate: '2025-04-01', endDate: '2026-03-31' },
    { startDate: '2026-04-01', endDate: '2027-03-31' },
    { startDate: '2024-04-01', endDate: '2025-03-31' },
  ];

  it('offers this month, this quarter, year to date, the fiscal year to date and the last fiscal year', () => {
    const presets = Object.fromEntries(rangePresets('2026-11-23', years).map((p) => [p.label, `${p.range.fromDate}..${p.range.toDate}`]));
    expect(presets).toMatchObject({
      'This month': '2026-11-01..2026-11-30',
      'This quarter': '2026-10-01..2026-12-31',
      'Year to date': '2026-01-01..2026-11-23',
      'This fiscal year': '2026-04-01..2027-03-31',
      'Fiscal year to date': '2026-04-01..2026-11-23',
      'Last fiscal year': '2025-04-01..2026-03-31',
    });
    expect(rangePresets('2026-11-23', []).map((p) => p.label)).not.toContain('Last fiscal year');
  });

  it('offers a balance sheet\'s days: today, the end of last month, quarter and fiscal year', () => {
    expect(asOfPresets('2026-01-15', years)).toEqual([
      { label: 'Today', day: '2026-01-15' },
      { label: 'End of last month', day: '2025-12-31' },
      { label: 'End of last quarter', day: '2025-12-31' },
      { label: 'End of last fiscal year', day: '2025-03-31' },
    ]);
    expect(asOfPresets('2028-03-01', []).map((p) => p.day)).toEqual(['2028-03-01', '2028-02-29', '2027-12-31']);
  });

  it('splits a range into its months, clipped, the last twelve at most', () => {
    expect(monthsOfRange({ fromDate: '2026-01-15', toDate: '2026-03-10' })).toEqual([
      { month: '2026-01', fromDate: '2026-01-15', toDate: '2026-01-31' },
      { month: '2026-02', fromDate: '2026-02-01', toDate: '2026-02-28' },
      { month: '2026-03', fromDate: '2026-03-01', toDate: '2026-03-10' },
    ]);
    const long = monthsOfRange({ fromDate: '2024-11-01', toDate: '2026-02-28' });
    expect(long).toHaveLength(12);
    expect(long[0]!.month).toBe('2025-03');
    expect(long.at(-1)!.month).toBe('2026-02');
  });

  it('reads the comparison from the URL, anything unknown as none', () => {
    expect(compareOf('previous-year')).toBe('previous-year');
    expect(compareOf('yesterday')).toBe('none');
    expect(compareOf(null)).toBe('none');
  });

  it('heads a column with its dates and the comparison\'s name', () => {
    expect(columnHeading({ label: 'current', fromDate: '2026-01-01', toDate: '2026-03-31' }, 'en-US')).toBe('01/01/2026 – 03/31/2026');
    expect(columnHeading({ label: 'previous-year', fromDate: '2025-01-01', toDate: '2025-03-31' }, 'de-DE')).toBe('Previous year: 01.01.2025 – 31.03.2025');
    expect(columnHeading({ label: 'current', fromDate: null, toDate: '2026-03-31' }, 'en-US')).toBe('As of 03/31/2026');
  });
});

describe('drilling down from a figure', () => {
  it('opens the general ledger of the account over the column\'s range', () => {
    expect(ledgerHref('a-1', { fromDate: '2026-01-01', toDate: '2026-03-31' })).toBe('/reports/general-ledger?accountIdString=a-1&fromDate=2026-01-01&toDate=2026-03-31');
  });

  it('opens a balance sheet\'s figure from the first day given, or the earliest day, to its day', () => {
    expect(ledgerHref('a-1', { fromDate: null, toDate: '2026-03-31' }, '2025-04-01')).toBe('/reports/general-ledger?accountIdString=a-1&fromDate=2025-04-01&toDate=2026-03-31');
    expect(ledgerHref('a-1', { fromDate: null, toDate: '2026-03-31' })).toContain('fromDate=0001-01-01');
  });
});

describe('a running balance', () => {
  it('reads with its side: debit positive, credit negative, zero with none', () => {
    expect(balanceParts(120.5)).toEqual({ amount: '120.5', side: 'Dr' });
    expect(balanceParts(-0.3)).toEqual({ amount: '0.3', side: 'Cr' });
    expect(balanceParts(0)).toEqual({ amount: '0', side: '' });
  });
});
