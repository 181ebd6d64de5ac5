import { describe, expect, it } from 'vitest';
import { parseDay } from '../../src/web/components/form/parse-date';
import { datePattern, formatDay } from '../../src/web/components/format';

const table: [locale: string, typed: string, expected: { value: string } | { error: RegExp }][] = [
  ['en-US', '11/23/2026', { value: '2026-11-23' }],
  ['en-US', '1/5/2026', { value: '2026-01-05' }],
  ['en-US', '11/23/26', { value: '2026-11-23' }],
  ['en-US', '2026-11-23', { value: '2026-11-23' }],
  ['en-US', '23/11/2026', { error: /no month 23/ }],
  ['en-US', '02/30/2026', { error: /That month has 28 days/ }],
  ['en-US', '02/29/2028', { value: '2028-02-29' }],
  ['en-US', 'tomorrow', { error: /Type a date as 11\/23\/2026 or 2026-11-23/ }],
  ['en-US', '11/23', { error: /Type a date as/ }],
  ['en-US', '11/23/202', { error: /Type a date as/ }],
  ['de-DE', '23.11.2026', { value: '2026-11-23' }],
  ['de-DE', '5.1.2026', { value: '2026-01-05' }],
  ['de-DE', '2026-11-23', { value: '2026-11-23' }],
  ['de-DE', '11/23/2026', { error: /no month 23/ }],
  ['de-DE', '31.11.2026', { error: /That month has 30 days/ }],
  ['de-DE', '23.11.', { error: /Type a date as 23\.11\.2026/ }],
  ['fr-FR', '23/11/2026', { value: '2026-11-23' }],
  ['fr-FR', '2026-11-23', { value: '2026-11-23' }],
  ['fr-FR', '23-11-2026', { value: '2026-11-23' }],
  ['fr-FR', '2026-13-01', { error: /no month 13/ }],
  ['fr-FR', '23 nov. 2026', { error: /Type a date as 23\/11\/2026/ }],
];

describe('reading typed dates', () => {
  it.each(table)('%s "%s"', (locale, typed, expected) => {
    const result = parseDay(typed, locale);
    if ('value' in expected) expect(result).toEqual({ ok: true, value: expected.value });
    else {
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toMatch(expected.error);
    }
  });

  it('shows days the way they are typed, in one format per locale', () => {
    expect(formatDay('2026-11-23', 'en-US')).toBe('11/23/2026');
    expect(formatDay('2026-11-23', 'de-DE')).toBe('23.11.2026');
    expect(formatDay('2026-11-23T00:00:00Z', 'fr-FR')).toBe('23/11/2026');
    expect([datePattern('en-US'), datePattern('de-DE'), datePattern('fr-FR')]).toEqual(['MM/DD/YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY']);
  });
});

