import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { name, uuid, calendarDate } from '../../src/contract/common';
import { formIssueMessage } from '../../src/web/components/form/issue-messages';
import { InvalidInput } from '../../src/web/components/form/typed-input';
import { amountExample } from '../../src/web/money/parse-money';

/** The message a form field shows for `input` under `schema`, with the console's error map (as Form's resolver passes it). */
const messageOf = (schema: z.ZodType, input: unknown, locale = 'en-US') => {
  const result = schema.safeParse(input, { error: (issue) => formIssueMessage(issue as never, locale) });
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.message;
};

describe('formIssueMessage: zod issues in the console\'s words', () => {
  it.each([
    ['a name of 201 characters', name, 'x'.repeat(201), 'must be at most 200 characters'],
    ['a name left empty (the contract\'s own message stays)', name, '   ', 'is required'],
    ['a field left empty', z.string(), undefined, 'is required'],
    ['a picker nothing was chosen in', uuid, undefined, 'is required'],
    ['a number field left empty', z.number(), undefined, 'is required'],
    ['a string where a number belongs', z.number(), 'abc', 'must be a number'],
    ['a fraction where a whole number belongs', z.number().int(), 1.5, 'must be a whole number'],
    ['a negative amount', z.number().nonnegative(), -1, 'must not be negative'],
    ['zero where more is needed', z.number().positive(), 0, 'must be above zero'],
    ['below a minimum', z.number().int().min(1), 0, 'must be at least 1'],
    ['above a maximum, in the locale', z.number().max(10_000), 20_000, 'must be at most 10,000'],
    ['a short code', z.string().min(3), 'ab', 'must be at least 3 characters'],
    ['a list with no lines', z.array(z.string()).min(1), [], 'needs at least one'],
    ['a third decimal', z.number().multipleOf(0.01), 1.234, 'must have at most 2 decimals'],
    ['no email address', z.email(), 'nobody', 'must be an email address, e.g. name@example.com'],
    ['no calendar day', calendarDate, '2026-13-01', 'must be a date, e.g. 11/23/2026'],
    ['an unknown choice', z.enum(['A', 'B']), 'C', 'must be one of the choices'],
  ])('%s', (_, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('numbers and dates in the user\'s locale', () => {
    expect(messageOf(z.number().max(10_000), 20_000, 'de-DE')).toBe('must be at most 10.000');
    expect(messageOf(calendarDate, 'x', 'de-DE')).toBe('must be a date, e.g. 23.11.2026');
  });

  it('a value a field could not read says why; a schema\'s own message stays', () => {
    expect(messageOf(z.number(), new InvalidInput('12x', 'Type digits only, e.g. 12.50'))).toBe('Type digits only, e.g. 12.50');
    expect(messageOf(uuid, 'not-an-id')).toBe('must be a UUID');
    expect(messageOf(z.string().refine(() => false, 'is taken'), 'x')).toBe('is taken');
  });

  it('never zod\'s default text', () => {
    const defaults = /Too (big|small)|Invalid (input|option|number|email|ISO)|expected/;
    for (const [schema, input] of [[name, 'x'.repeat(500)], [z.number().int(), 'x'], [z.array(z.number()).max(1), [1, 2]], [z.url(), 'nope'], [z.number().lt(5), 5]] as const) {
      expect(messageOf(schema, input)).not.toMatch(defaults);
    }
  });
});

describe('amountExample: an example amount for hints and messages', () => {
  it('shows two decimals at most, in the locale', () => {
    expect(amountExample('en-US')).toBe('1,234.56');
    expect(amountExample('de-DE')).toBe('1.234,56');
    expect(amountExample('en-US', 6)).toBe('1,234.56'); // a quantity's six decimals: not "1,234.560000"
    expect(amountExample('en-US', 3)).toBe('1,234.56');
    expect(amountExample('ja-JP', 0)).toBe('1,235');
  });
});
