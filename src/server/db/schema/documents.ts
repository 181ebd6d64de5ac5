import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core';
import { salesOrders } from './sales-orders';

/** Rendered documents kept so they are generated once (decisions §10). */

/** Binary content: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
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
