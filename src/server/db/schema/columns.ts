import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column sets every area uses. */

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Optimistic-concurrency counter: bumped on every update, exposed as `version` and the ETag. */
export const version = { version: integer('version').notNull().default(1) };

/** Exact money: NUMERIC without a fixed scale; amounts are checked against the currency's minor units. */
export const money = (column: string) => numeric(column, { mode: 'string' });

/**
 * A document in any currency (decisions §13 "Exchange rates"): base-currency units per unit of
 * its currency (1 in the company's base currency), its total and what is left open in the base
 * currency at that rate.
 */
export const foreignCurrency = () => ({
  exchangeRate: money('exchange_rate').notNull().default('1'),
  baseTotal: money('base_total').notNull(),
  baseOutstanding: money('base_outstanding').notNull(),
});

/** An order in any currency: its rate and total in the base currency (nothing is open on an order). */
export const orderCurrency = () => ({
  exchangeRate: money('exchange_rate').notNull().default('1'),
  baseTotal: money('base_total').notNull(),
});
