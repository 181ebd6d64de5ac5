import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as HarfBuzz from 'harfbuzzjs';

/**
 * The faces documents are set in, all Noto (SIL Open Font License 1.1, from the
 * @expo-google-fonts packages): Noto Sans for Latin, Greek and Cyrillic, and one face for each
 * script it lacks. No face covers everything, so text is shaped with the face for its script
 * and what that face lacks falls back to the next face that has it (shape.ts).
 *
 * A face is read only when a document first needs it (the CJK faces are 5 to 10 MB each) and
 * then kept for the life of the thread: parsed once by fontkit (which pdfkit embeds from, as a
 * subset of the glyphs a document uses) and once by HarfBuzz (which shapes).
 */

export type Weight = 'regular' | 'bold';
export type Family = 'latin' | 'arabic' | 'hebrew' | 'japanese' | 'chinese' | 'korean' | 'emoji';

/** A face's name, also its name on every document that uses it. */
export type FaceName = `${Family}-${Weight}`;

/** The part of a fontkit font this service uses; pdfkit accepts the font object itself. */
export type FontkitFont = { unitsPerEm: number; getGlyph(id: number): { advanceWidth: number } };
type Fontkit = { create(data: Buffer): FontkitFont };

export type Face = {
  name: FaceName;
  family: Family;
  fontkit: FontkitFont;
  harfbuzz: HarfBuzz.Font;
  unitsPerEm: number;
};

const FILES: Record<Family, string> = {
  latin: '@expo-google-fonts/noto-sans/{weight}/NotoSans_{weight}.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/{weight}/NotoSansArabic_{weight}.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/{weight}/NotoSansHebrew_{weight}.ttf',
  japanese: '@expo-google-fonts/noto-sans-jp/{weight}/NotoSansJP_{weight}.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/{weight}/NotoSansSC_{weight}.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/{weight}/NotoSansKR_{weight}.ttf',
  emoji: '@expo-google-fonts/noto-emoji/{weight}/NotoEmoji_{weight}.ttf',
};

const WEIGHT_FOLDERS: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

const requireHere = createRequire(import.meta.url);
/** fontkit is pdfkit's own dependency, loaded from pdfkit's location so it is the very copy pdfkit uses. */
const fontkit = createRequire(requireHere.resolve('pdfkit'))('fontkit') as Fontkit;

let harfbuzz: typeof HarfBuzz | undefined;

/**
 * Loads HarfBuzz (WebAssembly): once per thread, before the first text is shaped. It is loaded
 * on demand, not on import, so that a thread that never renders a PDF (the service's main
 * thread) does not compile it.
 */
export async function loadShaper(): Promise<void> {
  harfbuzz ??= await import('harfbuzzjs');
}

export function shaper(): typeof HarfBuzz {
  if (!harfbuzz) throw new Error('the shaper is not loaded: await loadShaper() first');
  return harfbuzz;
}

const faces = new Map<FaceName, Face>();

/** The face, read and parsed on first use. */
export function faceOf(family: Family, weight: Weight): Face {
  const name: FaceName = `${family}-${weight}`;
  let face = faces.get(name);
  if (!face) {
    const hb = shaper();
    const data = readFileSync(requireHere.resolve(FILES[family].replaceAll('{weight}', WEIGHT_FOLDERS[weight])));
    const font = new hb.Font(new hb.Face(new hb.Blob(data)));
    const fontkitFont = fontkit.create(data);
    face = { name, family, fontkit: fontkitFont, harfbuzz: font, unitsPerEm: fontkitFont.unitsPerEm };
    faces.set(name, face);
  }
  return face;
}

/** Whether the face has a glyph for the character (without shaping). */
export function hasGlyph(face: Face, codePoint: number): boolean {
  return face.harfbuzz.nominalGlyph(codePoint) !== undefined;
}

/** The families read so far in this thread, for tests and measurements. */
export function loadedFaces(): FaceName[] {
  return [...faces.keys()];
}
