import { date, integer, numeric, text, uuid } from 'drizzle-orm/pg-core';
import { journalEntries } from './accounting';
import { users } from './auth';
import { timestamps, version } from './columns';
import { companies } from './core';
import { items } from './inventory';

/**
 * The column sets documents share: an order's header and lines (sales and purchase orders), a
 * posted document's journal entry and authorship, a cancellation, an item line. Each is a
 * function, so every table gets builders of its own.
 */

/** Who wrote the document, when, and its version: the last columns of every document. */
export const authored = () => ({
  createdBy: uuid('created_by').references(() => users.id),
  ...timestamps,
  ...version,
});

/** A posted document's journal entry (null when it posted nothing). */
export const posted = () => ({ journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id) });

/** A cancelled document: the day, and the reversal of its journal entry that the cancellation posted. */
export const cancellation = () => ({
  cancelledOn: date('cancelled_on', { mode: 'string' }),
  /** The reversal of `journal_entry_id` posted by the cancellation. */
  reversalJournalEntryId: uuid('reversal_journal_entry_id').references(() => journalEntries.id),
});

/** A numbered document of a company: id, company, number (`INV-...`, `PO-...`, ...). */
export const numberedDocument = () => ({
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  number: text('number').notNull(),
});

/** An order line's item and quantity, after its order. */
export const orderLineItem = () => ({
  lineNumber: integer('line_number').notNull(),
  itemId: uuid('item_id').notNull().references(() => items.id),
  itemCode: text('item_code').notNull(),
  qty: numeric('qty', { mode: 'string' }).notNull(),
});

/** A posted document's item line after its document: number, company, item and quantity. */
export const itemLine = () => ({
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  qty: numeric('qty', { mode: 'string' }).notNull(),
});
