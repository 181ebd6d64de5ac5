import { and, eq, ilike, inArray } from 'drizzle-orm';
import {
  percentText, type TaxRate, type TaxRateCreate, type TaxRateListQuery, type TaxRateUpdate,
} from '../../../contract/tax-rates';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { fail } from '../../base/errors';
import { containing, paginate } from '../../db/paginate';
import { billLines, invoiceLines, purchaseOrderLines, salesOrderLines, taxRates } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { recordMetaOf } from '../core/record-meta';
import { refuseIfReferenced, type Reference } from '../core/references';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { defaultAccountIds, loadPostableAccounts } from '../ledger/accounts';
import { rememberDeleted } from '../outbox/event-log';

/**
 * Tax rates (decisions §13 "Tax rates"; docs/sales.md "Tax"): a named percentage per company
 * and the accounts its tax posts to. Lines of invoices, orders and bills name one; line-tax.ts
 * computes their tax.
 */

const mappingUniqueViolations = uniqueViolations({
  tax_rates_company_name_key: {
    path: 'name', message: 'is taken by another tax rate of this company',
    detail: (v) => `A tax rate named "${v}" exists already in this company.`,
  },
});

/** What refers to a tax rate and so keeps it from being deleted. */
const rateReferences: Reference[] = [
  { column: invoiceLines.taxRateId, one: 'invoice line', many: 'invoice lines' },
  { column: salesOrderLines.taxRateId, one: 'sales order line', many: 'sales order lines' },
  { column: purchaseOrderLines.taxRateId, one: 'purchase order line', many: 'purchase order lines' },
  { column: billLines.taxRateId, one: 'bill line', many: 'bill lines' },
];

type RateRow = typeof taxRates.$inferSelect;

function toTaxRate(row: RateRow): TaxRate {
  return {
    id: row.id, companyIdString: row.companyId, name: row.name, ratePercent: percentText(row.ratePercent),
    salesAccountIdString: row.salesAccountId, purchaseAccountIdString: row.purchaseAccountId, ...recordMetaOf(row),
  };
}

/** An account a rate posts to: the one named (of the company, not a group; else 422 at `path`), else the default of the first role that has one. */
async function postingAccount(db: DbOrTx, companyId: string, named: string | null | undefined, path: string, roles: ('TAX' | 'TAX_RECEIVABLE')[]) {
  if (named) {
    const found = (await loadPostableAccounts(db, companyId, [named.toLowerCase()])).get(named.toLowerCase());
    if (!found) throw fail.field(path, 'is not an account of this company', 'unknown-account');
    if (found.isGroup) throw fail.field(path, `account ${found.accountNumber} is a group account and takes no postings`, 'group-account');
    return found.id;
  }
  const defaults = await defaultAccountIds(db, companyId, roles);
  const id = roles.map((r) => defaults[r]).find(Boolean);
  if (!id) throw fail.field(path, 'is required: the company has no default tax account', 'required');
  return id;
}

async function rateFields(db: DbOrTx, companyId: string, input: TaxRateCreate) {
  return {
    name: input.name.trim(),
    ratePercent: input.ratePercent,
    salesAccountId: await postingAccount(db, companyId, input.salesAccountIdString, 'salesAccountIdString', ['TAX']),
    purchaseAccountId: await postingAccount(db, companyId, input.purchaseAccountIdString, 'purchaseAccountIdString', ['TAX_RECEIVABLE', 'TAX']),
  };
}

export async function createTaxRate(ctx: Ctx, input: TaxRateCreate): Promise<TaxRate> {
  const { companyId } = companyContext(ctx, input.companyIdString);
  const fields = await rateFields(ctx.db, companyId, input);
  const [row] = await mappingUniqueViolations(input, () => ctx.db.insert(taxRates).values({ id: newId(), companyId, ...fields }).returning());
  const created = toTaxRate(row);
  return created;
}

/** A rate of one of the principal's companies; another company's is "not found". */
export async function getTaxRate(ctx: Ctx, id: string): Promise<TaxRate> {
  const [row] = await ctx.db.select().from(taxRates).where(eq(taxRates.id, id.toLowerCase()));
  return toTaxRate(visibleTo(ctx, row, (r) => r.companyId, 'The tax rate'));
}

export const taxRateSortable = { name: taxRates.name, ratePercent: taxRates.ratePercent, createdAt: taxRates.createdAt };

export async function listTaxRates(ctx: Ctx, query: TaxRateListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = and(eq(taxRates.companyId, companyId), term ? ilike(taxRates.name, containing(term)) : undefined);
  return paginate(ctx.db, {
    select: ctx.db.select().from(taxRates).$dynamic(), from: taxRates, where,
    sortable: taxRateSortable, defaultSort: 'name', tiebreak: taxRates.id,
  }, query, (rows) => rows.map(toTaxRate));
}

/** Replaces the rate's fields; posted documents keep the percentage they were taxed at. The company is fixed. */
export async function updateTaxRate(ctx: Ctx, { id, data, expectedVersion }: Replacement<TaxRateUpdate>): Promise<TaxRate> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await getTaxRate(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'a tax rate cannot move to another company', 'immutable');
  }
  const fields = await rateFields(ctx.db, current.companyIdString, data);
  await mappingUniqueViolations(data, () =>
    replaceVersioned(ctx.db, taxRates, { id: current.id, expectedVersion, currentVersion: current.version, set: fields }));
  return getTaxRate(ctx, id);
}

/** Deletes a rate no line names; a used one is 409 `in-use`. */
export async function deleteTaxRate(ctx: Ctx, id: string): Promise<void> {
  const [locked] = await ctx.db.select({ id: taxRates.id, name: taxRates.name, companyId: taxRates.companyId }).from(taxRates)
    .where(eq(taxRates.id, id.toLowerCase())).for('update');
  const found = visibleTo(ctx, locked, (r) => r.companyId, 'The tax rate');
  await refuseIfReferenced(ctx.db, found.id, rateReferences, `The tax rate "${found.name}"`);
  rememberDeleted(ctx.db, 'tax_rate', await getTaxRate(ctx, found.id));
  await ctx.db.delete(taxRates).where(eq(taxRates.id, found.id));
}

/** A rate as a line is taxed by it. */
export type LineRate = { id: string; name: string; percent: string; salesAccountId: string; purchaseAccountId: string };

/**
 * The rate of each requested line (null for an untaxed line), checked to be the company's:
 * another company's rate, or none with that id, is 422 at `items.N.taxRateIdString`.
 */
export async function lineRates(db: DbOrTx, companyId: string, requested: { taxRateIdString?: string | null }[]): Promise<(LineRate | null)[]> {
  const ids = [...new Set(requested.flatMap((l) => (l.taxRateIdString ? [l.taxRateIdString.toLowerCase()] : [])))];
  const rows = ids.length === 0 ? [] : await db.select().from(taxRates).where(and(eq(taxRates.companyId, companyId), inArray(taxRates.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, percent: r.ratePercent, salesAccountId: r.salesAccountId, purchaseAccountId: r.purchaseAccountId }]));
  return requested.map((l, i) => {
    if (!l.taxRateIdString) return null;
    const rate = byId.get(l.taxRateIdString.toLowerCase());
    if (!rate) throw fail.field(`items.${i}.taxRateIdString`, 'is not a tax rate of this company', 'unknown-tax-rate');
    return rate;
  });
}

/** The rates' names and accounts by id, for answering and posting stored lines. */
export async function ratesById(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, RateRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(taxRates).where(inArray(taxRates.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
