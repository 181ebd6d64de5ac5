import type { Decimal } from 'decimal.js';
import type { Account } from '../../../contract/accounts';
import { toDecimal, type Amount } from '../../money/money';

/** The side an account type's balance normally sits on: debit for assets and expenses, credit otherwise. */
export const normalSide = (type: Account['type']): 'debit' | 'credit' => (type === 'ASSET' || type === 'EXPENSE' ? 'debit' : 'credit');

/**
 * A balance as a bookkeeper says it: the amount and its side ("$500.00 credit"), not a signed
 * amount on the normal side (the service gives `-500` for an asset account in credit).
 * A zero balance has no side.
 */
export function balanceOnItsSide(type: Account['type'], balance: Amount): { amount: Decimal; side: 'debit' | 'credit' | null } {
  const value = toDecimal(balance);
  if (value.isZero()) return { amount: value.abs(), side: null };
  const normal = normalSide(type);
  return { amount: value.abs(), side: value.isNegative() ? (normal === 'debit' ? 'credit' : 'debit') : normal };
}
