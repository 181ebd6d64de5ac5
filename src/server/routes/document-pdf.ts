import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problem } from '../../contract/common';
import { pdfDocument, pdfQuery, type PdfFormat, type PdfQuery } from '../../contract/document-pdf';
import type { NumberedDocument } from '../domain/documents/stored-documents';

/**
 * A `GET /<records>/{id}` that answers the record as JSON, or its PDF (decisions §10, §13
 * "Documents"): one schema, one way of choosing, one way of sending, for every kind.
 */

/** The route's config: its scope, and If-None-Match declared (the PDF's ETag). */
export const recordOrPdfConfig = (scope: string) => ({ scope, ifNoneMatch: true });

/** The route's query and answers: the record (`record`) or its PDF, 304, and the problems. */
export function recordOrPdfSchema(record: z.ZodType, what: string) {
  return {
    description: `JSON, unless \`format\` is given or \`Accept\` prefers \`application/pdf\` (then \`STANDARD\`): the ${what} as a PDF, rendered once per version and format `
      + 'and served from storage afterwards, with a strong `ETag` (`If-None-Match`: 304) and `Content-Disposition` `inline`, or `attachment` with `download=true`, '
      + 'named `<number>.pdf` (decisions §10, §13; docs/documents.md). Rendered in worker threads: 503 with `Retry-After` when they are busy; '
      + 'a document past the renderer\'s limits (only rows written around the API can be) is 422 `document-too-large`.',
    querystring: pdfQuery,
    response: {
      200: { description: `The ${what}`, content: { 'application/json': { schema: record }, 'application/pdf': { schema: pdfDocument } } },
      304: z.null().describe('Not modified: If-None-Match names the PDF\'s ETag; no body'),
      400: problem,
      404: problem,
      422: problem,
      503: problem,
    },
  };
}

/** The record's JSON (`json`), or its PDF in the requested format (`pdf`) sent by `sendPdf`. */
export async function answerRecordOrPdf<T>(
  request: FastifyRequest<{ Querystring: PdfQuery }>,
  reply: FastifyReply,
  answers: { json: () => Promise<T>; pdf: (format: PdfFormat) => Promise<NumberedDocument> },
): Promise<T | FastifyReply> {
  const format = requestedPdfFormat(request);
  if (!format) return answers.json();
  return sendPdf(request, reply, await answers.pdf(format));
}

/**
 * The print format a request asks for: its `format`, else STANDARD when Accept prefers
 * application/pdf to JSON, else none (JSON).
 */
export function requestedPdfFormat(request: FastifyRequest<{ Querystring: PdfQuery }>): PdfFormat | undefined {
  if (request.query.format) return request.query.format;
  return prefersPdf(request.headers.accept) ? 'STANDARD' : undefined;
}

/**
 * Whether an Accept header names application/pdf (q above 0) at no lower quality than the
 * ranges JSON matches (application/json and the wildcards). So "application/pdf" does, and
 * so does "application/pdf" beside a wildcard of the same quality; "application/json,
 * application/pdf;q=0.5" and a lone wildcard do not.
 */
export function prefersPdf(accept: string | undefined): boolean {
  return prefers(accept, 'application/pdf');
}

/** Whether an Accept header names `type` (q above 0) at no lower quality than the ranges JSON matches. */
export function prefers(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  let wanted = 0;
  let json = 0;
  for (const range of accept.split(',')) {
    const [name, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (name === type) wanted = Math.max(wanted, quality);
    else if (name === 'application/json' || name === 'application/*' || name === '*/*') json = Math.max(json, quality);
  }
  return wanted > 0 && wanted >= json;
}

/**
 * Answers the PDF: 200 with its ETag and a Content-Disposition (attachment when
 * `download=true`, inline otherwise) named after the document's number, or 304 when
 * If-None-Match already names its ETag.
 */
export function sendPdf(request: FastifyRequest<{ Querystring: PdfQuery }>, reply: FastifyReply, { number, content, etag }: NumberedDocument) {
  reply.header('ETag', etag).header('Vary', 'Accept');
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
  const filename = `${number.replace(/[^\w.-]/g, '_')}.pdf`;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${filename}"`)
    .send(content);
}

/** If-None-Match (RFC 9110 §13.1.2): `*`, or a list of tags compared weakly (W/ ignored). */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
