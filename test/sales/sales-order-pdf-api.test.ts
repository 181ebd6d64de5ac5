import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import type { PdfSettings } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { documents, salesOrders } from '../../src/server/db/schema';
import { storedDocument, strongEtag, type DocumentKey } from '../../src/server/domain/documents/stored-documents';
import { client, ok, type Client } from '../support/accounting-fixtures';
import { createMember, type Member } from '../support/auth-fixtures';
import { bearer, expectForbiddenScope, expectProblem, expectUnauthorized, setupAdmin, type Admin } from '../support/fixtures';
import { pdfText, withPoppler } from '../support/pdf';
import { createTestApp, testAppConfig, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let theirApi: Client;

const item = (itemCode: string, name: string, companyIdString: string) => ({
  itemCode, name, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t, 'admin@example.com', { name: 'Łódź Trading', baseCurrency: 'PLN' });
  other = await createMember(t, 'other@example.com', 'ADMIN');
  api = client(t, admin.token);
  theirApi = client(t, other.token);
  ok(await api.post('/items', item('LAMP', 'Desk lamp', admin.companyId)), 201);
  ok(await api.post('/items', item('KANJI', '東京の特別な照明', admin.companyId)), 201);
  ok(await theirApi.post('/items', item('LAMP', 'Their lamp', other.companyId)), 201);
});
afterAll(async () => {
  await t?.close();
});

async function createOrder(as = api, companyId = admin.companyId, customerName = '東京商事'): Promise<SalesOrderDetail> {
  const customer = ok(await as.post('/customers', {
    name: `${customerName} ${Math.random().toString(36).slice(2, 8)}`, billingAddress: '東京都千代田区丸の内1-1', currencyCode: 'PLN', companyIdString: companyId,
  }), 201);
  const items = as === api
    ? [{ itemCode: 'LAMP', qty: 1500, unitPrice: 823.04 }, { itemCode: 'KANJI', qty: 2, unitPrice: 0.5 }]
    : [{ itemCode: 'LAMP', qty: 1, unitPrice: 1 }];
  return ok(await as.post('/sales-orders', {
    companyIdString: companyId, customerIdString: customer.id, currencyCodeString: 'PLN', orderDate: '2026-11-20', deliveryDate: '2026-12-01', notes: 'Gate 4', items,
  }), 201);
}

const get = (url: string, headers: Record<string, string> = {}, token = admin.token) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });

/** The sales order's rows in the document store (docs/documents.md). */
const ofOrder = (salesOrderId: string) => and(eq(documents.kind, 'SALES_ORDER'), eq(documents.recordId, salesOrderId));
const storedRows = async (salesOrderId: string) =>
  (await t.database.db.select({ n: count() }).from(documents).where(ofOrder(salesOrderId)))[0].n;
/** The document store's function as the sales order's storage was called before it served every kind. */
const storedSalesOrderPdf = (db: typeof t.database.db, { salesOrderId, render, ...key }: Omit<DocumentKey, 'kind' | 'recordId'> & { salesOrderId: string; render: () => Promise<Buffer> }) =>
  storedDocument(db, { ...key, kind: 'SALES_ORDER', recordId: salesOrderId }, render);

function expectPdf(res: LightMyRequestResponse, disposition: 'inline' | 'attachment', trace: string) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`${disposition}; filename="${trace}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sha256 = createHash('sha256').update(res.rawPayload).digest('base64url');
  expect(res.headers.etag).toBe(`"${sha256}"`);
  return res.rawPayload;
}

describe('GET /sales-orders/{salesOrderId} as a PDF', () => {
  let order: SalesOrderDetail;
  beforeAll(async () => {
    order = await createOrder();
  });

  test('format=STANDARD: 200 application/pdf, inline, named after the trace, strong ETag', async () => {
    const pdf = expectPdf(await get(`/sales-orders/${order.id}?format=STANDARD`), 'inline', order.trace);
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  withPoppler('the PDF shows the order as text: trace, company, customer, lines, total, status', async () => {
    const text = await pdfText((await get(`/sales-orders/${order.trace}?format=STANDARD`)).rawPayload, 'api-standard');
    for (const expected of [order.trace, 'Łódź Trading', '東京商事', '東京都千代田区丸の内1-1', 'Desk lamp', '東京の特別な照明', 'LAMP',
      '1,234,560.00', '823.04', 'Total PLN 1,234,561.00', 'DRAFT', '2026-11-20', '2026-12-01', 'Gate 4']) expect(text).toContain(expected);
    const compact = await pdfText((await get(`/sales-orders/${order.trace}?format=COMPACT`)).rawPayload, 'api-compact');
    for (const expected of [order.trace, '東京商事', 'Desk lamp', 'Total PLN 1,234,561.00']) expect(compact).toContain(expected);
    expect(compact).not.toContain('東京都千代田区丸の内1-1');
  });

  test('download=true is an attachment, download=false inline; by id or by trace, the same document', async () => {
    const attachment = expectPdf(await get(`/sales-orders/${order.trace}?format=STANDARD&download=true`), 'attachment', order.trace);
    const inline = expectPdf(await get(`/sales-orders/${order.id}?format=STANDARD&download=false`), 'inline', order.trace);
    expect(attachment.equals(inline)).toBe(true);
  });

  test('Accept: application/pdf without format is the STANDARD PDF; JSON otherwise', async () => {
    const standard = (await get(`/sales-orders/${order.id}?format=STANDARD`)).headers.etag;
    const byAccept = await get(`/sales-orders/${order.id}`, { accept: 'application/pdf' });
    expectPdf(byAccept, 'inline', order.trace);
    expect(byAccept.headers.etag).toBe(standard);
    expect(byAccept.headers.vary).toMatch(/Accept/);
    expectPdf(await get(`/sales-orders/${order.id}?download=true`, { accept: 'application/pdf, */*' }), 'attachment', order.trace);

    for (const accept of [undefined, 'application/json', '*/*', 'application/json, application/pdf;q=0.5', 'application/pdf;q=0']) {
      const res = await get(`/sales-orders/${order.id}`, accept ? { accept } : {});
      expect(res.statusCode, `${accept}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], String(accept)).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ id: order.id, trace: order.trace, version: order.version });
    }
  });

  test('COMPACT is another document with its own ETag', async () => {
    const standard = await get(`/sales-orders/${order.id}?format=STANDARD`);
    const compact = await get(`/sales-orders/${order.id}?format=COMPACT`);
    expectPdf(compact, 'inline', order.trace);
    expect(compact.headers.etag).not.toBe(standard.headers.etag);
  });

  test('If-None-Match with the ETag: 304 without a body; another tag: 200', async () => {
    const { etag } = (await get(`/sales-orders/${order.id}?format=STANDARD`)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/sales-orders/${order.id}?format=STANDARD`, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expectPdf(await get(`/sales-orders/${order.id}?format=STANDARD`, { 'if-none-match': '"something-else"' }), 'inline', order.trace);
  });

  test('rendered once per version and format: later requests answer the stored bytes', async () => {
    const fresh = await createOrder();
    const first = expectPdf(await get(`/sales-orders/${fresh.id}?format=STANDARD`), 'inline', fresh.trace);
    expect(await storedRows(fresh.id)).toBe(1);
    // Replace what is stored: the next answer is exactly that, so it came from storage, not a new render.
    const marker = Buffer.from('%PDF-1.3\n% stored copy\n%%EOF\n');
    await t.database.db.update(documents).set({ content: marker, etag: strongEtag(marker) }).where(ofOrder(fresh.id));
    const second = expectPdf(await get(`/sales-orders/${fresh.trace}?format=STANDARD`), 'inline', fresh.trace);
    expect(second.equals(marker)).toBe(true);
    expect(second.equals(first)).toBe(false);
    expect(await storedRows(fresh.id)).toBe(1);
  });

  withPoppler('a new order version renders a new PDF (and keeps the old one)', async () => {
    const fresh = await createOrder();
    const before = await get(`/sales-orders/${fresh.id}?format=STANDARD`);
    expect(await pdfText(before.rawPayload, 'api-version-1')).toContain('DRAFT');
    const advanced = ok<SalesOrderDetail>(await api.put(`/sales-orders/update-workflow/${fresh.trace}`, undefined));
    expect(advanced.version).toBeGreaterThan(fresh.version);

    const after = await get(`/sales-orders/${fresh.id}?format=STANDARD`);
    expectPdf(after, 'inline', fresh.trace);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await pdfText(after.rawPayload, 'api-version-2')).toContain('PENDING_APPROVAL');
    expect(await storedRows(fresh.id)).toBe(2);
    // The old ETag no longer matches: the new version is sent in full.
    expect((await get(`/sales-orders/${fresh.id}?format=STANDARD`, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  test('an unknown format is 400 invalid-query listing the formats; nothing is stored', async () => {
    const fresh = await createOrder();
    for (const format of ['FANCY', 'standard', '']) {
      const problem = expectProblem(await get(`/sales-orders/${fresh.id}?format=${format}`), 400, 'invalid-query');
      expect(problem.detail).toContain('STANDARD, COMPACT');
      expect(problem.errors?.map((e) => e.path)).toEqual(['format']);
    }
    expect(await storedRows(fresh.id)).toBe(0);
  });

  test('download that is not a boolean is 400 invalid-query', async () => {
    for (const download of ['yes', '1', 'TRUE', '']) {
      const problem = expectProblem(await get(`/sales-orders/${order.id}?format=STANDARD&download=${download}`), 400, 'invalid-query');
      expect(problem.errors?.map((e) => e.path)).toEqual(['download']);
      expect(problem.detail).toContain('must be true or false');
    }
  });

  test('401 without credentials; 403 for a key without sales-orders:read', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `/sales-orders/${order.id}?format=STANDARD` });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/sales-orders/${order.id}?format=STANDARD` }, 'sales-orders:read');
  });

  test('another company\'s order, or none: 404, and nothing rendered or stored', async () => {
    const theirs = await createOrder(theirApi, other.companyId, 'Their customer');
    for (const ref of [theirs.id, theirs.trace]) {
      expectProblem(await get(`/sales-orders/${ref}?format=STANDARD`), 404, 'not-found');
      expectProblem(await get(`/sales-orders/${ref}`, { accept: 'application/pdf' }), 404, 'not-found');
    }
    expect(await storedRows(theirs.id)).toBe(0);
    expectProblem(await get('/sales-orders/SO-NOPE-000001?format=COMPACT'), 404, 'not-found');
    // Their own request works.
    expectPdf(await get(`/sales-orders/${theirs.id}?format=COMPACT`, {}, other.token), 'inline', theirs.trace);
  });
});

describe('the renderer\'s bounds (worker pool, limits)', () => {
  /** The same service on the same database, with a PDF pool of its own. */
  async function withPool<T>(pdf: Partial<PdfSettings>, use: (inject: typeof t.inject) => Promise<T>): Promise<T> {
    const app = await buildApp({ database: t.database, config: { ...testAppConfig, pdf } });
    try {
      return await use((options) => app.inject(options));
    } finally {
      await app.close();
    }
  }
  const pdfRequest = (id: string) => ({ method: 'GET' as const, url: `/api/v1/sales-orders/${id}?format=STANDARD`, headers: bearer(admin.token) });

  test('notes as long as the contract allows, without a space, render; longer notes (written around the API) are 422 document-too-large', async () => {
    const order = await createOrder();
    const longest = ok(await api.put(`/sales-orders/${order.id}`, {
      customerIdString: order.customerIdString, currencyCodeString: 'PLN', orderDate: '2026-11-20', notes: 'x'.repeat(10_000), items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 1 }],
    }), 200);
    expectPdf(await get(`/sales-orders/${order.id}?format=STANDARD`), 'inline', longest.trace);

    const tooLong = await createOrder();
    await t.database.db.update(salesOrders).set({ notes: 'x'.repeat(10_001) }).where(eq(salesOrders.id, tooLong.id));
    const problem = expectProblem(await get(`/sales-orders/${tooLong.id}?format=COMPACT`), 422, 'document-too-large');
    expect(problem.errors).toEqual([{ path: 'notes', message: 'has 10001 characters, more than 10000', code: 'too-large' }]);
    expect(await storedRows(tooLong.id)).toBe(0);
  }, 60_000);

  test('past the workers and the queue: 503 service-unavailable with Retry-After, nothing stored; the render under way answers', async () => {
    const [first, second] = [await createOrder(), await createOrder()];
    const answers = await withPool({ workers: 1, queue: 0 }, (inject) => Promise.all([inject(pdfRequest(first.id)), inject(pdfRequest(second.id))]));
    const refused = answers.find((res) => res.statusCode !== 200)!;
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 503]);
    expectProblem(refused, 503, 'service-unavailable');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedRows(answers[0] === refused ? first.id : second.id)).toBe(0);
  }, 60_000);

  test('a render past the timeout: 503 service-unavailable with Retry-After, nothing stored', async () => {
    const order = await createOrder();
    const res = await withPool({ workers: 1, timeoutMs: 1 }, (inject) => inject(pdfRequest(order.id)));
    expectProblem(res, 503, 'service-unavailable');
    expect(res.json().detail).toMatch(/took longer than 1 ms/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedRows(order.id)).toBe(0);
  }, 60_000);
});

describe('storedSalesOrderPdf', () => {
  /** A render function counting its calls. */
  const counting = (content: Buffer) => {
    const calls = { count: 0 };
    return { calls, render: async () => { calls.count++; return content; } };
  };

  test('renders once per order version and format, and answers the stored bytes afterwards', async () => {
    const { id: salesOrderId } = await createOrder();
    const pdf = Buffer.from('%PDF-1.3\n% version 1\n%%EOF\n');
    const { calls, render } = counting(pdf);
    const key = { companyId: admin.companyId, salesOrderId, version: 1, format: 'STANDARD' as const, render };

    const first = await storedSalesOrderPdf(t.database.db, key);
    expect(first.content.equals(pdf)).toBe(true);
    expect(first.etag).toBe(strongEtag(pdf));
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const second = await storedSalesOrderPdf(t.database.db, key);
    expect(calls.count).toBe(1);
    expect(Buffer.isBuffer(second.content)).toBe(true);
    expect(second.content.equals(pdf)).toBe(true);
    expect(second.etag).toBe(first.etag);

    await storedSalesOrderPdf(t.database.db, { ...key, format: 'COMPACT' });
    expect(calls.count).toBe(2);
    const next = counting(Buffer.from('%PDF-1.3\n% version 2\n%%EOF\n'));
    const nextVersion = await storedSalesOrderPdf(t.database.db, { ...key, version: 2, render: next.render });
    expect(next.calls.count).toBe(1);
    expect(nextVersion.etag).not.toBe(first.etag);
    expect(await storedRows(salesOrderId)).toBe(3);
  });

  test('two first requests at once store one document and answer the same bytes', async () => {
    const { id: salesOrderId } = await createOrder();
    const { calls, render } = counting(Buffer.from('%PDF-concurrent'));
    const key = { companyId: admin.companyId, salesOrderId, version: 1, format: 'STANDARD' as const, render };
    const [a, b] = await Promise.all([storedSalesOrderPdf(t.database.db, key), storedSalesOrderPdf(t.database.db, key)]);
    expect(a.etag).toBe(b.etag);
    expect(a.content.equals(b.content)).toBe(true);
    expect(calls.count).toBeGreaterThanOrEqual(1);
    expect(await storedRows(salesOrderId)).toBe(1);
  });

  test('a render that fails stores nothing', async () => {
    const { id: salesOrderId } = await createOrder();
    await expect(storedSalesOrderPdf(t.database.db, {
      companyId: admin.companyId, salesOrderId, version: 1, format: 'STANDARD', render: () => Promise.reject(new Error('renderer broke')),
    })).rejects.toThrow('renderer broke');
    expect(await storedRows(salesOrderId)).toBe(0);
  });
});
