import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Company, CompanyCreate, CompanyListQuery, CompanyUpdate } from '../../contract/companies';
import type { DbOrTx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { accounts, companies, companyMemberships, currencies, fiscalYears } from '../db/schema';
import { escapeLike, orderByFromSort, pageOf } from '../http/paging';
import { problems } from '../http/problem';
import { standardChart } from './standard-chart';
import { findCurrencyByCode } from './currencies';

type CompanyRow = typeof companies.$inferSelect;

export function toCompany(row: CompanyRow, baseCurrency: string): Company {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    baseCurrency,
    baseCurrencyId: row.baseCurrencyId,
    fiscalYearStartMonth: row.fiscalYearStartMonth,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A short code from the name's letters (2-6 characters), made unique with a number when taken. */
async function generateCompanyCode(tx: DbOrTx, name: string): Promise<string> {
  const letters = name.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const stem = (letters.length >= 2 ? letters : `${letters}CO`).slice(0, 6);
  const taken = new Set(
    (await tx.select({ code: companies.code }).from(companies).where(ilike(companies.code, `${stem.slice(0, 4)}%`)))
      .map((r) => r.code.toUpperCase()),
  );
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const candidate = `${stem.slice(0, 10 - String(n).length)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The first fiscal year: the twelve months that contain `today`, starting on the company's start month. */
export function firstFiscalYear(startMonth: number, today = new Date()): { name: string; startDate: string; endDate: string } {
  const year = today.getUTCMonth() + 1 >= startMonth ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const start = new Date(Date.UTC(year, startMonth - 1, 1));
  const end = new Date(Date.UTC(year + 1, startMonth - 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { name: startMonth === 1 ? `FY ${year}` : `FY ${year}/${String(year + 1).slice(2)}`, startDate: iso(start), endDate: iso(end) };
}

/**
 * Creates a company with the standard chart of accounts, its default accounts and a first
 * fiscal year, and makes `memberUserId` a member. Run it inside a transaction.
 */
export async function createCompany(tx: DbOrTx, input: CompanyCreate, memberUserId?: string): Promise<Company> {
  const currency = await findCurrencyByCode(tx, input.baseCurrency);
  if (!currency) throw problems.field('baseCurrency', `unknown ISO 4217 currency ${input.baseCurrency}`, 'unknown-currency');

  const code = input.code ? input.code.toUpperCase() : await generateCompanyCode(tx, input.name);
  const startMonth = input.fiscalYearStartMonth ?? 1;
  const id = newId();
  let row: CompanyRow;
  try {
    [row] = await tx.insert(companies).values({ id, code, name: input.name.trim(), baseCurrencyId: currency.id, fiscalYearStartMonth: startMonth }).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw problems.conflict(`The company code ${code} is taken.`);
    throw error;
  }

  const ids = new Map(standardChart.map((entry) => [entry.number, newId()]));
  await tx.insert(accounts).values(
    standardChart.map((entry) => ({
      id: ids.get(entry.number)!,
      companyId: id,
      accountNumber: entry.number,
      name: entry.name,
      parentAccountId: entry.parent ? ids.get(entry.parent)! : null,
      type: entry.type,
      category: entry.category,
      ledger: 'GL',
      partyType: 'COMPANY',
      party: row.name,
      currencyId: currency.id,
      defaultRole: entry.defaultRole ?? null,
    })),
  );
  await tx.insert(fiscalYears).values({ id: newId(), companyId: id, ...firstFiscalYear(startMonth) });
  if (memberUserId) await tx.insert(companyMemberships).values({ userId: memberUserId, companyId: id });
  return toCompany(row, currency.code);
}

/** A company the principal is a member of; another company's is "not found". */
export async function getCompany(db: DbOrTx, id: string, memberOf: string[]): Promise<Company> {
  if (!memberOf.includes(id.toLowerCase())) throw problems.notFound('The company');
  const [found] = await db
    .select({ company: companies, currency: currencies.code })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .where(eq(companies.id, id));
  if (!found) throw problems.notFound('The company');
  return toCompany(found.company, found.currency);
}

export const companySortable = { name: companies.name, code: companies.code, createdAt: companies.createdAt };

export async function listCompanies(db: DbOrTx, query: CompanyListQuery, memberOf: string[]) {
  if (memberOf.length === 0) return pageOf<Company>([], 0, query);
  const where = and(
    inArray(companies.id, memberOf),
    query.name ? ilike(companies.name, `%${escapeLike(query.name)}%`) : undefined,
    query.code ? ilike(companies.code, `${escapeLike(query.code)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ company: companies, currency: currencies.code })
      .from(companies)
      .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
      .where(where)
      .orderBy(...orderByFromSort(query.sort, companySortable, companies.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return pageOf(rows.map((r) => toCompany(r.company, r.currency)), total, query);
}

/** Renames a company; with `expectedVersion` (from If-Match) a concurrent change is a 412. */
export async function updateCompany(tx: DbOrTx, id: string, input: CompanyUpdate, memberOf: string[], expectedVersion?: number): Promise<Company> {
  const current = await getCompany(tx, id, memberOf);
  const [row] = await tx
    .update(companies)
    .set({ name: input.name.trim(), updatedAt: sql`now()`, version: sql`${companies.version} + 1` })
    .where(and(eq(companies.id, id), expectedVersion === undefined ? undefined : eq(companies.version, expectedVersion)))
    .returning();
  if (!row) throw problems.preconditionFailed(current.version);
  return toCompany(row, current.baseCurrency);
}
