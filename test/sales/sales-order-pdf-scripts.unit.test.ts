import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadShaper } from '../../src/server/pdf/fonts';
import type { SalesOrderDocument } from '../../src/server/pdf/document-shapes';
import { renderSalesOrderPdf } from '../../src/server/pdf/sales-order';
import { shapeLine } from '../../src/server/pdf/shape';
import { pdfText, withPoppler } from '../support/pdf';
import { drawnGlyphCodes } from '../support/pdf-glyphs';
import { compareFirstPage } from '../support/pdf-reference';

/**
 * Text in any script prints (decisions §13 "Documents"): shaped, right to left where it reads
 * so, never as boxes, nothing dropped; and it can be read back out of the PDF.
 */

const NAMES = {
  german: 'Grüße aus Köln: äöüß ÄÖÜ',
  greek: 'Ελληνική Εταιρεία',
  russian: 'ООО «Ромашка»',
  arabic: 'شركة أحمد للتجارة',
  hebrew: 'חברת שלום',
  chinese: '浮标 红色',
  japanese: '東京都千代田区 こんにちは',
  korean: '서울 무역 주식회사',
  emoji: '🚀📦',
  mixed: 'Firma أحمد 12',
};

/** Fixed dates and numbers, so the reference picture stays the same. */
function scriptsOrder(itemNames: string[] = Object.values(NAMES)): SalesOrderDocument {
  return {
    company: { name: 'Łódź Trading', code: 'LODZ', address: 'ul. Piotrkowska 1, 90-001 Łódź' },
    customer: { name: NAMES.arabic, email: 'orders@example.com', address: NAMES.hebrew },
    order: {
      trace: 'SO-LODZ-000777',
      orderDate: '2026-11-20',
      deliveryDate: '2026-12-01',
      currency: { code: 'EUR', minorUnits: 2 },
      status: 'TO_DELIVER_AND_BILL',
      workflowState: 'APPROVED',
      notes: `${NAMES.mixed}\n${NAMES.chinese} ${NAMES.emoji}`,
      total: '123.45',
      deliveredPercent: '0',
      billedPercent: '0',
      version: 1,
      updatedAt: new Date('2026-11-21T10:00:00Z'),
    },
    lines: itemNames.map((itemName, index) => ({
      itemCode: `ITEM-${index + 1}`, itemName, qty: '1', uom: 'pcs', unitPrice: '12.345', amount: '12.345',
    })),
  };
}

/** pdftotext marks right-to-left text with embedding controls (U+202B … U+202C); a reader sees the letters without them. */
const withoutBidiControls = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

beforeAll(loadShaper);

describe('shaping text in any script', () => {
  test.each(Object.entries(NAMES))('%s has a glyph for every character in some face', (_, name) => {
    const shaped = shapeLine(name, 'regular');
    expect(shaped.missing).toEqual([]);
    expect(shaped.glyphs.some((glyph) => glyph.id === 0)).toBe(false);
    // Every character is accounted for by some glyph (none dropped): the glyphs' texts are the name's characters.
    expect([...shaped.glyphs.map((glyph) => glyph.text).join('')].sort()).toEqual([...name].sort());
  });

  test('Arabic is joined and set right to left; numbers in it stay left to right', () => {
    const arabic = shapeLine(NAMES.arabic, 'regular');
    expect(arabic.glyphs.every((glyph) => glyph.face.family === 'arabic')).toBe(true);
    // Visual order is the reverse of the logical order.
    expect(arabic.glyphs.map((glyph) => glyph.text).join('')).toBe([...NAMES.arabic].reverse().join(''));
    // Joined: in "شركة" every letter takes a contextual form (initial or final), not its isolated glyph.
    const baseOf = (text: string) => shapeLine(text, 'regular').glyphs.filter((glyph) => glyph.text).map((glyph) => glyph.id).reverse();
    const isolated = [...'شركة'].map((char) => baseOf(char)[0]);
    const joined = baseOf('شركة');
    expect(joined).toHaveLength(4);
    joined.forEach((glyph, index) => expect(glyph).not.toBe(isolated[index]));

    // "Firma أحمد 12": a left-to-right line; the Arabic name reversed; by the bidi algorithm the
    // number after it belongs to it (Arabic numbers), so it comes before it, still reading "12".
    expect(shapeLine(NAMES.mixed, 'regular').glyphs.map((glyph) => glyph.text).join('')).toBe('Firma 12 دمحأ');
    expect(shapeLine('شركة 2026', 'regular').glyphs.map((glyph) => glyph.text).join('')).toBe('2026 ةكرش');
  });

  test('simplified Chinese is set in Noto Sans SC, all of it; Japanese and Korean in their own faces', () => {
    expect(new Set(shapeLine(NAMES.chinese, 'regular').glyphs.map((glyph) => glyph.face.family))).toEqual(new Set(['chinese']));
    expect(new Set(shapeLine('東京商事', 'regular').glyphs.map((glyph) => glyph.face.family))).toEqual(new Set(['japanese']));
    expect(new Set(shapeLine(NAMES.korean, 'regular').glyphs.map((glyph) => glyph.face.family))).toEqual(new Set(['korean']));
    expect(new Set(shapeLine(NAMES.emoji, 'bold').glyphs.map((glyph) => glyph.face.name))).toEqual(new Set(['emoji-bold']));
  });

  test('a character no face has (private use U+E000) is reported and set as U+FFFD, never as the missing-glyph box', () => {
    const shaped = shapeLine('a\uE000b', 'regular');
    expect(shaped.missing).toEqual(['\uE000']);
    expect(shaped.glyphs.map((glyph) => glyph.text)).toEqual(['a', '\uFFFD', 'b']);
    expect(shaped.glyphs.some((glyph) => glyph.id === 0)).toBe(false);
  });
});

describe('a sales order in many scripts', () => {
  test('draws no missing-glyph box (.notdef, code 0) anywhere, even for a character no face has', async () => {
    for (const document of [scriptsOrder(), scriptsOrder(['a\uE000b'])]) {
      for (const format of ['STANDARD', 'COMPACT'] as const) {
        const codes = drawnGlyphCodes(await renderSalesOrderPdf(document, format));
        expect(codes.length).toBeGreaterThan(200);
        expect(codes).not.toContain(0);
      }
    }
  });

  withPoppler('every name reads back out of the PDF (pdftotext)', async () => {
    const text = withoutBidiControls(await pdfText(await renderSalesOrderPdf(scriptsOrder(), 'STANDARD'), 'scripts'));
    for (const [script, name] of Object.entries(NAMES)) {
      // pdftotext gives right-to-left words in logical order, and a line's runs in visual order:
      // the mixed line reads as it looks, "Firma 12 أحمد" (see above).
      const expected = script === 'mixed' ? 'Firma 12 أحمد' : name;
      expect(text, script).toContain(expected);
    }
    const missing = withoutBidiControls(await pdfText(await renderSalesOrderPdf(scriptsOrder(['a\uE000b']), 'STANDARD'), 'scripts-missing'));
    expect(missing).toContain('a\uFFFDb');
  });

  withPoppler('the first page looks like the committed picture of it (test/sales/fixtures/scripts-page1.png)', async () => {
    const reference = path.resolve(import.meta.dirname, 'fixtures/scripts-page1.png');
    const same = await compareFirstPage(await renderSalesOrderPdf(scriptsOrder(), 'STANDARD'), 'scripts-page1', reference);
    expect(same.differingTiles, `differs from ${reference}: see ${same.actual}`).toBe(0);
    expect(same.differingPixels / same.pixels).toBeLessThan(0.01);

    // The comparison sees a change of two characters in one name.
    const changed = scriptsOrder(Object.values({ ...NAMES, chinese: '浮标 蓝色' }));
    if (process.env.UPDATE_PDF_REFERENCES !== '1') {
      expect((await compareFirstPage(await renderSalesOrderPdf(changed, 'STANDARD'), 'scripts-page1-changed', reference)).differingTiles).toBeGreaterThan(0);
    }
  });
});
