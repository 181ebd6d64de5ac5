import type { z } from 'zod';

/**
 * A cell the contract refuses, said to whoever fixes the spreadsheet. The contracts word their
 * problems for API clients (`must be a UUID`, `below 10^13`) and zod's own words are a
 * programmer's (`Invalid option: expected one of "MAVG"|"FIFO"`); an import's row problems are
 * read in the console's grid and in errors.csv by a bookkeeper. The codes stay the contract's.
 */

const LIMIT = '10,000,000,000,000';

/** Contract sentences meant for API clients, as a bookkeeper reads them (the value refused is quoted before). */
const REWORDED: [RegExp, string][] = [
  [/^must be a decimal string such as "12\.50", at least zero and below 10\^13$/, `is not a price: write an amount such as 12.50, zero or more and below ${LIMIT}`],
  [/^must be a finite amount below 10\^13$/, `must be an amount below ${LIMIT}`],
  [/^must be a 3-letter ISO 4217 code$/, 'is not a currency code: write three letters, such as USD or EUR'],
  [/^must be a UUID$/, 'is not a valid reference'],
];

/** zod's own wording (no message of the contract's). */
const ZOD_DEFAULT = /^(Invalid|Too (big|small))\b/;

const quoted = (cell: unknown) => `"${String(cell)}"`;
const oneOf = (values: readonly unknown[]) => {
  const words = values.map(String);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
};
const number = (n: number | bigint) => Number(n).toLocaleString('en-US');

/**
 * The words for one contract issue on a cell holding `cell`. `sentence` is the field's own way to
 * say its value has the wrong form ("is not a valuation method: write ..."), quoted after the value.
 */
export function cellProblem(issue: z.core.$ZodIssue, cell: unknown, sentence?: string): string {
  const given = typeof cell === 'string' ? cell.trim() !== '' : cell !== undefined && cell !== null;
  if (sentence && given && ['invalid_value', 'invalid_format', 'invalid_type'].includes(issue.code)) return `${quoted(cell)} ${sentence}`;
  if (!ZOD_DEFAULT.test(issue.message)) {
    const reworded = REWORDED.find(([pattern]) => pattern.test(issue.message));
    if (!reworded) return issue.message;
    return reworded[1].startsWith('is ') && given ? `${quoted(cell)} ${reworded[1]}` : reworded[1];
  }
  switch (issue.code) {
    case 'invalid_type':
      if (!given) return 'is required';
      if (issue.expected === 'boolean') return `${quoted(cell)} is not yes or no: write true or false (yes and no, 1 and 0 work too)`;
      if (issue.expected === 'number') return `${quoted(cell)} is not a number`;
      return `${quoted(cell)} is not a valid value here`;
    case 'invalid_value':
      return `${quoted(cell)} is not one of ${oneOf(issue.values)}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${number(issue.maximum)} characters (it has ${number(String(cell).length)})`;
      return `must be at most ${number(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'is required' : `must have at least ${number(issue.minimum)} characters`;
      return `must be at least ${number(issue.minimum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? `${quoted(cell)} is not an email address` : `${quoted(cell)} is not in the form this column takes`;
    default:
      return `${quoted(cell)} is not a valid value here`;
  }
}
