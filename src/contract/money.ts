import { z } from 'zod';

/**
 * A money amount in a JSON body: a number (decisions §2), checked exactly against the
 * currency's minor units on the server. Kept to 15 significant digits so it survives as a double.
 */
export const amount = z.number().refine((n) => Number.isFinite(n) && Math.abs(n) < 1e13, 'must be a finite amount below 10^13');
export const positiveAmount = amount.refine((n) => n > 0, 'must be greater than zero');
export const nonNegativeAmount = amount.refine((n) => n >= 0, 'must not be negative');
