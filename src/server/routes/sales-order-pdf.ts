import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SalesOrderPdfFormat, SalesOrderPdfQuery } from '../../contract/sales-order-pdf';
import type { StoredDocument } from '../domain/sales/sales-order-documents';

/**
 * The print format a `GET /sales-orders/{salesOrderId}` asks for (decisions §10): its
 * `format`, else STANDARD when Accept prefers application/pdf to JSON, else none (JSON).
 */
export function requestedPdfFormat(request: FastifyRequest<{ Querystring: SalesOrderPdfQuery }>): SalesOrderPdfFormat | undefined {
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
  if (!accept) return false;
  let pdf = 0;
  let json = 0;
  for (const range of accept.split(',')) {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (type === 'application/pdf') pdf = Math.max(pdf, quality);
    else if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, quality);
  }
  return pdf > 0 && pdf >= json;
}

/**
 * Answers the PDF: 200 with its ETag and a Content-Disposition (attachment when
 * `download=true`, inline otherwise) named after the trace, or 304 when If-None-Match
 * already names its ETag.
 */
export function sendPdf(
  request: FastifyRequest<{ Querystring: SalesOrderPdfQuery }>,
  reply: FastifyReply,
  { trace, content, etag }: StoredDocument & { trace: string },
) {
  reply.header('ETag', etag).header('Vary', 'Accept');
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
  const filename = `${trace.replace(/[^\w.-]/g, '_')}.pdf`;
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
