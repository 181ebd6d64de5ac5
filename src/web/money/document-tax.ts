import Decimal from 'decimal.js';
import { lineTax } from '../../contract/tax-rates';
import { sumAmounts, type Amount } from './money';

/**
 * A document's tax as the service computes it (decisions §13): each line taxed on its own amount
 * at its rate's percentage (`lineTax`, shared with the service: exact, rounded half away from
 * zero to the currency's minor units), the document's tax the sum of its lines'.
 */

/** The percentage of each of the company's tax rates, by id ("19.00"). */
export type RatePercents = ReadonlyMap<string, string>;

export const ratePercentsOf = (rates: readonly { id: string; ratePercent: string }[] | undefined): RatePercents =>
  new Map((rates ?? []).map((r) => [r.id, r.ratePercent]));

/** A line's tax; none without a rate (or one not known yet), nothing yet without an amount. */
export function lineTaxOf(amount: Amount | undefined, taxRateId: string | null | undefined, percents: RatePercents, minorUnits: number): Decimal | undefined {
  if (amount === undefined) return undefined;
  const percent = taxRateId ? percents.get(taxRateId) : undefined;
  return percent === undefined ? new Decimal(0) : lineTax(amount, percent, minorUnits);
}

/** A line's amount (or nothing yet, not filled in) and its rate. */
export type TaxedLine = { amount: Amount | undefined; taxRateIdString?: string | null };

/** Net (the lines' amounts), tax (the lines' tax, each rounded on its own) and their total; lines not filled in count as nothing. */
export function taxedTotals(lines: readonly TaxedLine[], percents: RatePercents, minorUnits: number) {
  const net = sumAmounts(lines.map((l) => l.amount));
  const tax = sumAmounts(lines.map((l) => lineTaxOf(l.amount, l.taxRateIdString, percents, minorUnits)));
  return { net, tax, total: net.plus(tax) };
}
