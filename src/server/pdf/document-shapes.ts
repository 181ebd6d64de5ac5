/**
 * What the PDF renderers print, as plain values: the documents the domain builds and the
 * renderers (commercial-document.ts, sales-order.ts) and their limits (limits.ts) take, apart
 * from the renderers, so that building or checking a document loads no renderer.
 */

export type CommercialDocumentKind = 'INVOICE' | 'CREDIT_NOTE' | 'PURCHASE_ORDER' | 'DELIVERY_NOTE' | 'RETURN_NOTE';

/**
 * What an invoice, credit note, purchase order or delivery note prints (decisions §13
 * "Documents"): plain values, amounts and quantities as exact decimal strings. `details` are
 * the dates and references beside the party ("Due date", "Payment terms", "Sales order", ...);
 * `totals` is null for a document without prices. `company.bankDetails` prints when given.
 */
export type CommercialDocument = {
  kind: CommercialDocumentKind;
  number: string;
  company: { name: string; address?: string | null; taxId?: string | null; email?: string | null; bankDetails?: string | null };
  party: { name: string; address?: string | null; taxId?: string | null; email?: string | null };
  details: [label: string, value: string][];
  currency: { code: string; minorUnits: number };
  lines: CommercialDocumentLine[];
  taxes: { name: string; ratePercent: string; base: string; amount: string }[];
  totals: { net: string; tax: string; charges: string; total: string } | null;
  notes?: string | null;
  version: number;
  /** The PDF's creation and modification date, so one record version always renders the same bytes. */
  updatedAt: Date;
};

export type CommercialDocumentLine = {
  itemCode: string;
  itemName: string;
  qty: string;
  uom?: string | null;
  unitPrice?: string;
  taxPercent?: string | null;
  taxAmount?: string;
  amount?: string;
};

/** What a sales order's PDF shows: plain values, amounts and quantities as exact decimal strings. */
export type SalesOrderDocument = {
  company: { name: string; code: string; address?: string | null };
  customer: { name: string; email?: string | null; address?: string | null };
  order: {
    trace: string;
    orderDate: string;
    deliveryDate?: string | null;
    currency: { code: string; minorUnits: number };
    status: string;
    workflowState: string;
    notes?: string | null;
    total: string;
    deliveredPercent: string;
    billedPercent: string;
    version: number;
    /** The document's creation and modification date, so one order version always renders the same bytes. */
    updatedAt: Date;
  };
  lines: SalesOrderDocumentLine[];
};

export type SalesOrderDocumentLine = { itemCode: string; itemName: string; qty: string; uom?: string | null; unitPrice: string; amount: string };

/** Every document the service prints: a sales order, or an invoice, credit note, purchase order or delivery note (with its `kind`). */
export type PrintableDocument = SalesOrderDocument | CommercialDocument;
