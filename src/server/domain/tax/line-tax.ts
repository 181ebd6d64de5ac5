import { lineTax, percentText, type DocumentTax } from '../../../contract/tax-rates';
import type { DbOrTx } from '../../db/connection';
import { Decimal, moneyNumber } from '../core/money';
import { ratesById, type LineRate } from './tax-rates';

/**
 * Tax on document lines (decisions §13 "Tax rates"): each line is taxed on its own amount and
 * rounded on its own; a document's tax per rate is the sum of its lines' tax. Invoices, sales
 * and purchase orders and bills share these.
 */

/** A line's tax columns as stored: the rate, its percentage now, and the line's tax. */
export function taxColumns(amount: Decimal.Value, rate: LineRate | null, minorUnits: number) {
  if (!rate) return { taxRateId: null, taxPercent: null, taxAmount: '0' };
  return { taxRateId: rate.id, taxPercent: rate.percent, taxAmount: lineTax(amount, rate.percent, minorUnits).toString() };
}

/** A stored line's tax as documents answer it. */
export type StoredLineTax = { taxRateId: string | null; taxPercent: string | null; taxAmount: string; amount: string };

export const lineTaxAnswer = (line: StoredLineTax, minorUnits: number) => ({
  taxRateIdString: line.taxRateId,
  taxPercent: line.taxPercent === null ? null : percentText(line.taxPercent),
  taxAmount: moneyNumber(line.taxAmount, minorUnits),
});

/** The lines' tax summed: the document's `taxTotal`. */
export const taxTotalOf = (lines: { taxAmount: string }[]) => lines.reduce((sum, l) => sum.plus(l.taxAmount), new Decimal(0));

type RateGroup = { taxRateId: string; percent: string; base: Decimal; amount: Decimal };

/** The taxed lines grouped by rate and percentage, in the order they first appear. */
export function groupByRate(lines: StoredLineTax[]): RateGroup[] {
  const groups = new Map<string, RateGroup>();
  for (const line of lines) {
    if (line.taxRateId === null || line.taxPercent === null) continue;
    const key = `${line.taxRateId} ${new Decimal(line.taxPercent).toString()}`;
    const group = groups.get(key) ?? { taxRateId: line.taxRateId, percent: line.taxPercent, base: new Decimal(0), amount: new Decimal(0) };
    group.base = group.base.plus(line.amount);
    group.amount = group.amount.plus(line.taxAmount);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A document's `taxes`, each rate named by `names` (rate id → name). */
export function taxesOf(lines: StoredLineTax[], names: Map<string, string>, minorUnits: number): DocumentTax[] {
  return groupByRate(lines).map((g) => ({
    taxRateIdString: g.taxRateId, name: names.get(g.taxRateId) ?? '', ratePercent: percentText(g.percent),
    base: moneyNumber(g.base, minorUnits), amount: moneyNumber(g.amount, minorUnits),
  }));
}

/** A stored document's `taxes`, named by the rates' current names. */
export async function documentTaxes(db: DbOrTx, lines: StoredLineTax[], minorUnits: number): Promise<DocumentTax[]> {
  const rates = await ratesById(db, lines.map((l) => l.taxRateId));
  return taxesOf(lines, new Map([...rates].map(([id, r]) => [id, r.name])), minorUnits);
}

/** The names of the rates lines priced now were taxed at. */
export const rateNames = (rates: (LineRate | null)[]) => new Map(rates.flatMap((r) => (r ? [[r.id, r.name] as const] : [])));

/**
 * A posting's tax per account: each rate's sales (invoices) or purchase (bills) account with
 * the sum of its lines' tax, accounts in the order their rates first appear on the lines.
 */
export function taxByAccount(
  lines: { rate: LineRate | null; taxAmount: string }[], side: 'sales' | 'purchase', toBase?: (amount: Decimal) => Decimal,
): { accountId: string; description: string; amount: Decimal; base?: Decimal }[] {
  const byAccount = new Map<string, { accountId: string; names: string[]; amount: Decimal; byRate: Map<string, Decimal> }>();
  for (const { rate, taxAmount } of lines) {
    if (!rate || new Decimal(taxAmount).isZero()) continue;
    const accountId = side === 'sales' ? rate.salesAccountId : rate.purchaseAccountId;
    const entry = byAccount.get(accountId) ?? { accountId, names: [] as string[], amount: new Decimal(0), byRate: new Map<string, Decimal>() };
    if (!entry.names.includes(rate.name)) entry.names.push(rate.name);
    entry.amount = entry.amount.plus(taxAmount);
    entry.byRate.set(rate.id, (entry.byRate.get(rate.id) ?? new Decimal(0)).plus(taxAmount));
    byAccount.set(accountId, entry);
  }
  // in another currency each rate's tax is converted on its own, as the tax summary converts it
  return [...byAccount.values()].map((e) => ({
    accountId: e.accountId, description: e.names.join(', '), amount: e.amount,
    ...(toBase ? { base: [...e.byRate.values()].reduce((sum, tax) => sum.plus(toBase(tax)), new Decimal(0)) } : {}),
  }));
}
