import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../contract/common';
import { chargeTermsErrors, quoteCharge, type ChargeTerms } from '../../../contract/charge-quote';
import type { Charge, ChargeCreate, ChargeListQuery, ChargeQuote, ChargeUpdate } from '../../../contract/charges';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { accounts, chargeComponents, charges, currencies } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { findCurrencyByCode } from '../ledger/currencies';
import { DomainError, fail } from '../../base/errors';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { takenInCompany, uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({ charges_company_name_key: takenInCompany('charge') });

export type ChargeRow = typeof charges.$inferSelect;
type Selected = { charge: ChargeRow; currency: string; minorUnits: number; accountNumber: string | null; accountName: string | null };

const MONEY_FIELDS = ['amount', 'flat', 'min', 'max', 'minimumAmount', 'maximumAmount'] as const;

const selectCharges = (db: DbOrTx) =>
  db
    .select({ charge: charges, currency: currencies.code, minorUnits: currencies.minorUnits, accountNumber: accounts.accountNumber, accountName: accounts.name })
    .from(charges)
    .innerJoin(currencies, eq(currencies.id, charges.currencyId))
    .leftJoin(accounts, eq(accounts.id, charges.accountId))
    .$dynamic();

const money = (value: string | null, minorUnits: number) => (value === null ? null : moneyNumber(value, minorUnits));

function toCharge({ charge: c, currency, minorUnits, accountNumber, accountName }: Selected, components: string[]): Charge {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    amount: money(c.amount, minorUnits),
    account: c.accountId,
    accountNumber,
    accountName,
    percentageRate: c.percentageRate === null ? null : Number(c.percentageRate),
    flat: money(c.flat, minorUnits),
    composite: c.composite,
    global: c.global,
    min: money(c.min, minorUnits),
    max: money(c.max, minorUnits),
    minimumAmount: money(c.minimumAmount, minorUnits),
    maximumAmount: money(c.maximumAmount, minorUnits),
    currencyString: currency,
    companyIdString: c.companyId,
    components,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

/** The components of each charge, in order, keyed by charge id. */
async function componentsOf(db: DbOrTx, chargeIds: string[]): Promise<Map<string, string[]>> {
  const byCharge = new Map<string, string[]>(chargeIds.map((id) => [id, []]));
  if (chargeIds.length === 0) return byCharge;
  const rows = await db.select().from(chargeComponents).where(inArray(chargeComponents.chargeId, chargeIds)).orderBy(asc(chargeComponents.chargeId), asc(chargeComponents.position));
  for (const row of rows) byCharge.get(row.chargeId)!.push(row.componentId);
  return byCharge;
}

async function withComponents(db: DbOrTx, rows: Selected[]): Promise<Charge[]> {
  const components = await componentsOf(db, rows.filter((r) => r.charge.composite).map((r) => r.charge.id));
  return rows.map((r) => toCharge(r, components.get(r.charge.id) ?? []));
}

/**
 * The account a charge posts to, named by id or by number within the company: a posting account
 * (not a group); anything else is 422 at `account`.
 */
async function chargeAccountId(db: DbOrTx, companyId: string, named: string): Promise<string> {
  const byId = UUID_PATTERN.test(named);
  const [found] = await db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, isGroup: sql<boolean>`EXISTS (SELECT 1 FROM accounts child WHERE child.parent_account_id = accounts.id)` })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), byId ? eq(accounts.id, named.toLowerCase()) : eq(accounts.accountNumber, named)));
  if (!found) throw fail.field('account', byId ? 'is not an account of this company' : `no account of this company has the number ${named}`, 'unknown-account');
  if (found.isGroup) throw fail.field('account', `account ${found.accountNumber} is a group account and takes no postings`, 'group-account');
  return found.id;
}

/**
 * The components of a composite charge: charges of the same company and currency, not composite
 * themselves, each once, not the charge itself; 422 at `components.N`. Locked against a
 * concurrent change that would break these rules.
 */
async function checkComponents(db: DbOrTx, companyId: string, currencyId: string, ids: string[], self?: string): Promise<string[]> {
  const wanted = ids.map((id) => id.toLowerCase());
  const rows = wanted.length === 0 ? [] : await db
    .select({ id: charges.id, companyId: charges.companyId, currencyId: charges.currencyId, composite: charges.composite, name: charges.name })
    .from(charges).where(inArray(charges.id, wanted)).orderBy(asc(charges.id)).for('share');
  const byId = new Map(rows.map((r) => [r.id, r]));
  wanted.forEach((id, i) => {
    const path = `components.${i}`;
    const found = byId.get(id);
    if (id === self) throw fail.field(path, 'a charge cannot be a component of itself', 'self-reference');
    if (!found || found.companyId !== companyId) throw fail.field(path, 'is not a charge of this company', 'unknown-charge');
    if (wanted.indexOf(id) !== i) throw fail.field(path, `repeats the component ${found.name}`, 'duplicate');
    if (found.currencyId !== currencyId) throw fail.field(path, `${found.name} is in another currency`, 'currency-mismatch');
    if (found.composite) throw fail.field(path, `${found.name} is composite itself; components are simple charges`, 'composite');
  });
  return wanted;
}

/** The checked row values of a create or replacement, and its components. */
async function valuesOf(db: DbOrTx, companyId: string, input: ChargeCreate, self?: string) {
  const currency = await findCurrencyByCode(db, input.currencyString);
  if (!currency) throw fail.field('currencyString', `unknown ISO 4217 currency ${input.currencyString}`, 'unknown-currency');
  const exact = Object.fromEntries(MONEY_FIELDS.map((field) => {
    const value = input[field];
    return [field, value === null || value === undefined ? null : exactAmount(value, currency.minorUnits, field, currency.code).toString()];
  })) as Record<(typeof MONEY_FIELDS)[number], string | null>;
  const percentageRate = input.percentageRate === null || input.percentageRate === undefined ? null : new Decimal(String(input.percentageRate)).toString();
  const composite = input.composite ?? false;
  const errors = chargeTermsErrors({ ...exact, percentageRate, composite, components: input.components });
  if (errors.length > 0) throw new DomainError('invalid', 'validation', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  const accountId = input.account ? await chargeAccountId(db, companyId, input.account) : null;
  const components = composite ? await checkComponents(db, companyId, currency.id, input.components ?? [], self) : [];
  return {
    row: {
      name: input.name.trim(),
      description: input.description ?? null,
      currencyId: currency.id,
      accountId,
      ...exact,
      percentageRate,
      composite,
      global: input.global ?? false,
    },
    components,
  };
}

async function writeComponents(db: DbOrTx, companyId: string, chargeId: string, components: string[]) {
  await db.delete(chargeComponents).where(eq(chargeComponents.chargeId, chargeId));
  if (components.length > 0) {
    await db.insert(chargeComponents).values(components.map((componentId, position) => ({ chargeId, position, componentId, companyId })));
  }
}

export async function createCharge(ctx: Ctx, input: ChargeCreate): Promise<Charge> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  const { row, components } = await valuesOf(db, companyId, input);
  const id = newId();
  await mappingUniqueViolations(input, () => db.insert(charges).values({ id, companyId, ...row }));
  await writeComponents(db, companyId, id, components);
  return getCharge(ctx, id);
}

/** A charge of one of the principal's companies; another company's is "not found". */
export async function getCharge(ctx: Ctx, id: string): Promise<Charge> {
  const [found] = await selectCharges(ctx.db).where(eq(charges.id, id));
  return (await withComponents(ctx.db, [visibleTo(ctx, found, (f) => f.charge.companyId, 'The charge')]))[0];
}

export const chargeSortable = { name: charges.name, createdAt: charges.createdAt };

export async function listCharges(ctx: Ctx, query: ChargeListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const currency = query.currencyString ? await findCurrencyByCode(ctx.db, query.currencyString) : undefined;
  const where = and(
    eq(charges.companyId, companyId),
    term ? ilike(charges.name, containing(term)) : undefined,
    query.global ? eq(charges.global, query.global === 'true') : undefined,
    // an unknown currency matches nothing
    query.currencyString ? (currency ? eq(charges.currencyId, currency.id) : sql`false`) : undefined,
  );
  return paginate(ctx.db, { select: selectCharges(ctx.db), from: charges, where, sortable: chargeSortable, defaultSort: 'name', tiebreak: charges.id },
    query, (rows) => withComponents(ctx.db, rows));
}

/**
 * Replaces a charge's fields. The company is fixed; a charge that is a component of a composite
 * keeps its currency and stays simple (422 at `currencyString` or `composite`).
 */
export async function updateCharge(ctx: Ctx, { id, data, expectedVersion }: Replacement<ChargeUpdate>): Promise<Charge> {
  companyContext(ctx, data.companyIdString);
  // locked first, so a composite being created with this charge as component waits or is seen
  const [locked] = await ctx.db.select({ companyId: charges.companyId }).from(charges).where(eq(charges.id, id)).for('update');
  visibleTo(ctx, locked, (r) => r.companyId, 'The charge');
  const current = await getCharge(ctx, id);
  if (data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'a charge cannot move to another company', 'immutable');
  }
  const { row, components } = await valuesOf(ctx.db, current.companyIdString, data, id);
  const [usedBy] = await ctx.db
    .select({ name: charges.name, currencyId: charges.currencyId })
    .from(chargeComponents).innerJoin(charges, eq(charges.id, chargeComponents.chargeId))
    .where(eq(chargeComponents.componentId, id)).limit(1);
  if (usedBy && row.composite) throw fail.field('composite', `the charge is a component of ${usedBy.name}, so it cannot be composite itself`, 'in-use');
  if (usedBy && row.currencyId !== usedBy.currencyId) {
    throw fail.field('currencyString', `the charge is a component of ${usedBy.name}, so it keeps that charge's currency`, 'in-use');
  }
  await mappingUniqueViolations(data, () => replaceVersioned(ctx.db, charges, { id, expectedVersion, currentVersion: current.version, set: row }));
  await writeComponents(ctx.db, current.companyIdString, id, components);
  return getCharge(ctx, id);
}

/** The terms of charges by id, as the quote function takes them. */
async function termsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ChargeTerms>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(charges).where(inArray(charges.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A base from a query: at most the currency's minor units of decimals, else 400 naming `base`. */
function baseOf(text: string, minorUnits: number, currency: string): Decimal {
  const base = new Decimal(text);
  if (base.decimalPlaces() > minorUnits) {
    const message = `has more decimals than ${currency} allows (${minorUnits})`;
    throw fail.invalidQuery(`base: ${message}`, [{ path: 'base', message, code: 'too-precise' }]);
  }
  return base;
}

/**
 * Quotes charges on one base in their currency (a composite sums its components), keyed by charge id.
 * The rows are the charges' own; components are read here.
 */
export async function quoteCharges(db: DbOrTx, rows: ChargeRow[], base: Decimal.Value, minorUnits: number): Promise<Map<string, Decimal>> {
  const components = await componentsOf(db, rows.filter((r) => r.composite).map((r) => r.id));
  const terms = await termsOf(db, [...new Set([...components.values()].flat())]);
  return new Map(rows.map((row) => [row.id, quoteCharge(row, base.toString(), minorUnits, (components.get(row.id) ?? []).map((c) => terms.get(c)!))]));
}

/** `GET /charges/{id}/quote?base=`: what the charge comes to on that base. */
export async function quoteChargeOnBase(ctx: Ctx, id: string, baseText: string): Promise<ChargeQuote> {
  const [found] = await selectCharges(ctx.db).where(eq(charges.id, id));
  const { charge, currency, minorUnits } = visibleTo(ctx, found, (f) => f.charge.companyId, 'The charge');
  const base = baseOf(baseText, minorUnits, currency);
  const amount = (await quoteCharges(ctx.db, [charge], base, minorUnits)).get(charge.id)!;
  return { base: moneyNumber(base, minorUnits), amount: moneyNumber(amount, minorUnits), currency };
}
