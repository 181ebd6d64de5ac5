import { dateExample } from '../format';
import { invalidInputMessage } from './typed-input';

/** What the console's forms read of a zod issue (zod 4's issue as handed to an error map). */
export type FormIssue = {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  divisor?: number;
};

const count = (n: number | bigint | Date | undefined, one: string, many: string) => `${Number(n).toLocaleString('en-US')} ${Number(n) === 1 ? one : many}`;
const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * A form field's message for a zod issue, in the words of the contract's own messages (read after
 * the field's label: "is required", "must be at most 200 characters"), numbers in the user's
 * locale; undefined leaves the issue's own message (a schema's custom text, a refinement's).
 * Zod's defaults ("Too big: expected string to have <=200 characters") never reach a field.
 */
export function formIssueMessage(issue: FormIssue, locale: string): string | undefined {
  const typed = invalidInputMessage(issue.input);
  if (typed) return typed;
  const number = (n: number | bigint | Date | undefined) => (n instanceof Date ? n.toLocaleDateString(locale, { timeZone: 'UTC' }) : Number(n).toLocaleString(locale, { maximumFractionDigits: 20 }));
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'is required';
      if (issue.expected === 'int') return 'must be a whole number';
      if (issue.expected === 'number' || issue.expected === 'bigint') return 'must be a number';
      if (issue.expected === 'date') return `must be a date, e.g. ${dateExample(locale)}`;
      if (issue.expected === 'boolean') return 'must be yes or no';
      if (issue.expected === 'array') return 'must be a list';
      return 'is not a valid value';
    case 'too_small': {
      const { minimum, inclusive, origin } = issue;
      if (origin === 'string') return Number(minimum) <= 1 ? 'is required' : `must be at least ${count(minimum, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return Number(minimum) <= 1 ? 'needs at least one' : `needs at least ${count(minimum, 'entry', 'entries')}`;
      if (origin === 'date') return `must be on or after ${number(minimum)}`;
      if (Number(minimum) === 0) return inclusive ? 'must not be negative' : 'must be above zero';
      return inclusive ? `must be at least ${number(minimum)}` : `must be more than ${number(minimum)}`;
    }
    case 'too_big': {
      const { maximum, inclusive, origin } = issue;
      if (origin === 'string') return `must be at most ${count(maximum, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return `must have at most ${count(maximum, 'entry', 'entries')}`;
      if (origin === 'date') return `must be on or before ${number(maximum)}`;
      return inclusive ? `must be at most ${number(maximum)}` : `must be less than ${number(maximum)}`;
    }
    case 'not_multiple_of': {
      const decimals = issue.divisor !== undefined && issue.divisor < 1 ? Math.round(-Math.log10(issue.divisor)) : undefined;
      if (decimals !== undefined && 10 ** -decimals === issue.divisor) return `must have at most ${count(decimals, 'decimal', 'decimals')}`;
      return `must be a multiple of ${number(issue.divisor)}`;
    }
    case 'invalid_format':
      if (isEmpty(issue.input)) return 'is required';
      if (issue.format === 'email') return 'must be an email address, e.g. name@example.com';
      if (issue.format === 'url') return 'must be a web address, e.g. https://example.com';
      if (issue.format === 'date' || issue.format === 'datetime') return `must be a date, e.g. ${dateExample(locale)}`;
      if (issue.format === 'uuid' || issue.format === 'guid') return 'must be chosen from the list';
      return 'is not in the expected form';
    case 'invalid_value':
      return isEmpty(issue.input) ? 'is required' : 'must be one of the choices';
    case 'invalid_union':
      return isEmpty(issue.input) ? 'is required' : 'is not a valid value';
    default:
      return undefined;
  }
}
