import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { selectRead, type Read } from '../../db/read-together';
import { charges } from '../../db/schema';
import { quoteCharges, type ChargeRow } from './charges';
import { findCurrencyByCode } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { Decimal, exactAmount } from '../core/money';

/** A charge an invoice asks for (interface §2.2, "Invoice charge"). */
export type RequestedCharge = { amount: string | number; description?: string | null; chargeType?: string | null };

/** A charge line of an invoice: what it adds and the account it is credited to. */
export type InvoiceChargeLine = {
  description: string | null;
  chargeType: string | null;
  /** Exact, at the currency's minor units (`"12.50"`). */
  amount: string;
  accountId: string;
  /** The charge configuration the line comes from, if any. */
  chargeIdString: string | null;
  /** Whether the line was added by itself (a global charge configuration), not asked for. */
  global: boolean;
};

export type InvoiceChargesInput = {
  /** The invoice currency: its ISO 4217 code, or the currency row. */
  currency: string | { id: string; code: string; minorUnits: number };
  /** What global charges are quoted on (the invoice's item total), at the currency's minor units. */
  base: Decimal.Value;
  requested: RequestedCharge[];
  /** The company's default TAX and OTHER_INCOME accounts (defaultAccountIds), where charges without an account of their own go. */
  defaultAccounts: Partial<Record<'TAX' | 'OTHER_INCOME', string>>;
  /** The company's charge configurations (chargeConfigurationsRead). */
  configurations: ChargeRow[];
};

/** The company's charge configurations, by name: what an invoice's charges are resolved against. */
export const chargeConfigurationsRead = (companyId: string): Read<ChargeRow[]> =>
  selectRead(getTableColumns(charges), sql`FROM ${charges} WHERE ${charges.companyId} = ${companyId} ORDER BY lower(${charges.name}), ${charges.id}`);

const DECIMAL = /^-?\d{1,13}(\.\d+)?$/;
const isTax = (chargeType: string | null | undefined) => chargeType?.trim().toLowerCase() === 'tax';

/**
 * The charge lines of an invoice. A requested charge posts to the account of the charge
 * configuration its `chargeType` names (ignoring case), when that has one; otherwise `tax` to
 * the company's TAX account, anything else (shipping, handling, other, none) to OTHER_INCOME.
 * Every `global` configuration of the company in the invoice currency then adds a line quoted on
 * `base` (zero amounts left out), unless a requested charge names it already. Requested amounts
 * must be exact at the currency's minor units and not negative (422 at `charges.N.amount`).
 */
export async function resolveInvoiceCharges(tx: DbOrTx, { currency: named, base, requested, defaultAccounts, configurations }: InvoiceChargesInput): Promise<InvoiceChargeLine[]> {
  const currency = typeof named === 'string' ? await findCurrencyByCode(tx, named) : named;
  if (!currency) throw fail.field('currencyCodeString', `unknown ISO 4217 currency ${String(named)}`, 'unknown-currency');
  const byName = new Map(configurations.map((c) => [c.name.trim().toLowerCase(), c]));

  const fallbackAccount = (chargeType: string | null | undefined) => {
    const role = isTax(chargeType) ? 'TAX' : 'OTHER_INCOME';
    const id = defaultAccounts[role];
    if (!id) throw fail.conflict(`The company has no default ${role} account for invoice charges.`);
    return id;
  };

  const lines: InvoiceChargeLine[] = [];
  const namedIds = new Set<string>();
  for (const [i, charge] of requested.entries()) {
    if (typeof charge.amount === 'string' ? !DECIMAL.test(charge.amount) : !Number.isFinite(charge.amount)) {
      throw fail.field(`charges.${i}.amount`, 'must be a decimal amount', 'invalid');
    }
    const amount = exactAmount(charge.amount, currency.minorUnits, `charges.${i}.amount`, currency.code);
    if (amount.isNegative()) throw fail.field(`charges.${i}.amount`, 'must not be negative', 'negative');
    const configuration = charge.chargeType ? byName.get(charge.chargeType.trim().toLowerCase()) : undefined;
    if (configuration) namedIds.add(configuration.id);
    lines.push({
      description: charge.description ?? null,
      chargeType: charge.chargeType ?? null,
      amount: amount.toFixed(currency.minorUnits),
      accountId: configuration?.accountId ?? fallbackAccount(charge.chargeType),
      chargeIdString: configuration?.id ?? null,
      global: false,
    });
  }

  const globals = configurations.filter((c) => c.global && c.currencyId === currency.id && !namedIds.has(c.id));
  const quotes = await quoteCharges(tx, globals, new Decimal(base.toString()), currency.minorUnits);
  for (const configuration of globals) {
    const amount = quotes.get(configuration.id)!;
    if (amount.isZero()) continue;
    lines.push({
      description: configuration.description ?? configuration.name,
      chargeType: configuration.name,
      amount: amount.toFixed(currency.minorUnits),
      accountId: configuration.accountId ?? fallbackAccount(configuration.name),
      chargeIdString: configuration.id,
      global: true,
    });
  }
  return lines;
}

