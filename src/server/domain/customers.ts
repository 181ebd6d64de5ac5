import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from '../../contract/customers';
import type { DbOrTx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { companies, currencies, customers } from '../db/schema';
import { escapeLike, orderByFromSort, pageOf } from '../http/paging';
import { problems } from '../http/problem';
import { findCurrencyByCode } from './currencies';

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
    companyIdString: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The currency a customer is billed in: the one named, else the company's base currency. */
async function customerCurrencyId(tx: DbOrTx, companyId: string, code: string | null | undefined): Promise<string> {
  if (code) {
    const currency = await findCurrencyByCode(tx, code);
    if (!currency) throw problems.field('currencyCode', `unknown ISO 4217 currency ${code}`, 'unknown-currency');
    return currency.id;
  }
  const [company] = await tx.select({ currencyId: companies.baseCurrencyId }).from(companies).where(eq(companies.id, companyId));
  return company.currencyId;
}

function fieldsOf(input: CustomerCreate) {
  return {
    name: input.name.trim(),
    email: input.email ?? null,
    phone: input.phone ?? null,
    taxId: input.taxId ?? null,
    billingAddress: input.billingAddress ?? null,
    notes: input.notes ?? null,
  };
}

const nameTaken = (name: string) => problems.conflict(`A customer named "${name}" exists already in this company.`);

export async function createCustomer(tx: DbOrTx, companyId: string, input: CustomerCreate): Promise<Customer> {
  const currencyId = await customerCurrencyId(tx, companyId, input.currencyCode);
  try {
    const [row] = await tx.insert(customers).values({ id: newId(), companyId, currencyId, ...fieldsOf(input) }).returning();
    return getCustomer(tx, row.id, [companyId]);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/** A customer of one of `memberOf`'s companies; another company's is "not found". */
export async function getCustomer(db: DbOrTx, id: string, memberOf: string[]): Promise<Customer> {
  const [found] = await db
    .select({ customer: customers, currency: currencies.code })
    .from(customers)
    .innerJoin(currencies, eq(currencies.id, customers.currencyId))
    .where(eq(customers.id, id));
  if (!found || !memberOf.includes(found.customer.companyId)) throw problems.notFound('The customer');
  return toCustomer(found.customer, found.currency);
}

export const customerSortable = { name: customers.name, createdAt: customers.createdAt, email: customers.email };

export async function listCustomers(db: DbOrTx, companyId: string, query: CustomerListQuery) {
  const term = query.search ? `%${escapeLike(query.search.trim())}%` : undefined;
  const where = and(
    eq(customers.companyId, companyId),
    term ? or(ilike(customers.name, term), ilike(customers.email, term), ilike(customers.taxId, term)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ customer: customers, currency: currencies.code })
      .from(customers)
      .innerJoin(currencies, eq(currencies.id, customers.currencyId))
      .where(where)
      .orderBy(...orderByFromSort(query.sort ?? 'name', customerSortable, customers.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return pageOf(rows.map((r) => toCustomer(r.customer, r.currency)), total, query);
}

/** Replaces a customer's fields. The company is fixed: naming another one is refused. */
export async function updateCustomer(tx: DbOrTx, id: string, input: CustomerUpdate, memberOf: string[], expectedVersion?: number): Promise<Customer> {
  const current = await getCustomer(tx, id, memberOf);
  if (input.companyIdString && input.companyIdString.toLowerCase() !== current.companyIdString) {
    throw problems.field('companyIdString', 'a customer cannot move to another company', 'immutable');
  }
  const currencyId = await customerCurrencyId(tx, current.companyIdString, input.currencyCode ?? current.currencyCode);
  try {
    const [row] = await tx
      .update(customers)
      .set({ ...fieldsOf(input), currencyId, updatedAt: sql`now()`, version: sql`${customers.version} + 1` })
      .where(and(eq(customers.id, id), expectedVersion === undefined ? undefined : eq(customers.version, expectedVersion)))
      .returning();
    if (!row) throw problems.preconditionFailed(current.version);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return getCustomer(tx, id, memberOf);
}
