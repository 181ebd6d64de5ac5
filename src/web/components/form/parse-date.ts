import { dateExample, dayOrder } from '../format';

/**
 * Reading a typed calendar day: in the user's locale order (en-US 11/23/2026, de-DE 23.11.2026,
 * fr-FR 23/11/2026), or ISO 2026-11-23. A text that is not a calendar day is an error with a
 * message, never another day. The result is `YYYY-MM-DD`.
 */
export type ParsedDay = { ok: true; value: string } | { ok: false; error: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function parseDay(typed: string, locale: string): ParsedDay {
  const text = typed.trim();
  const hint = `Type a date as ${dateExample(locale)} or 2026-11-23`;
  if (text === '') return { ok: false, error: 'is required' };
  if (!/^[0-9./\-\s]+$/.test(text)) return { ok: false, error: hint };
  const parts = text.split(/[./\-\s]+/).filter(Boolean);
  if (parts.length !== 3) return { ok: false, error: hint };

  let year: string, month: string, day: string;
  if (/^\d{4}$/.test(parts[0]!)) {
    [year, month, day] = parts as [string, string, string]; // ISO order, whatever the locale
  } else {
    const byPart: Record<string, string> = {};
    dayOrder(locale).forEach((part, i) => (byPart[part] = parts[i]!));
    ({ year, month, day } = byPart as { year: string; month: string; day: string });
  }
  if (!/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day) || !/^(\d{2}|\d{4})$/.test(year)) return { ok: false, error: hint };
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12) return { ok: false, error: `There is no month ${m}: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` };
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < 1 || d > daysInMonth) return { ok: false, error: `That month has ${daysInMonth} days` };
  return { ok: true, value: `${pad(y, 4)}-${pad(m)}-${pad(d)}` };
}
