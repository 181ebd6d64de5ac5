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

describe('the entry form with typed amounts', () => {
  it('sends the exact decimal strings the money fields hold as the contract numbers', () => {
    const result = entrySchema('USD', 2).safeParse({ ...entry([]), lines: [{ accountId: account(1), debit: '1234.56' }, { accountId: account(2), credit: '1234.56' }] });
    expect(result.success).toBe(true);
    expect(result.data?.lines.map((l) => [l.debit, l.credit])).toEqual([[1234.56, 0], [0, 1234.56]]);
  });

  it('refuses what a field could not read, with its own message, and totals it as nothing', async () => {
    const { InvalidInput, invalidInputMessage } = await import('../../src/web/components/form/typed-input');
    const unreadable = new InvalidInput('1,234.567', 'USD amounts have at most 2 decimals');
    const lines = [{ accountId: account(1), debit: unreadable }, { accountId: account(2), credit: '1234.56' }];
    const result = entrySchema('USD', 2).safeParse({ ...entry([]), lines }, { error: (issue) => invalidInputMessage(issue.input) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['lines.0.debit', 'USD amounts have at most 2 decimals']);
    expect(totalsOf(lines as never, 2).debit.toFixed(2)).toBe('0.00');
  });
});
