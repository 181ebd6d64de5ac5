import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { pdfArtifacts, run } from './pdf';

/**
 * A PDF's first page compared with a committed picture of it: rendered by pdftoppm at 50 dpi in
 * grey, it must match the reference but for anti-aliasing. `UPDATE_PDF_REFERENCES=1` writes the
 * reference anew instead (look at it before committing it).
 *
 * "Matches" is judged in tiles of 12 × 12 pixels (at 50 dpi, about a character): a tile differs
 * when its pixels' differences add up to more than 96 grey levels, counting only pixels that
 * differ by more than 16. Anti-aliasing (another poppler, another FreeType) moves pixels by a
 * few levels, scattered; at 50 dpi text is mostly grey, so a changed character moves a few
 * pixels by 30 to 200 levels in one place: the two dots of "ä" taken away are about 150 levels
 * in one tile (tried: an umlaut, a Hangul syllable, a Hebrew letter, an Arabic hamza).
 */
export type PageComparison = { differingTiles: number; differingPixels: number; pixels: number; actual: string };

const TILE = 12;
const NOISE = 16;
const LEVELS_PER_TILE = 96;

export async function compareFirstPage(pdf: Buffer, name: string, reference: string): Promise<PageComparison> {
  fs.mkdirSync(pdfArtifacts, { recursive: true });
  const file = path.join(pdfArtifacts, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  await run('pdftoppm', ['-r', '50', '-gray', '-png', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  const actual = file.replace(/\.pdf$/, '.png');
  if (process.env.UPDATE_PDF_REFERENCES === '1' || !fs.existsSync(reference)) {
    if (process.env.UPDATE_PDF_REFERENCES !== '1') throw new Error(`no reference ${reference}: run with UPDATE_PDF_REFERENCES=1 to write it`);
    fs.mkdirSync(path.dirname(reference), { recursive: true });
    fs.copyFileSync(actual, reference);
  }
  return compare(PNG.sync.read(fs.readFileSync(actual)), PNG.sync.read(fs.readFileSync(reference)), actual);
}

function compare(actual: PNG, expected: PNG, actualFile: string): PageComparison {
  const pixels = expected.width * expected.height;
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { differingTiles: Infinity, differingPixels: pixels, pixels, actual: actualFile };
  }
  const tiles = new Map<number, number>();
  let differingPixels = 0;
  for (let y = 0; y < expected.height; y++) {
    for (let x = 0; x < expected.width; x++) {
      // pngjs answers RGBA whatever the file holds; grey has equal channels.
      const offset = (y * expected.width + x) * 4;
      const difference = Math.abs(actual.data[offset] - expected.data[offset]);
      if (difference <= NOISE) continue;
      differingPixels++;
      const tile = Math.floor(y / TILE) * 10_000 + Math.floor(x / TILE);
      tiles.set(tile, (tiles.get(tile) ?? 0) + difference);
    }
  }
  const differingTiles = [...tiles.values()].filter((levels) => levels > LEVELS_PER_TILE).length;
  return { differingTiles, differingPixels, pixels, actual: actualFile };
}
