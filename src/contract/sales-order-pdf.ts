/** The print formats of a sales order's PDF (decisions §10): `GET /sales-orders/{id}?format=`. */
export const salesOrderPdfFormats = ['STANDARD', 'COMPACT'] as const;
export type SalesOrderPdfFormat = (typeof salesOrderPdfFormats)[number];
