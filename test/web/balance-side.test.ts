import { describe, expect, it } from 'vitest';
import { balanceOnItsSide } from '../../src/web/features/accounts/balance-side';

describe('an account balance on its side', () => {
  it.each([
    ['ASSET', 500, '500', 'debit'],
    ['ASSET', -500, '500', 'credit'],
    ['EXPENSE', '-0.30', '0.3', 'credit'],
    ['REVENUE', 1200.5, '1200.5', 'credit'],
    ['LIABILITY', -75, '75', 'debit'],
    ['EQUITY', 0, '0', null],
  ] as const)('%s %s reads %s %s', (type, balance, amount, side) => {
    const result = balanceOnItsSide(type, balance);
    expect(result.amount.toString()).toBe(amount);
    expect(result.side).toBe(side);
  });
});
