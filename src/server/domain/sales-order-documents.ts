import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SalesOrderPdfFormat } from '../../contract/sales-order-pdf';
import type { DbOrTx } from '../db/connection';
import { salesOrderDocuments } from '../db/schema';

export type StoredDocument = { content: Buffer; etag: string };

/** A strong ETag (RFC 9110 §8.8.3): the quoted SHA-256 of the bytes, so equal bytes have equal tags. */
export const strongEtag = (content: Buffer) => `"${createHash('sha256').update(content).digest('base64url')}"`;

/**
 * A sales order's PDF for one order version and format (decisions §10): the stored one, or
 * else `render`ed now, stored and answered. Two first requests at once may both render, but
 * only one row is stored (the other insert does nothing) and both answer the stored bytes;
 * rendering is deterministic, so they are the same bytes anyway.
 */
export async function storedSalesOrderPdf(
  db: DbOrTx,
  input: { companyId: string; salesOrderId: string; version: number; format: SalesOrderPdfFormat; render: () => Promise<Buffer> },
): Promise<StoredDocument> {
  const stored = () => db.select({ content: salesOrderDocuments.content, etag: salesOrderDocuments.etag }).from(salesOrderDocuments)
    .where(and(
      eq(salesOrderDocuments.salesOrderId, input.salesOrderId),
      eq(salesOrderDocuments.version, input.version),
      eq(salesOrderDocuments.format, input.format),
    ));
  const [found] = await stored();
  if (found) return found;

  const content = await input.render();
  const etag = strongEtag(content);
  const inserted = await db.insert(salesOrderDocuments)
    .values({ companyId: input.companyId, salesOrderId: input.salesOrderId, version: input.version, format: input.format, etag, content })
    .onConflictDoNothing()
    .returning({ etag: salesOrderDocuments.etag });
  if (inserted.length) return { content, etag };
  const [other] = await stored();
  return other;
}
