import { formatDay } from '../components/format';

/**
 * The service's problems in words a bookkeeper uses: its details name enum values (`MONTH`,
 * `CASH`), ISO dates and record ids, its field errors internal paths (`companyIdString`,
 * `lines.1.debit`). These turn them into what the console shows.
 */

/** How a period type reads before "period": "the monthly period". */
export const periodTypeWords: Record<string, string> = { WEEK: 'weekly', MONTH: 'monthly', QUARTER: 'quarterly', HALF_YEAR: 'half-yearly', YEAR: 'yearly' };

/**
 * Enum values without an underscore the service may name in a detail (one with an underscore is
 * recognised anyway). Written out rather than imported from the contract, so the sign-in page does
 * not load every schema; test/web/problem-text.test.ts checks they cover the contract's enums.
 */
export const knownEnumValues = new Set<string>([
  'ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE', 'CURRENT', 'OPERATING', 'COMPANY', 'CUSTOMER', 'SUPPLIER',
  'TRANSFER', 'ADJUSTMENT', 'GENERAL', 'DRAFT', 'AUTHORIZED', 'OPEN', 'CLOSED',
  'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER', 'CASH', 'BANK', 'RECEIVABLE', 'PAYABLE', 'TAX', 'FEES', 'ROUNDING', 'INVENTORY',
  'WEEK', 'MONTH', 'QUARTER', 'YEAR',
  'APPROVED', 'COMPLETED', 'CANCELLED',
]);

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const isoDay = '\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?';

/** `NON_CURRENT` -> `non-current`, `HALF_YEAR` -> `half-yearly` before "period". */
function enumWords(value: string, before: string): string {
  if (before === 'period' && value in periodTypeWords) return periodTypeWords[value as keyof typeof periodTypeWords];
  return value.toLowerCase().replaceAll('_', ' ');
}

/**
 * Details the service words from its side ("The period would overlap …"), said as the user sees
 * it ("Another monthly period … already covers …"); the general pass then writes the dates and
 * enum values. A detail that no longer matches falls through to the general pass unchanged.
 */
const rewrites: [RegExp, string][] = [
  [/^The period would overlap the ([A-Z_]+) period "([^"]*)" \((.+) to (.+)\)\.$/, 'Another $1 period, "$2", already covers $3 to $4.'],
  [/^The fiscal year would overlap "([^"]*)" \((.+) to (.+)\)\.$/, 'Another fiscal year, "$1", already covers $2 to $3.'],
];

/** A problem's detail or a field error's message, with dates, enum values and ids as people read them. */
export function humanizeProblemText(text: string): string {
  const rewritten = rewrites.reduce((current, [pattern, sentence]) => current.replace(pattern, sentence), text);
  return (
    rewritten
      // "(entry 0199…)", "(by its reversal 0199…)": an id tells a bookkeeper nothing
      .replace(new RegExp(`\\s*\\((?:[^()]*\\s)?${uuid}\\)`, 'gi'), '')
      .replace(new RegExp(`(${isoDay}) to (${isoDay})`, 'g'), (_, from: string, to: string) => `${formatDay(from)} to ${formatDay(to)}`)
      .replace(new RegExp(`\\b${isoDay}\\b`, 'g'), (day) => formatDay(day))
      .replace(/\b[A-Z][A-Z]+(?:_[A-Z]+)*\b/g, (word: string, offset: number, whole: string) => {
        if (!word.includes('_') && !knownEnumValues.has(word)) return word;
        const next = /^\s+(\w+)/.exec(whole.slice(offset + word.length))?.[1] ?? '';
        return enumWords(word, next);
      })
  );
}

/**
 * A field path of the service as a label: `companyIdString` -> `Company`, `parentAccountId` ->
 * `Parent account`, `lines.1.debit` -> `Line 2, debit`.
 */
export function fieldLabel(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (/^\d+$/.test(part)) {
      const owner = words.pop() ?? 'item';
      words.push(`${owner.replace(/s$/, '')} ${Number(part) + 1}`);
      continue;
    }
    words.push(
      part
        .replace(/(?:IdString|StringId|Id)$/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  }
  const label = words.filter(Boolean).join(', ') || 'The request';
  return label.charAt(0).toUpperCase() + label.slice(1);
}
