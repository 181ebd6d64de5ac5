import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './core';
import { invoices } from './invoices';

export const invoiceEmailStatuses = ['QUEUED', 'SENT', 'FAILED'] as const;

/**
 * Invoices sent by email (decisions §13 "Email"): one row per `POST /invoices/{id}/send`,
 * queued with an outbox effect in the same transaction and kept up to date by its deliveries:
 * attempts, the SMTP server's last answer, and SENT or (after the last retry) FAILED.
 */
export const invoiceEmails = pgTable('invoice_emails', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  invoiceId: uuid('invoice_id').notNull(),
  to: jsonb('to').$type<string[]>().notNull(),
  cc: jsonb('cc').$type<string[]>().notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status', { enum: invoiceEmailStatuses }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When the next attempt is due while QUEUED after a failure (the retry schedule). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'invoice_emails_invoice_fk', columns: [t.invoiceId, t.companyId], foreignColumns: [invoices.id, invoices.companyId] }),
  index('invoice_emails_invoice_idx').on(t.invoiceId, t.createdAt),
  check('invoice_emails_status', sql`${t.status} IN ('QUEUED', 'SENT', 'FAILED')`),
]);
