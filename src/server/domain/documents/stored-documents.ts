import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PdfFormat } from '../../../contract/document-pdf';
import type { DbOrTx } from '../../db/connection';
import { documents, type DocumentKind } from '../../db/schema';

export type StoredDocument = { content: Buffer; etag: string };

/** A stored document and the number its file is named after (`<number>.pdf`). */
export type NumberedDocument = StoredDocument & { number: string };

/** Which document: a record (by kind and id) in one version and print format. */
export type DocumentKey = { companyId: string; kind: DocumentKind; recordId: string; version: number; format: PdfFormat };

/** A strong ETag (RFC 9110 §8.8.3): the quoted SHA-256 of the bytes, so equal bytes have equal tags. */
export const strongEtag = (content: Buffer) => `"${createHash('sha256').update(content).digest('base64url')}"`;

/**
 * A record's PDF for one version and format (decisions §10, §13 "Documents"): the stored one, or
 * else `render`ed now, stored and answered. Two first requests at once may both render, but only
 * one row is stored (the other insert does nothing) and both answer the stored bytes; rendering
 * is deterministic, so they are the same bytes anyway.
 */
export async function storedDocument(db: DbOrTx, key: DocumentKey, render: () => Promise<Buffer>): Promise<StoredDocument> {
  const stored = () => db.select({ content: documents.content, etag: documents.etag }).from(documents)
    .where(and(
      eq(documents.kind, key.kind),
      eq(documents.recordId, key.recordId),
      eq(documents.version, key.version),
      eq(documents.format, key.format),
    ));
  const [found] = await stored();
  if (found) return found;

  const content = await render();
  const etag = strongEtag(content);
  const inserted = await db.insert(documents)
    .values({ ...key, etag, content })
    .onConflictDoNothing()
    .returning({ etag: documents.etag });
  if (inserted.length) return { content, etag };
  const [other] = await stored();
  return other;
}
