import { afterAll, describe, expect, test } from 'vitest';
import type { DomainError } from '../../src/server/base/errors';
import { decimalText, detailsOf } from '../../src/server/domain/documents/document-parts';
import { renderCommercialDocumentPdf } from '../../src/server/pdf/commercial-document';
import type { CommercialDocument } from '../../src/server/pdf/document-shapes';
import { COMMERCIAL_DOCUMENT_PDF_LIMITS } from '../../src/server/pdf/limits';
import { PdfPool } from '../../src/server/pdf/pool';
import { prefersPdf } from '../../src/server/routes/document-pdf';
import { pdfText, withPoppler } from '../support/pdf';

/** Invoices, credit notes, purchase orders and delivery notes rendered without the service (docs/documents.md). */

function invoice(overrides: Partial<CommercialDocument> = {}, lines = 2): CommercialDocument {
  return {
    kind: 'INVOICE',
    number: 'INV-ACME-000042',
    company: { name: 'Acme Trading', address: 'Hauptstraße 1\n10115 Berlin', taxId: 'DE123456789', email: 'billing@acme.example', bankDetails: 'IBAN DE02 1203 0000 0000 2020 51' },
    party: { name: 'شركة الأمل', address: 'شارع الملك فهد 12\nالرياض', taxId: '300000000000003' },
    details: [['Invoice date', '2026-03-10'], ['Due date', '2026-04-09'], ['Payment terms', 'Net 30']],
    currency: { code: 'USD', minorUnits: 2 },
    lines: Array.from({ length: lines }, (_, index) => ({
      itemCode: `ITEM-${index + 1}`, itemName: `Widget ${index + 1}`, qty: '3', uom: 'pcs', unitPrice: '100', taxPercent: '19.00', taxAmount: '57', amount: '300',
    })),
    taxes: [{ name: 'VAT 19 %', ratePercent: '19.00', base: String(300 * lines), amount: String(57 * lines) }],
    totals: { net: String(300 * lines), tax: String(57 * lines), charges: '0', total: String(357 * lines) },
    notes: 'Thank you',
    version: 1,
    updatedAt: new Date('2026-03-10T10:00:00Z'),
    ...overrides,
  };
}

describe('renderCommercialDocumentPdf', () => {
  test('the same document version renders the same bytes; another format other bytes', async () => {
    const [a, b, compact] = await Promise.all([
      renderCommercialDocumentPdf(invoice(), 'STANDARD'), renderCommercialDocumentPdf(invoice(), 'STANDARD'), renderCommercialDocumentPdf(invoice(), 'COMPACT'),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(compact)).toBe(false);
  });

  withPoppler('right-to-left names print shaped; no charges line when there are none; "Page 1 of 1"', async () => {
    const text = await pdfText(await renderCommercialDocumentPdf(invoice(), 'STANDARD'), 'unit-invoice-arabic');
    for (const expected of ['Invoice', 'INV-ACME-000042', 'شركة الأمل', 'Tax ID 300000000000003', 'Net 30', 'Total USD', '714.00', 'Page 1 of 1']) expect(text).toContain(expected);
    expect(text).not.toContain('Charges');
  });

  withPoppler('a delivery note prints quantities, not prices or totals', async () => {
    const delivery = invoice({ kind: 'DELIVERY_NOTE', number: 'DN-ACME-000001', totals: null, taxes: [] });
    delivery.lines = delivery.lines.map(({ itemCode, itemName, qty, uom }) => ({ itemCode, itemName, qty, uom }));
    const text = await pdfText(await renderCommercialDocumentPdf(delivery, 'STANDARD'), 'unit-delivery-note');
    expect(text).toContain('Delivery note');
    expect(text).not.toMatch(/Unit price|Total|300\.00/);
  });

  test.each([
    ['more lines than an invoice can hold', invoice({}, COMMERCIAL_DOCUMENT_PDF_LIMITS.lines + 1), 'items'],
    ['notes past the contract\'s length', invoice({ notes: 'x'.repeat(COMMERCIAL_DOCUMENT_PDF_LIMITS.notes + 1) }), 'notes'],
    ['bank details past 1000 characters', invoice({ company: { name: 'Acme', bankDetails: 'x'.repeat(1001) } }), 'company.bankDetails'],
  ])('refuses %s: 422 document-too-large naming it, in this thread and before the pool queues it', async (_label, document, path) => {
    const refusal = (await renderCommercialDocumentPdf(document, 'STANDARD').catch((error: DomainError) => error)) as DomainError;
    expect(refusal).toMatchObject({ code: 'document-too-large', errors: [expect.objectContaining({ path })] });
    const pool = new PdfPool({ workers: 1, queue: 1, timeoutMs: 60_000 });
    try {
      await expect(pool.render(document, 'STANDARD')).rejects.toMatchObject({ code: 'document-too-large' });
      expect(pool.load.workers).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('the worker pool renders every kind', () => {
  const pool = new PdfPool({ workers: 1, queue: 4, timeoutMs: 60_000 });
  afterAll(() => pool.close());

  test('an invoice rendered by a worker is the same bytes as in this thread', async () => {
    expect((await pool.render(invoice(), 'COMPACT')).equals(await renderCommercialDocumentPdf(invoice(), 'COMPACT'))).toBe(true);
  }, 30_000);
});

describe('document parts', () => {
  test('details keep their order and drop those without a value', () => {
    expect(detailsOf([['Invoice date', '2026-03-10'], ['Due date', false], ['Payment terms', null], ['Sales order', 'SO-1']]))
      .toEqual([['Invoice date', '2026-03-10'], ['Sales order', 'SO-1']]);
  });

  test('amounts print as the decimals they stand for; anything else is refused', () => {
    expect(decimalText(1234560)).toBe('1234560');
    expect(decimalText(0.07)).toBe('0.07');
    expect(decimalText(-12.5)).toBe('-12.5');
    expect(() => decimalText(1e21)).toThrow(/not a plain decimal/);
  });

  test('Accept prefers the PDF only when it ranks application/pdf at least as high as JSON', () => {
    expect(prefersPdf('application/pdf')).toBe(true);
    expect(prefersPdf('application/pdf, */*')).toBe(true);
    expect(prefersPdf('application/json, application/pdf;q=0.5')).toBe(false);
    expect(prefersPdf('*/*')).toBe(false);
    expect(prefersPdf(undefined)).toBe(false);
  });
});
