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
