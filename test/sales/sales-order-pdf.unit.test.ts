import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadShaper } from '../../src/server/pdf/fonts';
import { formatAmount, formatQuantity } from '../../src/server/pdf/numbers';
import type { SalesOrderDocument } from '../../src/server/pdf/document-shapes';
import { renderSalesOrderPdf } from '../../src/server/pdf/sales-order';
import { shapeLine, shapingStats } from '../../src/server/pdf/shape';
import { widthOf, wrap } from '../../src/server/pdf/typeset';
import { NOTES_SHAPES } from '../support/heavy-sales-order';
import { pdfArtifacts as artifacts, pdfText as textOf, run, withPoppler } from '../support/pdf';

/** The footer's "1 / 2" (pdftotext -layout may drop the narrow spaces). */
const pageNumber = (page: number, pages: number) => new RegExp(`\\b${page} ?/ ?${pages}\\s*$`, 'm');

const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

const longName = 'A very long item name that cannot fit on one line of the item column and so wraps onto several lines';

function order(overrides: Partial<SalesOrderDocument['order']> = {}, lines = 3): SalesOrderDocument {
  return {
    company: { name: 'Łódź Trading', code: 'LODZ', address: 'ul. Piotrkowska 1, 90-001 Łódź' },
    customer: { name: '東京商事', email: 'orders@tokyo-shoji.example', address: '東京都千代田区丸の内1-1' },
    order: {
      trace: 'SO-LODZ-000042',
      orderDate: '2026-11-20',
      deliveryDate: '2026-12-01',
      currency: { code: 'PLN', minorUnits: 2 },
      status: 'TO_DELIVER_AND_BILL',
      workflowState: 'APPROVED',
      notes: 'Deliver to the back door.',
      total: '3703702.5',
      deliveredPercent: '33.33',
      billedPercent: '0',
      version: 3,
      updatedAt: new Date('2026-11-21T10:00:00Z'),
      ...overrides,
    },
    lines: Array.from({ length: lines }, (_, index) => ({
      itemCode: `ITEM-${index + 1}`,
      itemName: index === 0 ? longName : `Widget ${index + 1}`,
      qty: '1500.000',
      uom: 'pcs',
      unitPrice: '823.045',
      amount: '1234567.5',
    })),
  };
}

describe('the numbers a document prints', () => {
  test('amounts get thousands separators and the currency\'s minor units, exactly', () => {
    expect(formatAmount('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatAmount('-1000', 2)).toBe('-1,000.00');
    expect(formatAmount('0.1', 3)).toBe('0.100');
    expect(formatAmount('100.00', 0)).toBe('100');
    expect(formatAmount('999', 2)).toBe('999.00');
    // More digits than a double holds, and decimals past the minor units, are kept as written.
    expect(formatAmount('12345678901234567890.12', 2)).toBe('12,345,678,901,234,567,890.12');
    expect(formatAmount('823.045', 2)).toBe('823.045');
  });

  test('quantities lose trailing zeros', () => {
    expect(formatQuantity('1500.000')).toBe('1,500');
    expect(formatQuantity('2.500')).toBe('2.5');
    expect(formatQuantity('0')).toBe('0');
  });

  test('anything but a plain decimal is refused', () => {
    for (const bad of ['1e5', '1,000', '', 'NaN', '.5']) expect(() => formatAmount(bad, 2)).toThrow(/not a plain decimal/);
  });
});

describe('text in several faces', () => {
  beforeAll(loadShaper);

  test('text is set in the face for its script, what that face lacks in the next face that has it', () => {
    const families = (text: string) => [...new Set(shapeLine(text, 'regular').glyphs.map((glyph) => glyph.face.family))];
    expect(families('Łódź Trading')).toEqual(['latin']);
    expect(families('Ζεύς Жук')).toEqual(['latin']);
    expect(families('Łódź 東京商事 Ltd')).toEqual(['latin', 'japanese']);
    expect(families('浮标 红色')).toEqual(['chinese']);
    expect(families('شركة 12')).toEqual(expect.arrayContaining(['arabic']));
  });

  test('lines break at spaces, between CJK characters, and inside a word only when it alone is too wide', () => {
    const style = { size: 10 };
    const width = 80;
    const measure = (line: string) => widthOf(line, style);

    const words = wrap('the quick brown fox jumps over the lazy dog', width, style);
    expect(words.length).toBeGreaterThan(1);
    expect(words.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    for (const line of words) expect(measure(line)).toBeLessThanOrEqual(width);

    const kanji = '東京都千代田区丸の内一丁目一番一号東京商事株式会社';
    const kanjiLines = wrap(kanji, width, style);
    expect(kanjiLines.length).toBeGreaterThan(1);
    expect(kanjiLines.join('')).toBe(kanji);

    const code = 'X'.repeat(40);
    const codeLines = wrap(`ab ${code} cd`, width, style);
    expect(codeLines[0]).toBe('ab');
    expect(codeLines.join('').replace(/\s/g, '')).toBe(`ab${code}cd`);
    for (const line of codeLines) expect(measure(line)).toBeLessThanOrEqual(width);

    expect(wrap('one\n\ntwo', 500, style)).toEqual(['one', '', 'two']);
  });

  // A word without spaces was cut by measuring ever longer heads of it, and the rest again for
  // every line: 10,000 characters meant millions of characters measured and seconds of
  // rendering. Counted, not timed: the characters asked to be shaped (measured) stay linear.
  test.each(Object.keys(NOTES_SHAPES) as (keyof typeof NOTES_SHAPES)[])('wrapping 10,000 characters (%s) measures each character a few times, not once per line', (shape) => {
    const text = NOTES_SHAPES[shape](10_000);
    const before = shapingStats.characters;
    const lines = wrap(text, 495, { size: 9.5 });
    const measured = shapingStats.characters - before;
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(measured).toBeLessThan(5 * text.length);
  });
});

describe('renderSalesOrderPdf', () => {
  test.each(['STANDARD', 'COMPACT'] as const)('%s is a PDF', async (format) => {
    const pdf = await renderSalesOrderPdf(order(), format);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  withPoppler('STANDARD shows the company, customer block, states, lines and total as text, non-Latin names included', async () => {
    const text = await textOf(await renderSalesOrderPdf(order(), 'STANDARD'), 'standard');
    for (const expected of [
      'SO-LODZ-000042', 'Łódź Trading', '東京商事', '東京都千代田区丸の内1-1', 'orders@tokyo-shoji.example', 'Sales order',
      'TO_DELIVER_AND_BILL', 'APPROVED', '2026-11-20', '2026-12-01', '33.33 %', 'Widget 2', 'ITEM-3',
      '1,500', '823.045', '1,234,567.50', 'Total PLN 3,703,702.50', 'Deliver to the back door.',
    ]) expect(text).toContain(expected);
    expect(text).toMatch(pageNumber(1, 1));
    // Column headers, and a long name wrapped inside its column rather than cut.
    expect(text).toMatch(/#\s+Code\s+Item\s+Qty\s+Unit\s+Unit price \(PLN\)\s+Amount \(PLN\)/);
    expect(text.replace(/\s+/g, ' ')).toContain('A very long item name');
    expect(text).not.toContain(longName);
  });

  withPoppler('COMPACT is one dense table without the customer\'s address', async () => {
    const text = await textOf(await renderSalesOrderPdf(order(), 'COMPACT'), 'compact');
    for (const expected of ['SO-LODZ-000042', 'Łódź Trading', '東京商事', 'Widget 2', 'Total PLN 3,703,702.50']) expect(text).toContain(expected);
    expect(text).toMatch(pageNumber(1, 1));
    expect(text).not.toContain('東京都千代田区丸の内1-1');
    expect(text).not.toContain('CUSTOMER');
  });

  withPoppler('a page renders to an image (test-results/pdf/<database>/*.png)', async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    for (const format of ['STANDARD', 'COMPACT'] as const) {
      const file = path.join(artifacts, `sales-order-${format.toLowerCase()}.pdf`);
      fs.writeFileSync(file, await renderSalesOrderPdf(order({}, 40), format));
      await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
      const image = fs.readFileSync(file.replace(/\.pdf$/, '.png'));
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(image.length).toBeGreaterThan(10_000);
    }
  });

  test('the same order version renders the same bytes; a new version or the other format different ones', async () => {
    const first = await renderSalesOrderPdf(order(), 'STANDARD');
    expect((await renderSalesOrderPdf(order(), 'STANDARD')).equals(first)).toBe(true);
    expect((await renderSalesOrderPdf(order(), 'COMPACT')).equals(await renderSalesOrderPdf(order(), 'COMPACT'))).toBe(true);

    const next = await renderSalesOrderPdf(order({ version: 4, updatedAt: new Date('2026-11-22T08:00:00Z') }), 'STANDARD');
    expect(next.equals(first)).toBe(false);
    expect((await renderSalesOrderPdf(order(), 'COMPACT')).equals(first)).toBe(false);
  });

  test('the PDF\'s dates are the order\'s updatedAt, not the time of rendering', async () => {
    const pdf = (await renderSalesOrderPdf(order(), 'STANDARD')).toString('latin1');
    // The info dictionary refers to CreationDate and ModDate as objects; those are the only dates in the file.
    expect(pdf).toMatch(/\/CreationDate \d+ 0 R/);
    expect(pdf).toMatch(/\/ModDate \d+ 0 R/);
    expect(pdf.match(/\(D:\d{14}Z\)/g)).toEqual(['(D:20261121100000Z)', '(D:20261121100000Z)']);
  });

  withPoppler('many lines take several pages, each with the table header and its number', async () => {
    const pdf = await renderSalesOrderPdf(order({}, 120), 'STANDARD');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const text = await textOf(pdf, 'standard-120-lines');
    const pageTexts = text.split('\f').filter((page) => page.trim());
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      expect(page).toMatch(pageNumber(index + 1, pages));
      expect(page).toMatch(/Unit price \(PLN\)/);
      if (index > 0) expect(page).toContain('Sales order SO-LODZ-000042 (continued)');
    });
    for (const code of ['ITEM-1', 'ITEM-60', 'ITEM-120']) expect(text).toMatch(new RegExp(`\\b${code}\\b`));
    expect(pageTexts.at(-1)).toContain('Total PLN');

    expect(pageCount(await renderSalesOrderPdf(order({}, 120), 'COMPACT'))).toBeLessThan(pages);
  });
});
