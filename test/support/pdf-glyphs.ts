import { inflateSync } from 'node:zlib';

/**
 * The glyph codes a PDF's pages draw, read from its page content streams: every hex string
 * there is text shown (`<...> Tj`, `[<...> n <...>] TJ`), two bytes a glyph (pdfkit's fonts are
 * Identity-H). Code 0 is the font's .notdef, the "missing glyph" box.
 */
export function drawnGlyphCodes(pdf: Buffer): number[] {
  const file = pdf.toString('latin1');
  const contents = [...file.matchAll(/\/Contents (\d+) 0 R/g)].map((match) => Number(match[1]));
  const codes: number[] = [];
  for (const object of contents) {
    const start = file.indexOf(`\n${object} 0 obj`);
    const streamStart = file.indexOf('stream\n', start) + 'stream\n'.length;
    const streamEnd = file.indexOf('\nendstream', streamStart);
    const dictionary = file.slice(start, streamStart);
    const raw = pdf.subarray(streamStart, streamEnd);
    const content = (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9a-fA-F]*)>/g)) {
      for (let index = 0; index + 4 <= hex.length; index += 4) codes.push(parseInt(hex.slice(index, index + 4), 16));
    }
  }
  return codes;
}
