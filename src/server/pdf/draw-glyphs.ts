import type { Face } from './fonts';
import type { ShapedGlyph } from './shape';

/**
 * Draws shaped glyphs (shape.ts) with pdfkit, which can only draw text it lays out itself
 * (with fontkit, no bidi, no fallback). So the glyphs are written as a text object here, through
 * the pdfkit internals its own `text` uses (pdfkit 0.20): the document's font for a face
 * (`doc.font`) is an embedded font whose subset takes the glyphs used, whose `widths` go to the
 * PDF's W array and whose `unicode` to its ToUnicode map, which is what text extraction (copy,
 * search, pdftotext) reads.
 *
 * ToUnicode maps a glyph code to characters, one mapping per code, but one glyph can stand for
 * different characters: Noto Sans Arabic draws "ت" and "ة" with the same dotless base and a dot
 * glyph. So a glyph gets a code per (glyph, characters) pair: the first pair takes the glyph's
 * subset id, a further pair a copy of the glyph in the subset under a new id. The further
 * glyphs of a cluster (the dots) map to no characters.
 */

/** The pdfkit embedded font's internals used here. */
type EmbeddedFont = {
  id: string;
  subset: { glyphs: number[]; includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
};
type Internals = {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown>; height: number };
  addContent(content: string): unknown;
};

/** Per embedded font: "glyph id, characters" -> its code in the PDF. */
const codes = new WeakMap<EmbeddedFont, Map<string, number>>();

function codeOf(font: EmbeddedFont, glyph: ShapedGlyph): number {
  let byGlyph = codes.get(font);
  if (!byGlyph) codes.set(font, byGlyph = new Map());
  const key = `${glyph.id} ${glyph.text}`;
  let code = byGlyph.get(key);
  if (code === undefined) {
    code = font.subset.includeGlyph(glyph.id);
    if (font.unicode[code] !== undefined) {
      font.subset.glyphs.push(glyph.id);
      code = font.subset.glyphs.length - 1;
    }
    font.widths[code] = glyph.face.fontkit.getGlyph(glyph.id).advanceWidth * (1000 / glyph.face.unitsPerEm);
    font.unicode[code] = [...glyph.text].map((char) => char.codePointAt(0)!);
    byGlyph.set(key, code);
  }
  return code;
}

const hex = (code: number) => code.toString(16).padStart(4, '0');
const num = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Draws the glyphs (visual order) from x along the baseline (both in pdfkit's coordinates, y
 * downwards) at the type size, in the current fill colour.
 */
export function drawGlyphs(doc: PDFKit.PDFDocument, glyphs: ShapedGlyph[], x: number, baseline: number, size: number): void {
  const internals = doc as unknown as Internals;
  doc.save();
  // Text space has y upwards: undo the page's flip for the text object, as pdfkit's own text does.
  doc.transform(1, 0, 0, -1, 0, internals.page.height);
  const y = internals.page.height - baseline;
  internals.addContent('BT');
  let pen = x;
  for (let start = 0; start < glyphs.length;) {
    let end = start + 1;
    while (end < glyphs.length && glyphs[end].face === glyphs[start].face) end++;
    pen = showRun(doc, internals, glyphs.slice(start, end), pen, y, size);
    start = end;
  }
  internals.addContent('ET');
  doc.restore();
}

/**
 * Shows glyphs of one face with TJ: each glyph advances by its width in the font (W), and a TJ
 * number moves the next one to where HarfBuzz placed it (kerning, marks); a glyph raised or
 * lowered (a mark's offset) starts a new text position.
 */
function showRun(doc: PDFKit.PDFDocument, internals: Internals, glyphs: ShapedGlyph[], pen: number, y: number, size: number): number {
  const face: Face = glyphs[0].face;
  doc.font(face.fontkit as never, face.name);
  const font = internals._font;
  internals.page.fonts[font.id] ??= font.ref();
  internals.addContent(`/${font.id} ${num(size)} Tf`);

  let shown: string[] = [];
  /** Where the text position is now, as PDF text space x and y. */
  let current: { x: number; y: number } | undefined;
  const flush = () => {
    if (shown.length) internals.addContent(`[${shown.join(' ')}] TJ`);
    shown = [];
  };
  for (const glyph of glyphs) {
    const at = { x: pen + glyph.xOffset * size, y: y + glyph.yOffset * size };
    if (!current || Math.abs(current.y - at.y) > 1e-6) {
      flush();
      internals.addContent(`1 0 0 1 ${num(at.x)} ${num(at.y)} Tm`);
      current = { ...at };
    } else if (Math.abs(current.x - at.x) > 1e-6) {
      shown.push(num(((current.x - at.x) * 1000) / size));
      current.x = at.x;
    }
    const code = codeOf(font, glyph);
    shown.push(`<${hex(code)}>`);
    current.x += (font.widths[code] * size) / 1000;
    pen += glyph.advance * size;
  }
  flush();
  return pen;
}
