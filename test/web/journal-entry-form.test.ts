import { describe, expect, it } from 'vitest';
import { entrySchema, totalsOf } from '../../src/web/features/journal-entries/entry-form';

const account = (n: number) => `00000000-0000-7000-8000-00000000000${n}`;
const entry = (lines: { debit?: number; credit?: number }[]) => ({
  postingDate: '2026-01-31',
  reference: 'Test',
  lines: lines.map((line, i) => ({ accountId: account(i + 1), ...line })),
});

describe('the manual journal entry form', () => {
  it('totals lines exactly: debits of 0.1 and 0.2 balance a credit of 0.3', () => {
    const totals = totalsOf([{ debit: 0.1 }, { debit: 0.2 }, { credit: 0.3 }, {}], 2);
    expect([totals.debit.toFixed(2), totals.credit.toFixed(2), totals.difference.isZero()]).toEqual(['0.30', '0.30', true]);
    expect(entrySchema('USD', 2).safeParse(entry([{ debit: 0.1 }, { debit: 0.2 }, { credit: 0.3 }])).success).toBe(true);
  });

  it('refuses an entry out of balance, saying by how much in the currency minor units (IQD: 3)', () => {
    const result = entrySchema('IQD', 3).safeParse(entry([{ debit: 1.25 }, { credit: 1.2 }]));
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'lines');
    expect(issue?.message.replaceAll('\u00a0', ' ')).toBe('Debits (IQD 1.250) and credits (IQD 1.200) must balance: they differ by IQD 0.050.');
  });
});
