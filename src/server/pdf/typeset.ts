import { drawGlyphs } from './draw-glyphs';
import type { Weight } from './fonts';
import { shapeLine } from './shape';

/**
 * Line breaking and drawing of text in any script: text is shaped (shape.ts: HarfBuzz, a face
 * per script with fallback, right-to-left runs reordered) and measured by its shaped glyphs,
 * lines are broken here, and every line is drawn glyph by glyph on its baseline
 * (draw-glyphs.ts). Before the first text of a thread, `await loadShaper()` (fonts.ts).
 */

export type TextStyle = { size: number; weight?: Weight; color?: string };
export type Align = 'left' | 'right' | 'center';

/** A line's height as a multiple of the type size; the baseline sits one type size below its top. */
export const LINE_HEIGHT = 1.3;

export const lineHeightOf = (style: TextStyle) => style.size * LINE_HEIGHT;

/** The width of one line of text, in points. */
export function widthOf(text: string, style: TextStyle): number {
  return shapeLine(text, style.weight ?? 'regular').width * style.size;
}

/**
 * Where a line may break: after white space, and before and after every CJK character
 * (Chinese and Japanese text has no spaces between words; Korean has).
 */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303F\\uFF00-\\uFFEF';
const BREAKABLE = new RegExp(`[${CJK}]\\s*|[^\\s${CJK}]+\\s*|\\s+`, 'gu');

/**
 * The text broken into lines no wider than `width`: at the break opportunities above, and
 * inside a word only when the word alone is wider than the line (a long code or number).
 * Newlines in the text are kept.
 */
export function wrap(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    /** The line's width including its trailing white space; pieces are measured once each. */
    let lineWidth = 0;
    for (const piece of paragraph.match(BREAKABLE) ?? []) {
      const word = piece.trimEnd();
      const pieceWidth = widthOf(piece, style);
      const wordWidth = word === piece ? pieceWidth : widthOf(word, style);
      if (line && lineWidth + wordWidth <= width) {
        line += piece;
        lineWidth += pieceWidth;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      [line, lineWidth] = word ? [piece, pieceWidth] : ['', 0];
      if (wordWidth > width) {
        const heads = splitWord(word, width, style);
        const rest = heads.pop()!;
        lines.push(...heads);
        line = rest + piece.slice(word.length);
        lineWidth = widthOf(line, style);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A word is cut between user-perceived characters only: never inside an emoji sequence, or between a letter and its marks. */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A word wider than `width` in pieces that fit (each at least one character), in one pass.
 * pdfkit measures text between spaces as one whole string, so measuring ever longer heads of
 * a long word was quadratic (10,000 characters without a space took seconds): here each
 * character's advance is summed instead, and each piece is measured once as a whole (kerning
 * can make it wider than the sum) and shortened in the rare case it does not fit.
 */
function splitWord(word: string, width: number, style: TextStyle): string[] {
  const chars = Array.from(graphemes.segment(word), ({ segment }) => segment);
  const advances = chars.map((char) => widthOf(char, style));
  const pieces: string[] = [];
  for (let start = 0; start < chars.length;) {
    let end = start + 1;
    let sum = advances[start];
    while (end < chars.length && sum + advances[end] <= width) sum += advances[end++];
    while (end - start > 1 && widthOf(chars.slice(start, end).join(''), style) > width) end--;
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

/** The height `text` takes when wrapped to `width`. */
export function heightOf(text: string, width: number, style: TextStyle): number {
  return wrap(text, width, style).length * lineHeightOf(style);
}

/**
 * Draws `text` wrapped to `width` with its first line's top at `y`, aligned in the box
 * [x, x + width]; answers the height drawn. Never adds a page: page breaks are the caller's.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align?: Align },
  style: TextStyle,
): number {
  return drawLines(doc, wrap(text, box.width, style), box, style);
}

/** Draws lines already wrapped to `box.width` (by `wrap`), as `drawText` does; answers the height drawn. */
export function drawLines(doc: PDFKit.PDFDocument, lines: string[], box: { x: number; y: number; width: number; align?: Align }, style: TextStyle): number {
  lines.forEach((line, index) => drawLine(doc, line, box, box.y + index * lineHeightOf(style), style));
  return lines.length * lineHeightOf(style);
}

function drawLine(doc: PDFKit.PDFDocument, line: string, box: { x: number; width: number; align?: Align }, top: number, style: TextStyle) {
  const shaped = shapeLine(line, style.weight ?? 'regular');
  if (!shaped.glyphs.length) return;
  const width = shaped.width * style.size;
  const x = box.align === 'right' ? box.x + box.width - width : box.align === 'center' ? box.x + (box.width - width) / 2 : box.x;
  doc.fillColor(style.color ?? '#000000');
  drawGlyphs(doc, shaped.glyphs, x, top + style.size, style.size);
}
