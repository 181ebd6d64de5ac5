import { isRightToLeft, visualRuns } from './bidi';
import { faceOf, hasGlyph, shaper, type Face, type Family, type Weight } from './fonts';
import { scriptItems, type ScriptGroup } from './scripts';

/**
 * Text shaped for printing: HarfBuzz turns characters into positioned glyphs (Arabic letters
 * joined, marks placed, ligatures formed), one script at a time, with the face for that script;
 * a cluster (a character, or characters shaped together) that face has no glyph for is shaped
 * again with the next face that has it. Right-to-left runs are reordered (bidi.ts), so the
 * glyphs come out in visual order, ready to draw left to right.
 */

export type ShapedGlyph = {
  face: Face;
  /** The glyph's id in its face. */
  id: number;
  /** Advance and offsets in ems (multiply by the type size for points). */
  advance: number;
  xOffset: number;
  yOffset: number;
  /** The characters this glyph stands for, for text extraction ('' for the further glyphs of a cluster). */
  text: string;
};

export type ShapedLine = {
  /** In visual order, left to right. */
  glyphs: ShapedGlyph[];
  /** In ems. */
  width: number;
  /** Characters no face has: drawn as U+FFFD "�" (never as the missing-glyph box), and reported here. */
  missing: string[];
};

/** What a face lacks is looked for in these, in this order (the big CJK faces last, so they are read only when needed). */
const FALLBACK: Family[] = ['latin', 'arabic', 'hebrew', 'emoji', 'japanese', 'chinese', 'korean'];

const REPLACEMENT = '\uFFFD';

/** Control characters (a tab, say) have no glyph anywhere: they print as a space. Same length, so offsets stay. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

const cache = new Map<string, ShapedLine>();
const CACHE_SIZE = 5000;

/** Characters asked for so far (cached or not), for tests that line breaking stays linear. */
export const shapingStats = { characters: 0 };

/** The text (one line: no line breaks) shaped in the weight; answers the same object for the same text. */
export function shapeLine(text: string, weight: Weight): ShapedLine {
  shapingStats.characters += text.length;
  const key = `${weight}\u0000${text}`;
  let shaped = cache.get(key);
  if (!shaped) {
    shaped = shapeUncached(text.replace(CONTROLS, ' '), weight);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(key, shaped);
  }
  return shaped;
}

function shapeUncached(text: string, weight: Weight): ShapedLine {
  const glyphs: ShapedGlyph[] = [];
  const missing: string[] = [];
  const cjk = cjkFamilies(text, weight);
  for (const run of visualRuns(text)) {
    const rightToLeft = isRightToLeft(run);
    const items = scriptItems(text, run.start, run.end);
    if (rightToLeft) items.reverse();
    for (const item of items) {
      const families = familiesFor(item.group, cjk);
      const clusters: Cluster[] = [];
      shapeWithFallback(text, item.start, item.end, rightToLeft, families.map((family) => () => faceOf(family, weight)), clusters, missing);
      if (rightToLeft) clusters.reverse();
      for (const cluster of clusters) glyphs.push(...cluster.glyphs);
    }
  }
  return { glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0), missing };
}

/** The families to try for an item of the group, its own first. */
function familiesFor(group: ScriptGroup, cjk: Family[]): Family[] {
  const own: Family[] = group === 'cjk' ? cjk
    : group === 'arabic' || group === 'hebrew' || group === 'emoji' ? [group]
      : ['latin'];
  return [...own, ...FALLBACK.filter((family) => !own.includes(family))];
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/gu;

/**
 * Han characters look different in Japanese, Simplified Chinese and Korean, and text does not
 * say its language; so: kana means Japanese, Hangul Korean; Han alone is set in Japanese (as
 * before) unless a character of it is one Noto Sans JP lacks and Noto Sans SC has (a simplified
 * one, as in "浮标 红色"): then it is Chinese, and all of its Han characters are set in SC, not
 * a mix of both.
 */
function cjkFamilies(text: string, weight: Weight): Family[] {
  if (KANA.test(text)) return ['japanese', 'chinese', 'korean'];
  if (HANGUL.test(text)) return ['korean', 'japanese', 'chinese'];
  const han = text.match(HAN);
  if (!han) return ['japanese', 'chinese', 'korean'];
  const japanese = faceOf('japanese', weight);
  const simplified = han.some((char) => !hasGlyph(japanese, char.codePointAt(0)!) && hasGlyph(faceOf('chinese', weight), char.codePointAt(0)!));
  return simplified ? ['chinese', 'japanese', 'korean'] : ['japanese', 'chinese', 'korean'];
}

/** Characters [start, end) of the text shaped together, with their glyphs in visual order. */
type Cluster = { start: number; end: number; glyphs: ShapedGlyph[]; missing: boolean };

/**
 * Shapes [start, end) with the first face and appends its clusters to `out` in logical order;
 * every stretch of clusters the face has no glyph for is shaped again with the faces after it.
 * What the last face lacks too is set as U+FFFD and reported in `missing`.
 */
function shapeWithFallback(text: string, start: number, end: number, rightToLeft: boolean, faces: (() => Face)[], out: Cluster[], missing: string[]): void {
  const clusters = shapeClusters(text, start, end, rightToLeft, faces[0]());
  for (let index = 0; index < clusters.length;) {
    if (!clusters[index].missing) {
      out.push(clusters[index++]);
      continue;
    }
    let last = index;
    while (last + 1 < clusters.length && clusters[last + 1].missing) last++;
    const [from, to] = [clusters[index].start, clusters[last].end];
    if (faces.length > 1) shapeWithFallback(text, from, to, rightToLeft, faces.slice(1), out, missing);
    else {
      missing.push(...text.slice(from, to));
      out.push(replacement(from, to));
    }
    index = last + 1;
  }
}

/** The face's shaping of [start, end) as clusters in logical order (the text around it is context, for joining). */
function shapeClusters(text: string, start: number, end: number, rightToLeft: boolean, face: Face): Cluster[] {
  const hb = shaper();
  const buffer = hbBuffer();
  buffer.reset();
  buffer.addText(text, start, end - start);
  buffer.setDirection(rightToLeft ? hb.Direction.RTL : hb.Direction.LTR);
  // Marks get clusters of their own where the font allows, so a mark missing from a face falls back alone.
  buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
  buffer.guessSegmentProperties();
  hb.shape(face.harfbuzz, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();

  const clusters: Cluster[] = [];
  infos.forEach((info, index) => {
    let cluster = clusters.at(-1);
    if (!cluster || cluster.start !== info.cluster) clusters.push(cluster = { start: info.cluster, end: info.cluster, glyphs: [], missing: false });
    const position = positions[index];
    cluster.glyphs.push({
      face,
      id: info.codepoint,
      advance: position.xAdvance / face.unitsPerEm,
      xOffset: position.xOffset / face.unitsPerEm,
      yOffset: position.yOffset / face.unitsPerEm,
      text: '',
    });
    if (info.codepoint === 0) cluster.missing = true;
  });
  if (rightToLeft) clusters.reverse();
  clusters.forEach((cluster, index) => {
    cluster.end = clusters[index + 1]?.start ?? end;
    // The characters go with the cluster's base glyph, not a mark drawn over it (a mark is placed
    // by offsets, and text extraction would take it for a character apart from the word).
    const base = cluster.glyphs.find((glyph) => glyph.advance !== 0) ?? cluster.glyphs[0];
    base.text = text.slice(cluster.start, cluster.end);
  });
  return clusters;
}

function replacement(start: number, end: number): Cluster {
  const face = faceOf('latin', 'regular');
  const id = face.harfbuzz.nominalGlyph(REPLACEMENT.codePointAt(0)!)!;
  const glyph = { face, id, advance: face.harfbuzz.glyphHAdvance(id) / face.unitsPerEm, xOffset: 0, yOffset: 0, text: REPLACEMENT };
  return { start, end, glyphs: [glyph], missing: false };
}

let buffer: InstanceType<ReturnType<typeof shaper>['Buffer']> | undefined;

/** One HarfBuzz buffer, reused for every shaping in the thread (it is emptied before each). */
function hbBuffer() {
  buffer ??= new (shaper().Buffer)();
  return buffer;
}
