import { z } from 'zod';

/** The print formats of a sales order's PDF (decisions §10): `GET /sales-orders/{id}?format=`. */
export const salesOrderPdfFormats = ['STANDARD', 'COMPACT'] as const;
export type SalesOrderPdfFormat = (typeof salesOrderPdfFormats)[number];

/** `GET /sales-orders/{salesOrderId}`'s query (interface §4.3): with `format`, the answer is the PDF. */
export const salesOrderPdfQuery = z.object({
  format: z
    .enum(salesOrderPdfFormats, { error: `must be one of ${salesOrderPdfFormats.join(', ')}` })
    .optional()
    .describe('Answer the order as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD)'),
  download: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe('true: Content-Disposition attachment (download); otherwise inline. Only for the PDF'),
});
export type SalesOrderPdfQuery = z.infer<typeof salesOrderPdfQuery>;

/** The PDF bytes, as the OpenAPI document shows the `application/pdf` answer. */
export const pdfDocument = z.string().meta({ format: 'binary' }).describe('The PDF document');
