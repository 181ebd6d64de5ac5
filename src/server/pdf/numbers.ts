/**
 * Numbers as a document prints them, from the exact decimal strings the database keeps
 * (NUMERIC text): digits are regrouped, never converted to floating point.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

function parts(value: string): { sign: string; whole: string; fraction: string } {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a plain decimal: ${JSON.stringify(value)}`);
  return { sign: match[1], whole: match[2].replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount with thousands separators and exactly the currency's minor units ("1234.5", 2 ->
 * "1,234.50"); digits past the minor units that are not zero are kept, never rounded away.
 */
export function formatAmount(value: string, minorUnits: number): string {
  const { sign, whole, fraction } = parts(value);
  const significant = fraction.replace(/0+$/, '');
  const shown = significant.length >= minorUnits ? significant : significant.padEnd(minorUnits, '0');
  return `${sign}${grouped(whole)}${shown ? `.${shown}` : ''}`;
}

/** A quantity with thousands separators and no trailing zeros ("1500.000" -> "1,500"). */
export function formatQuantity(value: string): string {
  return formatAmount(value, 0);
}
