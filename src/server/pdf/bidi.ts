import bidiFactory from 'bidi-js';

/**
 * Right-to-left text (Arabic, Hebrew) among left-to-right text, by the Unicode Bidirectional
 * Algorithm (UAX #9; the levels come from bidi-js, which passes its conformance tests). A line
 * is taken as a paragraph of its own, its direction that of its first strong character:
 * "شركة أحمد للتجارة" reads right to left, "Firma أحمد 12" left to right with the Arabic
 * name reversed inside it, and digits stay left to right in either.
 */

const bidi = bidiFactory();

/** A run of characters at one embedding level: right to left when `level` is odd. UTF-16 offsets [start, end). */
export type LevelRun = { start: number; end: number; level: number };

export const isRightToLeft = (run: LevelRun) => run.level % 2 === 1;

/** The line's level runs in visual order, left to right (rule L2). */
export function visualRuns(line: string): LevelRun[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line);
  const runs: LevelRun[] = [];
  for (let index = 0; index < line.length; index++) {
    const last = runs.at(-1);
    if (last && last.level === levels[index]) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level: levels[index] });
  }
  return reorder(runs);
}

/** L2: from the highest level down to the lowest odd one, reverses every sequence of runs at that level or higher. */
function reorder(runs: LevelRun[]): LevelRun[] {
  const levels = runs.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
  const visual = [...runs];
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < visual.length; start++) {
      if (visual[start].level < level) continue;
      let end = start;
      while (end + 1 < visual.length && visual[end + 1].level >= level) end++;
      visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return visual;
}
