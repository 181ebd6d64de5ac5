import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '../../../contract/imports';
import { timestamps, version } from './columns';
import { companies } from './core';

/**
 * CSV imports (decisions §11): one row per import, its progress and outcome. The row errors and
 * the rejected rows (for errors.csv) are kept as JSON with the import; the data rows themselves
 * never land here: they are validated in memory and written in one transaction.
 */
export const imports = pgTable('imports', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  importType: text('import_type').notNull(),
  status: text('status').notNull().default('PENDING'),
  mode: text('mode'),
  dryRun: boolean('dry_run').notNull().default(false),
  fileName: text('file_name'),
  rowsTotal: integer('rows_total'),
  rowsProcessed: integer('rows_processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
  /** The header and the rejected rows as read, for errors.csv. */
  rejected: jsonb('rejected').$type<{ header: string[]; rows: { row: number; cells: string[] }[] }>(),
  failureReason: text('failure_reason'),
  createdBy: uuid('created_by'),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  durationMs: integer('duration_ms'),
  ...timestamps,
  ...version,
}, (t) => [
  index('imports_company_created_idx').on(t.companyId, t.createdAt),
  check('imports_status_check', sql`${t.status} IN ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')`),
]);
