/**
 * Reading a typed amount exactly. The user's locale says which character separates decimals and
 * which groups thousands (en-US "1,234.56", de-DE "1.234,56", fr-FR "1 234,56"); thousands
 * separators are accepted between groups of three digits and dropped; a plain "1234.56" is read
 * where it cannot be a grouping. Whatever cannot be read exactly is an error with a message,
 * never a rounding: the result is the exact decimal string (`1234.56`), never a JS number.
 */
export type ParsedAmount = { ok: true; value: string } | { ok: false; error: string };

type Separators = { group: string; decimal: string };
const separatorCache = new Map<string, Separators>();

/** The locale's grouping and decimal characters, as Intl writes numbers. */
export function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
    separatorCache.set(locale, found);
  }
  return found;
}

/** Spaces of every width count as one grouping space (fr-FR writes U+202F, people type U+0020 or U+00A0). */
const spaces = /[\s\u00a0\u202f\u2009]/;
const isSpace = (c: string) => spaces.test(c);

/**
 * An example of the locale's writing, for hints and messages: "1,234.56" (de-DE "1.234,56"), with
 * the field's decimals up to two (a quantity's six would read "1,234.560000"), none for a currency without.
 */
export function amountExample(locale: string, minorUnits = 2): string {
  const digits = Math.min(minorUnits, 2);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(1234.56);
}

/** At most 15 significant digits survive as the contract's JSON number. */
const maxSignificantDigits = 15;

/**
 * The text without the field's own currency around it, as pasted from a document ("$12.50",
 * "12,50 €", "USD 12.50"): its ISO code or its symbols in the locale, at the start or the end.
 * Another currency's symbol stays, and is refused as not a digit.
 */
function withoutCurrency(text: string, locale: string, currency?: string): string {
  if (!currency) return text;
  const symbolOf = (currencyDisplay: 'symbol' | 'narrowSymbol') => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1).find((p) => p.type === 'currency')?.value;
    } catch {
      return undefined;
    }
  };
  const names = [...new Set([currency.toUpperCase(), symbolOf('symbol'), symbolOf('narrowSymbol')])].filter((n): n is string => !!n).sort((a, b) => b.length - a.length);
  for (const name of names) {
    if (text.startsWith(name)) return text.slice(name.length).trim();
    if (text.endsWith(name)) return text.slice(0, -name.length).trim();
  }
  return text;
}

/** A typed decimal as read in the locale, its digits exactly as typed (the integer part without leading zeros). */
export type ReadDecimal = { ok: true; negative: boolean; integer: string; fraction: string } | { ok: false; error: string };

/**
 * The locale's reading of a typed decimal, shared by every decimal field (amounts, quantities,
 * percentages, exchange rates): the sign, the integer digits with the thousands separators
 * dropped and the fraction's digits exactly as typed; the field judges how many it takes.
 * `example` is how the field's messages show a well-typed value; `currency` is the field's own,
 * whose code or symbol around the digits is left out.
 */
export function readDecimal(typed: string, locale: string, example: string, currency?: string): ReadDecimal {
  const text = typed.trim();
  const { group, decimal } = separatorsOf(locale);
  if (text === '') return { ok: false, error: 'is required' };

  let body = withoutCurrency(text, locale, currency);
  let negative = false;
  if (body.startsWith('-') || body.startsWith('−')) {
    negative = true;
    body = body.slice(1).trimStart();
  } else if (body.startsWith('+')) body = body.slice(1).trimStart();
  body = withoutCurrency(body, locale, currency);

  const groupIsSpace = isSpace(group);
  const isGroup = (c: string) => (groupIsSpace ? isSpace(c) : c === group);
  for (const c of body) {
    if (!/[0-9]/.test(c) && c !== decimal && c !== '.' && c !== ',' && !isGroup(c)) {
      return { ok: false, error: `Type digits only, e.g. ${example}` };
    }
  }

  // Which character is the decimal separator here: the locale's, or a plain "." where the locale
  // groups with "." but the text cannot be a grouping (one ".", not followed by exactly three
  // digits, or after a lone 0: "0.921" is a decimal in de-DE too).
  let decimalChar = decimal;
  if (!body.includes(decimal) && decimal !== '.' && body.includes('.')) {
    const dots = body.split('.').length - 1;
    const groupsWithDot = group === '.';
    const couldBeGrouping = groupsWithDot && /^[1-9]\d{0,2}(\.\d{3})+$/.test(body);
    if (dots === 1 && !couldBeGrouping && !/[\s\u00a0\u202f,]/.test(body)) decimalChar = '.';
  }

  const pieces = body.split(decimalChar);
  if (pieces.length > 2) return { ok: false, error: `Use one decimal separator (${decimalChar}), e.g. ${example}` };
  const [integerPart, fraction = ''] = pieces as [string, string?];

  if (!/^\d*$/.test(fraction)) return { ok: false, error: `No separators after the decimal separator (${decimalChar}), e.g. ${example}` };
  if (integerPart === '' && fraction === '') return { ok: false, error: `Type an amount, e.g. ${example}` };

  // The integer part: plain digits, or groups of three after the first, split by the grouping
  // character; a first group of 0 is no grouping ("0,92" in en-US is a mistyped 0.92, not 92).
  let digits = integerPart;
  if (!/^\d*$/.test(integerPart)) {
    const groups = integerPart.split(groupIsSpace ? spaces : group);
    const wellGrouped = groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
    if (!wellGrouped) return { ok: false, error: `Thousands separators go between groups of three digits, e.g. ${example}` };
    digits = groups.join('');
  }
  return { ok: true, negative, integer: digits.replace(/^0+(?=\d)/, '') || '0', fraction };
}

export function parseAmount(typed: string, locale: string, minorUnits?: number, currency?: string): ParsedAmount {
  const read = readDecimal(typed, locale, amountExample(locale, minorUnits ?? 2), currency);
  if (!read.ok) return read;
  const { negative, integer, fraction } = read;

  if (minorUnits !== undefined && fraction.length > minorUnits) {
    const who = currency ? `${currency} amounts have` : 'This amount has';
    return { ok: false, error: minorUnits === 0 ? `${who} no decimals` : `${who} at most ${minorUnits} decimal${minorUnits === 1 ? '' : 's'}` };
  }

  const fractionKept = fraction.replace(/0+$/, '');
  const significant = (integer === '0' ? '' : integer) + fractionKept;
  if (significant.replace(/^0+/, '').length > maxSignificantDigits) return { ok: false, error: `At most ${maxSignificantDigits} digits` };
  const value = fractionKept ? `${integer}.${fractionKept}` : integer;
  return { ok: true, value: negative && value !== '0' ? `-${value}` : value };
}

/** An exact decimal string written for the user's locale with the currency's decimals ("1234.5" → "1,234.50"). */
export function formatAmountInput(value: string, locale: string, minorUnits?: number): string {
  const fraction = value.split('.')[1] ?? '';
  const digits = Math.max(minorUnits ?? 0, fraction.length);
  // Intl formats a decimal string exactly (no detour through a double).
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value as unknown as number);
}
