import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import type { SalesDelivery, SalesOrderDetail } from '../../src/contract/sales-orders';
import type { TaxRate } from '../../src/contract/tax-rates';
import type { Principal } from '../../src/server/base/principal';
import { documents, type DocumentKind } from '../../src/server/db/schema';
import { strongEtag } from '../../src/server/domain/documents/stored-documents';
import { invoiceDocument } from '../../src/server/domain/sales/invoice-documents';
import { ok, type Client } from '../support/accounting-fixtures';
import { bearer, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { pdfText, withPoppler } from '../support/pdf';
import { useTwoCompanyApp } from '../support/two-companies';

/** Invoices, credit notes, purchase orders and delivery notes as PDFs (decisions §13 "Documents", docs/documents.md). */

const world = useTwoCompanyApp();

const COMPANY = {
  name: 'Acme Trading',
  address: 'Hauptstraße 1\n10115 Berlin',
  taxId: 'DE123456789',
  bankDetails: 'IBAN DE02 1203 0000 0000 2020 51\nBIC BYLADEM1001',
  email: 'billing@acme.example',
};

const item = (itemCode: string, name: string, companyIdString: string) => ({
  itemCode, name, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString,
});

let vat19: TaxRate;
let vat7: TaxRate;
let customerId: string;
let supplierId: string;

beforeAll(async () => {
  const { api, company } = world;
  ok(await api.put(`/companies/${company.id}`, COMPANY));
  vat19 = ok(await api.post('/tax-rates', { name: 'VAT 19 %', ratePercent: '19', companyIdString: company.id }), 201);
  vat7 = ok(await api.post('/tax-rates', { name: 'VAT 7 %', ratePercent: '7', companyIdString: company.id }), 201);
  const terms = ok(await api.post('/payment-terms', { name: 'Net 30', dueDays: 30, companyIdString: company.id }), 201);
  customerId = ok(await api.post('/customers', {
    name: '東京商事', billingAddress: '東京都千代田区丸の内1-1\n100-0005 Tokyo', taxId: 'JP-T1234567890123', email: 'ap@tokyo-shoji.example',
    currencyCode: 'USD', paymentTermsIdString: terms.id, companyIdString: company.id,
  }), 201).id;
  supplierId = ok(await api.post('/suppliers', { name: 'Ελληνική Προμήθεια', address: 'Οδός Ερμού 10\nΑθήνα', email: 'sales@supplier.example', companyIdString: company.id }), 201).id;
  ok(await api.post('/items', item('LAMP', 'Desk lamp', company.id)), 201);
  ok(await api.post('/items', item('KANJI', '東京の特別な照明', company.id)), 201);
  ok(await world.theirApi.post('/items', item('LAMP', 'Their lamp', world.otherCompany.id)), 201);
});

const invoiceLines = (count = 2) => Array.from({ length: count }, (_, index) => index % 2
  ? { itemCode: 'KANJI', qty: 2, unitPrice: 0.5, amount: 1, taxRateIdString: vat7.id }
  : { itemCode: 'LAMP', qty: 3, unitPrice: 100, amount: 300, taxRateIdString: vat19.id });

async function createInvoice(lines = 2, as: Client = world.api, customer = customerId): Promise<InvoiceDetail> {
  return ok(await as.post('/invoices', {
    companyIdString: as === world.api ? world.company.id : world.otherCompany.id, customerIdString: customer, currencyCodeString: 'USD',
    postingDate: '2026-03-10', return: false, notes: 'Thank you for your order', items: invoiceLines(lines),
    charges: [{ amount: 15, description: 'Shipping', chargeType: 'shipping' }],
  }), 201);
}

async function createCreditNote(against: InvoiceDetail): Promise<InvoiceDetail> {
  return ok(await world.api.post('/invoices', {
    companyIdString: world.company.id, customerIdString: customerId, currencyCodeString: 'USD', postingDate: '2026-03-12', return: true,
    returnAgainstIdString: against.id, items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 100, amount: 100, taxRateIdString: vat19.id }],
  }), 201);
}

async function createPurchaseOrder(): Promise<PurchaseOrderDetail> {
  return ok(await world.api.post('/purchase-orders', {
    companyIdString: world.company.id, supplierIdString: supplierId, currencyCodeString: 'USD', orderDate: '2026-03-01', expectedDate: '2026-03-20',
    notes: 'Deliver to gate 4', items: [{ itemCode: 'LAMP', qty: 10, rate: 40, taxRateIdString: vat19.id }, { itemCode: 'KANJI', qty: 5, rate: 2 }],
  }), 201);
}

async function createDelivery(): Promise<SalesDelivery> {
  const order = ok<SalesOrderDetail>(await world.api.post('/sales-orders', {
    companyIdString: world.company.id, customerIdString: customerId, currencyCodeString: 'USD', orderDate: '2026-03-01',
    items: [{ itemCode: 'LAMP', qty: 4, unitPrice: 100 }, { itemCode: 'KANJI', qty: 6, unitPrice: 1 }],
  }), 201);
  ok(await world.api.put(`/sales-orders/update-workflow/${order.trace}`, undefined));
  ok(await world.api.put(`/sales-orders/update-workflow/${order.trace}`, undefined));
  return ok(await world.api.post(`/sales-orders/${order.id}/deliveries`, { postingDate: '2026-03-05', items: [{ itemCode: 'LAMP', qty: 3 }, { itemCode: 'KANJI', qty: 6 }] }), 201);
}

const get = (url: string, headers: Record<string, string> = {}, token = world.admin.token) =>
  world.t.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });

const storedRows = async (kind: DocumentKind, recordId: string) =>
  (await world.t.database.db.select({ n: count() }).from(documents).where(and(eq(documents.kind, kind), eq(documents.recordId, recordId))))[0].n;

function expectPdf(res: LightMyRequestResponse, disposition: 'inline' | 'attachment', number: string) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`${disposition}; filename="${number}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.headers.etag).toBe(`"${createHash('sha256').update(res.rawPayload).digest('base64url')}"`);
  return res.rawPayload;
}

/** One kind of record: how to make one, where it is, what its rows in the store are called, which scope reads it. */
type Kind = { name: string; kind: DocumentKind; path: string; scope: string; create: () => Promise<{ id: string; number: string; version: number }> };
const kinds: Kind[] = [
  { name: 'invoice', kind: 'INVOICE', path: '/invoices', scope: 'invoices:read', create: () => createInvoice() },
  { name: 'credit note', kind: 'INVOICE', path: '/invoices', scope: 'invoices:read', create: async () => createCreditNote(await createInvoice()) },
  { name: 'purchase order', kind: 'PURCHASE_ORDER', path: '/purchase-orders', scope: 'purchase-orders:read', create: createPurchaseOrder },
  { name: 'delivery note', kind: 'DELIVERY', path: '/deliveries', scope: 'sales-orders:read', create: createDelivery },
];

describe.each(kinds)('GET $path/{id} of a $name as a PDF', ({ kind, path, scope, create }) => {
  let record: { id: string; number: string; version: number };
  beforeAll(async () => {
    record = await create();
  });

  test('by format: STANDARD and COMPACT, inline, named after the number, each its own strong ETag', async () => {
    const standard = await get(`${path}/${record.id}?format=STANDARD`);
    const compact = await get(`${path}/${record.id}?format=COMPACT`);
    expectPdf(standard, 'inline', record.number);
    expectPdf(compact, 'inline', record.number);
    expect(compact.headers.etag).not.toBe(standard.headers.etag);
  });

  test('by Accept: application/pdf is the STANDARD PDF; JSON otherwise', async () => {
    const standard = await get(`${path}/${record.id}?format=STANDARD`);
    const byAccept = await get(`${path}/${record.id}`, { accept: 'application/pdf' });
    expectPdf(byAccept, 'inline', record.number);
    expect(byAccept.headers.etag).toBe(standard.headers.etag);
    expect(byAccept.headers.vary).toMatch(/Accept/);
    for (const accept of [undefined, 'application/json', 'application/json, application/pdf;q=0.5']) {
      const res = await get(`${path}/${record.id}`, accept ? { accept } : {});
      expect(res.headers['content-type'], String(accept)).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ id: record.id, number: record.number });
    }
  });

  test('download=true: attachment; If-None-Match with the ETag: 304 without a body', async () => {
    expectPdf(await get(`${path}/${record.id}?format=COMPACT&download=true`), 'attachment', record.number);
    const { etag } = (await get(`${path}/${record.id}?format=STANDARD`)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, '*']) {
      const res = await get(`${path}/${record.id}?format=STANDARD`, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
  });

  test('stored per version and format: the second request is answered from storage', async () => {
    const fresh = await create();
    expectPdf(await get(`${path}/${fresh.id}?format=STANDARD`), 'inline', fresh.number);
    expect(await storedRows(kind, fresh.id)).toBe(1);
    const marker = Buffer.from('%PDF-1.3\n% stored copy\n%%EOF\n');
    await world.t.database.db.update(documents).set({ content: marker, etag: strongEtag(marker) })
      .where(and(eq(documents.kind, kind), eq(documents.recordId, fresh.id)));
    expect(expectPdf(await get(`${path}/${fresh.id}`, { accept: 'application/pdf' }), 'inline', fresh.number).equals(marker)).toBe(true);
    expect(await storedRows(kind, fresh.id)).toBe(1);
  });

  test('a bad format or download: 400 invalid-query listing the formats; nothing stored', async () => {
    const fresh = await create();
    const problem = expectProblem(await get(`${path}/${fresh.id}?format=FANCY`), 400, 'invalid-query');
    expect(problem.detail).toContain('STANDARD, COMPACT');
    expect(expectProblem(await get(`${path}/${fresh.id}?format=STANDARD&download=yes`), 400, 'invalid-query').errors?.map((e) => e.path)).toEqual(['download']);
    expect(await storedRows(kind, fresh.id)).toBe(0);
  });

  test(`401 without credentials; 403 for a key without ${scope}; another company's record 404`, async () => {
    await expectUnauthorized(world.t, { method: 'GET', url: `${path}/${record.id}?format=STANDARD` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `${path}/${record.id}?format=STANDARD` }, scope);
    expectProblem(await get(`${path}/${record.id}?format=STANDARD`, {}, world.other.token), 404, 'not-found');
    expectProblem(await get(`${path}/${record.id}`, { accept: 'application/pdf' }, world.other.token), 404, 'not-found');
  });
});

describe('what the documents show (pdftotext)', () => {
  const companyDetails = ['Acme Trading', 'Hauptstraße 1', '10115 Berlin', 'Tax ID DE123456789', 'billing@acme.example'];
  const customerDetails = ['東京商事', '東京都千代田区丸の内1-1', '100-0005 Tokyo', 'Tax ID JP-T1234567890123'];

  withPoppler('an invoice: company with bank details, customer, dates, due date and terms, lines with tax, the tax per rate, totals, notes, "Page 1 of 1"', async () => {
    const invoice = await createInvoice();
    expect(invoice.dueDate).toBe('2026-04-09');
    const text = await pdfText((await get(`/invoices/${invoice.id}?format=STANDARD`)).rawPayload, 'invoice-standard');
    for (const expected of [
      'Invoice', invoice.number, ...companyDetails, 'IBAN DE02 1203 0000 0000 2020 51', 'BIC BYLADEM1001', ...customerDetails,
      '2026-03-10', 'Due date', '2026-04-09', 'Payment terms', 'Net 30', 'Desk lamp', '東京の特別な照明', 'LAMP',
      'Thank you for your order', 'Page 1 of 1',
    ]) expect(text).toContain(expected);
    // the lines' tax, the tax per rate (name, rate, base, tax), and net + tax + charges = total
    expect(text).toMatch(/VAT 19 %\s+19\.00\s+300\.00\s+57\.00/);
    expect(text).toMatch(/VAT 7 %\s+7\.00\s+1\.00\s+0\.07/);
    expect(text).toMatch(/Net\s+301\.00/);
    expect(text).toMatch(/Tax\s+57\.07/);
    expect(text).toMatch(/Charges\s+15\.00/);
    expect(text).toMatch(/Total USD\s+373\.07/);

    const compact = await pdfText((await get(`/invoices/${invoice.id}?format=COMPACT`)).rawPayload, 'invoice-compact');
    for (const expected of [invoice.number, 'Acme Trading', 'DE123456789', '東京商事', '2026-04-09', 'Net 30', 'Total USD', '373.07', 'Page 1 of 1']) expect(compact).toContain(expected);
  });

  withPoppler('a credit note says so, names the invoice it returns against, and has no due date or bank details', async () => {
    const invoice = await createInvoice();
    const credit = await createCreditNote(invoice);
    const text = await pdfText((await get(`/invoices/${credit.id}?format=STANDARD`)).rawPayload, 'credit-note');
    for (const expected of ['Credit note', credit.number, 'Returns against', invoice.number, ...companyDetails, ...customerDetails, 'Total USD', '119.00']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Due date');
    expect(text).not.toContain('IBAN');
  });

  withPoppler('a purchase order: the supplier\'s name and address, dates, lines with tax, totals', async () => {
    const order = await createPurchaseOrder();
    const text = await pdfText((await get(`/purchase-orders/${order.id}?format=STANDARD`)).rawPayload, 'purchase-order');
    for (const expected of ['Purchase order', order.number, ...companyDetails, 'Ελληνική Προμήθεια', 'Οδός Ερμού 10', 'Αθήνα', '2026-03-01', '2026-03-20',
      'Deliver to gate 4', 'Desk lamp', 'Page 1 of 1']) expect(text).toContain(expected);
    expect(text).toMatch(/VAT 19 %\s+19\.00\s+400\.00\s+76\.00/);
    expect(text).toMatch(/Total USD\s+486\.00/);
    expect(text).not.toContain('IBAN');
  });

  withPoppler('a delivery note: the quantities and the order, no prices', async () => {
    const delivery = await createDelivery();
    const text = await pdfText((await get(`/deliveries/${delivery.id}?format=STANDARD`)).rawPayload, 'delivery-note');
    for (const expected of ['Delivery note', delivery.number, delivery.salesOrderTrace, ...companyDetails, ...customerDetails, '2026-03-05', 'Desk lamp', '東京の特別な照明', 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Total|Unit price|100\.00/);
  });

  withPoppler('a long invoice takes two pages, each "Page n of 2"', async () => {
    const invoice = await createInvoice(40);
    const text = await pdfText((await get(`/invoices/${invoice.id}?format=STANDARD`)).rawPayload, 'invoice-long');
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).toContain(`${invoice.number} (continued)`);
  });
});

describe('invoiceDocument (what POST /invoices/{id}/send attaches)', () => {
  test('the same stored bytes the API answers; another company\'s invoice is not found', async () => {
    const invoice = await createInvoice();
    const principal: Principal = { kind: 'session', userId: world.admin.userId, name: 'Test', role: 'ADMIN', companyIds: [world.company.id], defaultCompanyId: world.company.id };
    const ctx = { db: world.t.database.db, principal };
    const document = await invoiceDocument(ctx, invoice.id, 'STANDARD');
    expect(document.number).toBe(invoice.number);
    const answered = expectPdf(await get(`/invoices/${invoice.id}?format=STANDARD`), 'inline', invoice.number);
    expect(answered.equals(document.content)).toBe(true);
    await expect(invoiceDocument({ ...ctx, principal: { ...principal, companyIds: [world.otherCompany.id] } }, invoice.id, 'STANDARD'))
      .rejects.toMatchObject({ code: 'not-found' });
  });
});
