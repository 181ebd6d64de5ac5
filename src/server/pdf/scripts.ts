/**
 * The scripts text is split by before shaping (HarfBuzz shapes one script at a time), which
 * also choose the face that sets them first. Characters of no particular script (spaces, digits,
 * punctuation: Unicode's Common and Inherited scripts, combining marks included) have none and
 * go with the text around them, so "شركة 12" is shaped as one Arabic item.
 */
export type ScriptGroup = 'latin' | 'greek' | 'cyrillic' | 'arabic' | 'hebrew' | 'cjk' | 'emoji' | 'other';

const GROUPS: [ScriptGroup, RegExp][] = [
  // Before the scripts: emoji that show as pictures by default (not "©" or "™", which Noto Sans has as text).
  ['emoji', /\p{Emoji_Presentation}/u],
  ['latin', /\p{Script=Latin}/u],
  ['greek', /\p{Script=Greek}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

const groups = new Map<number, ScriptGroup | null>();

/** The character's group, or null for a character of no particular script. */
export function scriptGroupOf(codePoint: number): ScriptGroup | null {
  let group = groups.get(codePoint);
  if (group === undefined) {
    const char = String.fromCodePoint(codePoint);
    group = GROUPS.find(([, pattern]) => pattern.test(char))?.[0] ?? (NEUTRAL.test(char) ? null : 'other');
    groups.set(codePoint, group);
  }
  return group;
}

export type ScriptItem = { group: ScriptGroup; start: number; end: number };

/**
 * [start, end) of text split into items of one script group each (UTF-16 offsets). Neutral
 * characters join the item before them; at the start, the item after them.
 */
export function scriptItems(text: string, start: number, end: number): ScriptItem[] {
  const items: ScriptItem[] = [];
  let current: ScriptItem | undefined;
  /** The group of the leading neutral characters, once known: the first group in the text. */
  let leading: ScriptGroup | null = null;
  for (let index = start; index < end;) {
    const codePoint = text.codePointAt(index)!;
    const next = index + (codePoint > 0xffff ? 2 : 1);
    const group = scriptGroupOf(codePoint);
    if (!current) items.push(current = { group: group ?? 'latin', start: index, end: next });
    else if (group === null || group === current.group) current.end = next;
    else if (leading === null && items.length === 1) Object.assign(current, { group, end: next });
    else items.push(current = { group, start: index, end: next });
    leading ??= group;
    index = next;
  }
  return items;
}
