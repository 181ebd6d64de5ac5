import { sql, type SQL } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core';

/** Rendered documents kept so they are generated once (decisions §10, §13 "Documents"). */

/**
 * Binary content: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come back
 * as a Buffer. Written as hex text decoded by the database: PGlite turns a Uint8Array parameter
 * into hex one byte at a time in JavaScript, on the event loop (a 280 KB PDF held it 150-300 ms
 * on a loaded machine, docs/performance.md "Sales order PDF in worker threads").
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | SQL }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('hex')}, 'hex')`,
  fromDriver: (value) => {
    const bytes = value as Buffer | Uint8Array;
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
});

export const documentKinds = ['SALES_ORDER', 'INVOICE', 'PURCHASE_ORDER', 'DELIVERY'] as const;
export type DocumentKind = (typeof documentKinds)[number];
const kindList = sql.raw(documentKinds.map((k) => `'${k}'`).join(', '));

/**
 * A record's PDF, one per kind of record, record version and print format: generated on the
 * first request for it, served from here afterwards. Rows of older versions are history nothing
 * reads. `record_id` names a sales order, invoice (or credit note), purchase order or delivery
 * after `kind`, so it has no foreign key; the record's company is `company_id`.
 */
export const documents = pgTable('documents', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  kind: text('kind', { enum: documentKinds }).notNull(),
  recordId: uuid('record_id').notNull(),
  version: integer('version').notNull(),
  format: text('format').notNull(),
  /** A strong ETag of the content: a quoted SHA-256 of the bytes. */
  etag: text('etag').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'documents_pkey', columns: [t.kind, t.recordId, t.version, t.format] }),
  check('documents_kind', sql`${t.kind} IN (${kindList})`),
]);
