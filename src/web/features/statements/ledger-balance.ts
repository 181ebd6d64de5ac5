import { toDecimal, type Amount } from '../../money/money';

/** A running balance (debit positive) as a bookkeeper writes it: the amount and `Dr` or `Cr`; zero has no side. */
export function balanceParts(balance: Amount): { amount: string; side: 'Dr' | 'Cr' | '' } {
  const value = toDecimal(balance);
  return { amount: value.abs().toFixed(), side: value.isZero() ? '' : value.isNegative() ? 'Cr' : 'Dr' };
}
