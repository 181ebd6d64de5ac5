import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core';
import { salesOrders } from './sales-orders';

/** Rendered documents kept so they are generated once (decisions §10). */

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

/**
 * A sales order's PDF, one per order version and print format: generated on the first request
 * for it, served from here afterwards. Rows of older versions are history nothing reads.
 */
export const salesOrderDocuments = pgTable('sales_order_documents', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  salesOrderId: uuid('sales_order_id').notNull().references(() => salesOrders.id),
  version: integer('version').notNull(),
  format: text('format').notNull(),
  /** A strong ETag of the content: a quoted SHA-256 of the bytes. */
  etag: text('etag').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'sales_order_documents_pkey', columns: [t.salesOrderId, t.version, t.format] }),
]);
