import { NOTES_SHAPES } from './heavy-sales-order';

/**
 * Four of the heaviest sales-order PDFs the contract allows (500 lines of the longest texts,
 * 10,000 characters of notes without a space), asked for at once from a running service while
 * `/healthz` is asked every `intervalMs`: what test/process/pdf-workers.test.ts checks and
 * scripts/measure-pdf-healthz.ts reports (docs/performance.md "Sales order PDF").
 */
export type PdfLoadResult = {
  statuses: number[];
  contentTypes: (string | null)[];
  /** Milliseconds from the start to each PDF's answer. */
  pdfMs: number[];
  /** Each /healthz round trip in milliseconds, and when (since the start) it was answered. */
  healthz: { ms: number; at: number }[];
};

const PASSWORD = 'correct horse battery staple';

async function call(base: string, token: string | undefined, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A fresh service's first admin and four heavy orders; answers their ids and the token. */
export async function heavyOrders(base: string, count = 4): Promise<{ token: string; ids: string[] }> {
  const setup = await call(base, undefined, 'POST', '/auth/setup', { email: 'pdf@example.com', password: PASSWORD, company: { name: 'PDF Load', baseCurrency: 'PLN' } });
  const token: string = setup.accessToken;
  const companyIdString: string = setup.user.defaultCompanyId;
  await call(base, token, 'POST', '/items', {
    itemCode: 'X'.repeat(100), name: 'W'.repeat(200), itemGroup: 'Goods', uom: 'u'.repeat(50), valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString,
  });
  const customer = await call(base, token, 'POST', '/customers', { name: '東'.repeat(200), billingAddress: 'a'.repeat(1000), currencyCode: 'PLN', companyIdString });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await call(base, token, 'POST', '/sales-orders', {
      companyIdString, customerIdString: customer.id, currencyCodeString: 'PLN', orderDate: '2026-11-20', notes: NOTES_SHAPES.oneWord(10_000),
      items: Array.from({ length: 500 }, () => ({ itemCode: 'X'.repeat(100), qty: 999.5, unitPrice: 9999.99 })),
    });
    ids.push(order.id);
  }
  return { token, ids };
}

/** Asks for the orders' PDFs at once and for /healthz every `intervalMs` until every PDF has answered. */
export async function pdfLoad(base: string, { token, ids }: { token: string; ids: string[] }, intervalMs = 10): Promise<PdfLoadResult> {
  const start = performance.now();
  const pdfMs: number[] = [];
  const pdfs = ids.map((id, index) => fetch(`${base}/api/v1/sales-orders/${id}?format=${index % 2 ? 'COMPACT' : 'STANDARD'}`, { headers: { authorization: `Bearer ${token}` } })
    .then(async (res) => {
      await res.arrayBuffer();
      pdfMs[index] = performance.now() - start;
      return res;
    }));
  let done = false;
  const all = Promise.all(pdfs).finally(() => { done = true; });
  const healthz: PdfLoadResult['healthz'] = [];
  while (!done) {
    const asked = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.text();
    const answered = performance.now();
    healthz.push({ ms: answered - asked, at: answered - start });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const answers = await all;
  return { statuses: answers.map((res) => res.status), contentTypes: answers.map((res) => res.headers.get('content-type')), pdfMs, healthz };
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
