import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from '../../../contract/customers';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { currencies, customers } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { partyCurrencyId } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { takenInCompany, uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { recordMetaOf } from '../core/record-meta';
import { paymentTermsOfCompany } from '../payments/payment-terms';
import { anyOf } from '../../db/arrays';
import { mapRead, readOne, selectRead, type Read } from '../../db/read-together';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({ customers_company_name_key: takenInCompany('customer') });

type CustomerRow = typeof customers.$inferSelect;

function toCustomer(row: CustomerRow, currencyCode: string): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    billingAddress: row.billingAddress,
    currencyCode,
    notes: row.notes,
    paymentTermsIdString: row.paymentTermsId,
    companyIdString: row.companyId,
    ...recordMetaOf(row),
  };
}

export function customerFields(input: CustomerCreate) {
  return {
    name: input.name.trim(),
    email: input.email ?? null,
    phone: input.phone ?? null,
    taxId: input.taxId ?? null,
    billingAddress: input.billingAddress ?? null,
    notes: input.notes ?? null,
  };
}

const selectCustomers = (db: DbOrTx) =>
  db.select({ customer: customers, currency: currencies.code }).from(customers).innerJoin(currencies, eq(currencies.id, customers.currencyId)).$dynamic();

export async function createCustomer(ctx: Ctx, input: CustomerCreate): Promise<Customer> {
  const company = companyContext(ctx, input.companyIdString);
  const currencyId = await partyCurrencyId(company, input.currencyCode, 'currencyCode');
  const paymentTermsId = await paymentTermsOfCompany(ctx.db, company.companyId, input.paymentTermsIdString);
  const [row] = await mappingUniqueViolations(input, () =>
    ctx.db.insert(customers).values({ id: newId(), companyId: company.companyId, currencyId, paymentTermsId, ...customerFields(input) }).returning());
  const created = await getCustomer(ctx, row.id);
  return created;
}

/** A customer of one of the principal's companies; another company's is "not found". */
export async function getCustomer(ctx: Ctx, id: string): Promise<Customer> {
  const [found] = await selectCustomers(ctx.db).where(eq(customers.id, id));
  const { customer, currency } = visibleTo(ctx, found, (f) => f.customer.companyId, 'The customer');
  return toCustomer(customer, currency);
}

/** Customers by id, as GET answers each, many at once (the event log of an import). */
export async function customersByIds(ctx: Ctx, ids: string[]): Promise<Customer[]> {
  return (await selectCustomers(ctx.db).where(anyOf(customers.id, ids))).map((r) => toCustomer(r.customer, r.currency));
}

export const customerSortable = { name: customers.name, createdAt: customers.createdAt, email: customers.email };

export async function listCustomers(ctx: Ctx, query: CustomerListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = and(
    eq(customers.companyId, companyId),
    term ? or(ilike(customers.name, containing(term)), ilike(customers.email, containing(term)), ilike(customers.taxId, containing(term))) : undefined,
  );
  return paginate(ctx.db, { select: selectCustomers(ctx.db), from: customers, where, sortable: customerSortable, defaultSort: 'name', tiebreak: customers.id },
    query, (rows) => rows.map((r) => toCustomer(r.customer, r.currency)));
}

/** Replaces a customer's fields. The company is fixed: naming another one is refused. */
export async function updateCustomer(ctx: Ctx, { id, data, expectedVersion }: Replacement<CustomerUpdate>): Promise<Customer> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await getCustomer(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'a customer cannot move to another company', 'immutable');
  }
  const currencyId = await partyCurrencyId({ ...ctx, companyId: current.companyIdString }, data.currencyCode ?? current.currencyCode, 'currencyCode');
  const paymentTermsId = await paymentTermsOfCompany(ctx.db, current.companyIdString, data.paymentTermsIdString);
  await mappingUniqueViolations(data, () =>
    replaceVersioned(ctx.db, customers, { id, expectedVersion, currentVersion: current.version, set: { ...customerFields(data), currencyId, paymentTermsId } }));
  return getCustomer(ctx, id);
}

/** A customer of the company a document names, else 422 at `customerIdString` (another company's customer is unknown too: no leak). */
export const customerOfCompanyRead = (companyId: string, customerId: string): Read<{ id: string; name: string; paymentTermsId: string | null }> => mapRead(
  selectRead({ id: customers.id, name: customers.name, paymentTermsId: customers.paymentTermsId },
    sql`FROM ${customers} WHERE ${customers.id} = ${customerId.toLowerCase()} AND ${customers.companyId} = ${companyId}`),
  ([row]) => {
    if (!row) throw fail.field('customerIdString', 'is not a customer of this company', 'unknown-customer');
    return row;
  });

export const customerOfCompany = (db: DbOrTx, companyId: string, customerId: string) => readOne(db, customerOfCompanyRead(companyId, customerId));
