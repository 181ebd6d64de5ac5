import { and, eq, ilike, or } from 'drizzle-orm';
import type { Supplier, SupplierCreate, SupplierListQuery, SupplierUpdate } from '../../../contract/suppliers';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { bills, currencies, payments, purchaseOrders, suppliers } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { partyCurrencyId } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { refuseIfReferenced, type Reference } from '../core/references';
import { takenInCompany, uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { recordMetaOf } from '../core/record-meta';
import { paymentTermsOfCompany } from '../payments/payment-terms';
import { rememberDeleted } from '../outbox/event-log';
import { anyOf } from '../../db/arrays';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({ suppliers_company_name_key: takenInCompany('supplier') });

type SupplierRow = typeof suppliers.$inferSelect;

/**
 * What refers to a supplier and so keeps it from being deleted. Bills and payments add
 * themselves here, one line each, when their tables exist.
 */
export const supplierReferences: Reference[] = [
  { column: purchaseOrders.supplierId, one: 'purchase order', many: 'purchase orders' },
  { column: bills.supplierId, one: 'bill', many: 'bills' },
  { column: payments.supplierId, one: 'payment', many: 'payments' },
];

function toSupplier(row: SupplierRow, currencyCode: string): Supplier {
  return {
    id: row.id,
    name: row.name,
    companyIdString: row.companyId,
    currencyCodeString: currencyCode,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    paymentTermsIdString: row.paymentTermsId,
    ...recordMetaOf(row),
  };
}

export function supplierFields(input: SupplierCreate) {
  return {
    name: input.name.trim(),
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
  };
}

const selectSuppliers = (db: DbOrTx) =>
  db.select({ supplier: suppliers, currency: currencies.code }).from(suppliers).innerJoin(currencies, eq(currencies.id, suppliers.currencyId)).$dynamic();

export async function createSupplier(ctx: Ctx, input: SupplierCreate): Promise<Supplier> {
  const company = companyContext(ctx, input.companyIdString);
  const currencyId = await partyCurrencyId(company, input.currencyCodeString, 'currencyCodeString');
  const paymentTermsId = await paymentTermsOfCompany(ctx.db, company.companyId, input.paymentTermsIdString);
  const [row] = await mappingUniqueViolations(input, () =>
    ctx.db.insert(suppliers).values({ id: newId(), companyId: company.companyId, currencyId, paymentTermsId, ...supplierFields(input) }).returning());
  return getSupplier(ctx, row.id);
}

/** A supplier of one of the principal's companies; another company's is "not found". */
export async function getSupplier(ctx: Ctx, id: string): Promise<Supplier> {
  const [found] = await selectSuppliers(ctx.db).where(eq(suppliers.id, id));
  const { supplier, currency } = visibleTo(ctx, found, (f) => f.supplier.companyId, 'The supplier');
  return toSupplier(supplier, currency);
}

/** Suppliers by id, as GET answers each, many at once (the event log of an import). */
export async function suppliersByIds(ctx: Ctx, ids: string[]): Promise<Supplier[]> {
  return (await selectSuppliers(ctx.db).where(anyOf(suppliers.id, ids))).map((r) => toSupplier(r.supplier, r.currency));
}

export const supplierSortable = { name: suppliers.name, createdAt: suppliers.createdAt, email: suppliers.email };

export async function listSuppliers(ctx: Ctx, query: SupplierListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = and(
    eq(suppliers.companyId, companyId),
    term ? or(ilike(suppliers.name, containing(term)), ilike(suppliers.email, containing(term)), ilike(suppliers.phone, containing(term))) : undefined,
  );
  return paginate(ctx.db, { select: selectSuppliers(ctx.db), from: suppliers, where, sortable: supplierSortable, defaultSort: 'name', tiebreak: suppliers.id },
    query, (rows) => rows.map((r) => toSupplier(r.supplier, r.currency)));
}

/** Replaces a supplier's fields. The company is fixed: naming another one is refused. */
export async function updateSupplier(ctx: Ctx, { id, data, expectedVersion }: Replacement<SupplierUpdate>): Promise<Supplier> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await getSupplier(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'a supplier cannot move to another company', 'immutable');
  }
  const currencyId = await partyCurrencyId({ ...ctx, companyId: current.companyIdString }, data.currencyCodeString ?? current.currencyCodeString, 'currencyCodeString');
  const paymentTermsId = await paymentTermsOfCompany(ctx.db, current.companyIdString, data.paymentTermsIdString);
  await mappingUniqueViolations(data, () =>
    replaceVersioned(ctx.db, suppliers, { id, expectedVersion, currentVersion: current.version, set: { ...supplierFields(data), currencyId, paymentTermsId } }));
  return getSupplier(ctx, id);
}

/** Deletes a supplier nothing refers to; one that is used is 409 `in-use` naming what uses it. */
export async function deleteSupplier(ctx: Ctx, id: string, references: readonly Reference[] = supplierReferences): Promise<void> {
  const [locked] = await ctx.db.select({ companyId: suppliers.companyId }).from(suppliers).where(eq(suppliers.id, id)).for('update');
  visibleTo(ctx, locked, (r) => r.companyId, 'The supplier');
  await refuseIfReferenced(ctx.db, id, references, 'The supplier');
  rememberDeleted(ctx.db, 'supplier', await getSupplier(ctx, id));
  await ctx.db.delete(suppliers).where(eq(suppliers.id, id));
}
