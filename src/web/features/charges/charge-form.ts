import type { Decimal } from 'decimal.js';
import { chargeApplies, chargeTermsErrors, quoteCharge, type ChargeTerms } from '../../../contract/charge-quote';
import { chargeCreate, type Charge, type ChargeCreate } from '../../../contract/charges';
import { InvalidInput, withTypedAmounts } from '../../components/form/typed-input';
import { amountText, formatQuantity, type Amount } from '../../money/money';

/**
 * The charge form's logic: its schema, the live quote preview (the service's own quote
 * function, `src/contract/charge-quote.ts`, on the form's current values) and the one-line
 * summary of a charge's terms the list shows.
 */

export const MONEY_FIELDS = ['amount', 'flat', 'min', 'max', 'minimumAmount', 'maximumAmount'] as const;
const TERM_FIELDS = [...MONEY_FIELDS, 'percentageRate'] as const;

/** The contract's schema over the typed amounts and rate (exact decimal strings until sent), with the service's checks of the terms as a whole. */
export const chargeSchema = withTypedAmounts(chargeCreate, [...TERM_FIELDS]).superRefine((values, ctx) => {
  for (const error of chargeTermsErrors(values)) ctx.addIssue({ code: 'custom', path: [error.path], message: error.message });
});

/** The form's values as the fields hold them: exact decimal strings, an `InvalidInput`, or nothing. */
export type ChargeFormValues = Partial<Record<keyof ChargeCreate, unknown>>;

/** A record's values for the edit form (amounts as exact decimal strings, as `MoneyField` holds them). */
export function formValuesOf(charge: Charge): ChargeCreate {
  const text = (v: number | null) => (v === null ? undefined : String(v)) as unknown as number | undefined;
  return {
    name: charge.name,
    description: charge.description ?? undefined,
    amount: text(charge.amount),
    account: charge.account ?? undefined,
    percentageRate: text(charge.percentageRate),
    flat: text(charge.flat),
    composite: charge.composite,
    global: charge.global,
    min: text(charge.min),
    max: text(charge.max),
    minimumAmount: text(charge.minimumAmount),
    maximumAmount: text(charge.maximumAmount),
    currencyString: charge.currencyString,
    companyIdString: charge.companyIdString,
    components: charge.components,
  };
}

export type Preview = { ok: true; amount: Decimal; applies: boolean } | { ok: false; reason: string };

/**
 * What the charge being edited comes to on `base`, computed in the browser exactly as the service
 * would: nothing while a field cannot be read or the terms break a rule (the reason instead).
 */
export function previewQuote(values: ChargeFormValues, base: string | undefined, minorUnits: number | undefined, charges: readonly Charge[] | undefined): Preview {
  if (minorUnits === undefined) return { ok: false, reason: 'Choose a currency' };
  if (base === undefined) return { ok: false, reason: 'Type a base amount to see the charge on it' };
  if (TERM_FIELDS.some((field) => values[field] instanceof InvalidInput)) return { ok: false, reason: 'Correct the amounts above to see the charge' };
  const terms = Object.fromEntries(TERM_FIELDS.map((field) => [field, values[field] as Amount | undefined])) as ChargeTerms;
  const components = Array.isArray(values.components) ? (values.components as string[]) : [];
  const errors = chargeTermsErrors({ ...terms, composite: values.composite === true, components });
  if (errors.length > 0) return { ok: false, reason: `${errors[0].path}: ${errors[0].message}` };
  let componentTerms: Charge[] = [];
  if (values.composite === true) {
    const byId = new Map((charges ?? []).map((c) => [c.id, c]));
    if (components.some((id) => !byId.has(id))) return { ok: false, reason: 'Loading the components' };
    componentTerms = components.map((id) => byId.get(id)!);
  }
  const whole = { ...terms, composite: values.composite === true };
  return { ok: true, amount: quoteCharge(whole, base, minorUnits, componentTerms), applies: chargeApplies(whole, base) };
}

/** An amount with exactly the currency's decimals, in the locale's writing (`1,234.50`), no symbol. */
export function formatPlain(amount: Amount, minorUnits: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits }).format(amountText(amount, minorUnits) as unknown as number);
}

/** A charge's terms in a line: `2.5 % + 0.30, min 1.00, max 50.00, for 10.00 to 10,000.00`. */
export function termsSummary(charge: Charge, minorUnits: number, locale?: string): string {
  const money = (v: number) => formatPlain(v, minorUnits, locale);
  const price = charge.composite
    ? `Sum of ${charge.components.length} charge${charge.components.length === 1 ? '' : 's'}`
    : charge.amount !== null
      ? `${money(charge.amount)} fixed`
      : [charge.percentageRate !== null ? `${formatQuantity(charge.percentageRate, locale)} %` : undefined, charge.flat !== null ? money(charge.flat) : undefined]
        .filter(Boolean).join(' + ');
  const parts = [price];
  if (charge.min !== null) parts.push(`min ${money(charge.min)}`);
  if (charge.max !== null) parts.push(`max ${money(charge.max)}`);
  const { minimumAmount: low, maximumAmount: high } = charge;
  if (low !== null && high !== null) parts.push(`for ${money(low)} to ${money(high)}`);
  else if (low !== null) parts.push(`from ${money(low)}`);
  else if (high !== null) parts.push(`up to ${money(high)}`);
  return parts.join(', ');
}
