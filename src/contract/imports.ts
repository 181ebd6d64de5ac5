import { z } from 'zod';
import { importTypes } from './resources';
import { isoTimestamp, pageQuery, recordOf, uuid } from './common';

/** What an import brings in: one resource per import (decisions §11). */
export { importColumns, importTypes, type ImportType } from './resources';
export const importType = z.enum(importTypes).describe(`${importTypes.slice(0, -1).join(', ')} or ${importTypes.at(-1)}`);

/**
 * PENDING: created, no file processed yet (a dry run leaves it PENDING). RUNNING: a file is
 * being validated or written. SUCCEEDED: every row was written in one transaction. FAILED: the
 * file was refused (row errors, see `errors`) or the service stopped while it ran; nothing was written.
 */
export const importStatuses = ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export const importStatus = z.enum(importStatuses);
export type ImportStatus = (typeof importStatuses)[number];

/** INSERT: every row is a new record (an existing natural key is a row error). UPSERT: existing records are updated, identical ones left alone. */
export const importModes = ['INSERT', 'UPSERT'] as const;
export const importMode = z.enum(importModes).describe('INSERT (default): only new records; UPSERT: match the natural key and update');
export type ImportMode = (typeof importModes)[number];

/** `POST /imports`. */
export const importCreate = z.object({
  companyId: uuid.describe('The company the rows are imported into'),
  importType,
});
export type ImportCreate = z.input<typeof importCreate>;

/** A problem with one cell (or a whole row: `column` null) of the file. `row` is the row as a spreadsheet shows it: the header is row 1, the first data row 2. */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  code: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** One record an UPSERT updates: its row, its natural key and each field that changes, before and after. */
export const importChange = z.object({
  row: z.number().int().describe('The row of the file, as a spreadsheet numbers it'),
  key: z.string().describe('The natural key the row matched (item code, name, ...)'),
  fields: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type ImportChange = z.infer<typeof importChange>;

/** The answer to a successful `POST /imports/{id}/process` (also for a dry run, which writes nothing). */
export const importSummary = importCounts.extend({
  changes: z.array(importChange).describe('The first 100 records the file updates, field by field: on a dry run, what would change'),
  id: uuid,
  status: importStatus,
  dryRun: z.boolean(),
  mode: importMode,
  rows: z.number().int(),
  durationMs: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** An import and what became of it (`GET /imports/{id}`). */
export const importRecord = recordOf({
  companyIdString: uuid,
  importType,
  status: importStatus,
  mode: importMode.nullable().describe('Of the last processing; null while PENDING'),
  dryRun: z.boolean().describe('Whether the last processing was a dry run'),
  fileName: z.string().nullable(),
  rowsTotal: z.number().int().nullable().describe('Data rows in the file; null until it is read'),
  rowsProcessed: z.number().int().describe('Rows validated so far, then rows written; grows while RUNNING'),
  ...importCounts.shape,
  errorCount: z.number().int().describe('Row errors of the last processing (see GET /imports/{id}/errors.csv)'),
  errors: z.array(importRowError).describe('The first 100 row errors'),
  failureReason: z.string().nullable(),
  startedAt: isoTimestamp.nullable(),
  finishedAt: isoTimestamp.nullable(),
  durationMs: z.number().int().nullable(),
});
export type ImportRecord = z.infer<typeof importRecord>;

export const importListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  importType: importType.optional(),
  status: importStatus.optional(),
});
export type ImportListQuery = z.infer<typeof importListQuery>;

export const importTemplateParams = z.object({
  file: z.string().max(100).describe('<importType>.csv, e.g. ITEM.csv; another name is 404').meta({ examples: ['ITEM.csv'] }),
});

/** The form fields of `POST /imports/{id}/process` besides `file` (interface §2.10). */
export const importProcessFields = z.object({
  companyId: uuid,
  importType,
  dryRun: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
  mode: importMode.optional().default('INSERT'),
  decimalSeparator: z.enum(['.', ',']).optional().default('.').describe('"," reads 12,50 as 12.50; never guessed'),
});
export type ImportProcessFields = z.infer<typeof importProcessFields>;

/** A CSV answer (`text/csv; charset=utf-8`), as the OpenAPI document shows it. */
export const csvFile = z.string().describe('A CSV file: UTF-8, comma-separated, a header row first');

/** `POST /imports/{id}/process` as the OpenAPI document shows it: a multipart/form-data form of the fields and the file. */
export const importProcessForm = importProcessFields.extend({
  file: z.string().meta({ format: 'binary', contentMediaType: 'text/csv' }).describe('The CSV file (UTF-8, a header row first), as a file part named "file"'),
});
