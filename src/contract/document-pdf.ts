import { z } from 'zod';

/**
 * The print formats of a document's PDF (decisions §10, §13 "Documents"): `GET
 * /sales-orders/{id}`, `/invoices/{id}`, `/purchase-orders/{id}` and `/deliveries/{id}` with `format=`.
 */
export const pdfFormats = ['STANDARD', 'COMPACT'] as const;
export type PdfFormat = (typeof pdfFormats)[number];

/** The query of a GET that answers a record or, with `format`, its PDF. */
export const pdfQuery = z.object({
  format: z
    .enum(pdfFormats, { error: `must be one of ${pdfFormats.join(', ')}` })
    .optional()
    .describe('Answer the record as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD)'),
  download: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe('true: Content-Disposition attachment (download); otherwise inline. Only for the PDF'),
});
export type PdfQuery = z.infer<typeof pdfQuery>;

/** The PDF bytes, as the OpenAPI document shows the `application/pdf` answer. */
export const pdfDocument = z.string().meta({ format: 'binary' }).describe('The PDF document');
