import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The faces documents are set in: Noto Sans (Latin, Greek, Cyrillic) first, Noto Sans JP for
 * what it lacks (CJK). Neither covers everything: Noto Sans JP has no "Ł" or "ź", Noto Sans
 * no kanji, and pdfkit does not fall back by itself, so text is split into runs by which
 * face has each glyph (`runsOf`).
 */

export type Weight = 'regular' | 'bold';

/** A face's name as registered on every document (`registerFaces`). */
export type FaceName = `${'latin' | 'cjk'}-${Weight}`;

/** The part of a fontkit font this module uses; pdfkit accepts the font object itself. */
type FontkitFont = { hasGlyphForCodePoint(codePoint: number): boolean; layout: unknown; postscriptName: string };
type Fontkit = { create(data: Buffer): FontkitFont };

const requireHere = createRequire(import.meta.url);

const FILES: Record<FaceName, string> = {
  'latin-regular': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'cjk-regular': '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  'cjk-bold': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
};

let loaded: Record<FaceName, FontkitFont> | undefined;

/**
 * The four faces, parsed once per process (the CJK files are 5 MB each) and shared by every
 * document: pdfkit keeps what is per document (the subset of glyphs used) in its own objects.
 * fontkit is pdfkit's own dependency, loaded from pdfkit's location so it is the very copy
 * pdfkit uses.
 */
function faces(): Record<FaceName, FontkitFont> {
  if (!loaded) {
    const fontkit = createRequire(requireHere.resolve('pdfkit'))('fontkit') as Fontkit;
    const open = (file: string) => fontkit.create(readFileSync(requireHere.resolve(file)));
    loaded = Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, open(file)])) as Record<FaceName, FontkitFont>;
  }
  return loaded;
}

/** Registers the faces on a document under their `FaceName`s; only the faces a document uses are embedded, as subsets. */
export function registerFaces(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of Object.entries(faces())) {
    // pdfkit takes a fontkit font object as a source; its type declarations do not say so.
    doc.registerFont(name, font as unknown as Buffer);
  }
}

export type Run = { face: FaceName; text: string };

/**
 * The text in runs of one face each: a character Noto Sans has goes to it, else to Noto Sans JP
 * when that has it, else stays with Noto Sans (which draws its "missing glyph" box). White
 * space joins the run it is in, so "東京 商事" is one run.
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const face: FaceName = current && /\s/u.test(char) ? current.face : `${scriptOf(char.codePointAt(0)!)}-${weight}`;
    if (current && current.face === face) current.text += char;
    else runs.push(current = { face, text: char });
  }
  return runs;
}

const scripts = new Map<number, 'latin' | 'cjk'>();

/** Which face draws a character (the regular and bold faces of each family cover the same characters). */
function scriptOf(codePoint: number): 'latin' | 'cjk' {
  let script = scripts.get(codePoint);
  if (!script) {
    const { 'latin-regular': latin, 'cjk-regular': cjk } = faces();
    script = !latin.hasGlyphForCodePoint(codePoint) && cjk.hasGlyphForCodePoint(codePoint) ? 'cjk' : 'latin';
    scripts.set(codePoint, script);
  }
  return script;
}
