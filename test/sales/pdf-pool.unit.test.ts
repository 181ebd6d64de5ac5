import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, test } from 'vitest';
import { DomainError } from '../../src/server/base/errors';
import { Flow } from '../../src/server/pdf/flow';
import { SALES_ORDER_PDF_LIMITS } from '../../src/server/pdf/limits';
import { PdfPool, RendererUnavailableError } from '../../src/server/pdf/pool';
import { renderSalesOrderPdf } from '../../src/server/pdf/sales-order';
import { heavySalesOrderDocument, NOTES_SHAPES } from '../support/heavy-sales-order';

/** Pools made by a test, closed after it: no worker outlives its test. */
const pools: PdfPool[] = [];
const poolOf = (options: { workers?: number; queue?: number; timeoutMs?: number }) => {
  const pool = new PdfPool({ workers: 1, queue: 4, timeoutMs: 60_000, ...options });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const light = heavySalesOrderDocument({ notes: 'Gate 4' });
/** The largest document the contract allows: seconds of rendering. */
const heaviest = heavySalesOrderDocument({ lines: 500, long: true, notes: NOTES_SHAPES.oneWord(10_000) });

const unavailable = (reason: RendererUnavailableError['reason']) =>
  expect.objectContaining({ name: 'RendererUnavailableError', reason, retryAfterSeconds: expect.any(Number) });

describe('the PDF worker pool', () => {
  test('a worker renders the same bytes as this thread; no worker runs before the first render', async () => {
    const pool = poolOf({});
    expect(pool.load).toEqual({ running: 0, waiting: 0, workers: 0 });
    const pdf = await pool.render(light, 'STANDARD');
    expect(pdf.equals(await renderSalesOrderPdf(light, 'STANDARD'))).toBe(true);
    expect(pool.load).toEqual({ running: 0, waiting: 0, workers: 1 });
  });

  test('past the workers and the queue, a render is refused at once as busy; the others finish', async () => {
    const pool = poolOf({ workers: 1, queue: 1 });
    const running = pool.render(heaviest, 'COMPACT');
    const waiting = pool.render(light, 'COMPACT');
    expect(pool.load).toMatchObject({ running: 1, waiting: 1 });
    await expect(pool.render(light, 'STANDARD')).rejects.toEqual(unavailable('busy'));
    expect((await running).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await waiting).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // room again once they are done
    expect((await pool.render(light, 'STANDARD')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  test('a render past the timeout fails as unavailable, its worker is terminated, and the next render gets a new one', async () => {
    const pool = poolOf({ workers: 1, timeoutMs: 50 });
    await expect(pool.render(heaviest, 'STANDARD')).rejects.toEqual(unavailable('timeout'));
    expect(pool.load).toEqual({ running: 0, waiting: 0, workers: 0 });
    pool.options.timeoutMs = 60_000;
    expect((await pool.render(light, 'STANDARD')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pool.load.workers).toBe(1);
  }, 60_000);

  test('a document past the contract\'s limits is refused before it is queued: 422 document-too-large naming the part', async () => {
    const pool = poolOf({});
    const refusal = (document: Parameters<PdfPool['render']>[0]) => pool.render(document, 'STANDARD').then(() => undefined, (error: DomainError) => error);
    const notes = await refusal(heavySalesOrderDocument({ notes: 'x'.repeat(SALES_ORDER_PDF_LIMITS.notes + 1) }));
    expect(notes).toBeInstanceOf(DomainError);
    expect(notes).toMatchObject({ kind: 'invalid', code: 'document-too-large', errors: [{ path: 'notes', code: 'too-large' }] });
    expect(await refusal(heavySalesOrderDocument({ lines: SALES_ORDER_PDF_LIMITS.lines + 1 }))).toMatchObject({ errors: [{ path: 'items' }] });
    const address = heavySalesOrderDocument();
    address.customer.address = 'a'.repeat(SALES_ORDER_PDF_LIMITS.text + 1);
    expect(await refusal(address)).toMatchObject({ errors: [{ path: 'customer.address' }] });
    expect(pool.load.workers).toBe(0);
    // exactly at the limits it renders
    expect((await pool.render(heavySalesOrderDocument({ notes: NOTES_SHAPES.words(SALES_ORDER_PDF_LIMITS.notes) }), 'STANDARD')).length).toBeGreaterThan(0);
  }, 60_000);

  test('a page past the limit is refused: the second guard', () => {
    const doc = new PDFDocument({ bufferPages: true });
    const flow = new Flow(doc, 50, 20, () => {}, 3, () => new Error('too many pages'));
    flow.newPage();
    flow.newPage();
    expect(() => flow.newPage()).toThrow('too many pages');
    expect(doc.bufferedPageRange().count).toBe(3);
  });

  test('close refuses what waits and ends every worker', async () => {
    const pool = poolOf({ workers: 1 });
    const running = pool.render(heaviest, 'STANDARD');
    const waiting = pool.render(light, 'STANDARD');
    const settled = Promise.allSettled([running, waiting]);
    await pool.close();
    expect(await settled).toEqual([{ status: 'rejected', reason: unavailable('closed') }, { status: 'rejected', reason: unavailable('closed') }]);
    await expect(pool.render(light, 'STANDARD')).rejects.toEqual(unavailable('closed'));
    expect(pool.load.workers).toBe(0);
  });
});
