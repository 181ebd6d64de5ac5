import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Company, CompanyCreate, CompanyListQuery, CompanyUpdate } from '../../../contract/companies';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { preparedQuery } from '../../db/prepared';
import { containing, escapeLike, pageOf, paginate } from '../../db/paginate';
import { accounts, companies, companyMemberships, currencies, fiscalYears } from '../../db/schema';
import { isMember, type Ctx } from '../core/context';
import { findCurrencyByCode } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { standardChart } from '../ledger/standard-chart';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { recordMetaOf } from '../core/record-meta';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({ companies_code_key: { path: 'code', message: 'is taken by another company', detail: (v) => `The company code ${v} is taken.` } });

type CompanyRow = typeof companies.$inferSelect;

export function toCompany(row: CompanyRow, baseCurrency: string): Company {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    baseCurrency,
    baseCurrencyId: row.baseCurrencyId,
    fiscalYearStartMonth: row.fiscalYearStartMonth,
    address: row.address, taxId: row.taxId, bankDetails: row.bankDetails, email: row.email,
    ...recordMetaOf(row),
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
 * Inserts a company with the standard chart of accounts, its default accounts and a first
 * fiscal year, with no members yet (first-run setup adds its admin). Run it inside a transaction.
 */
export async function insertCompany(tx: DbOrTx, input: CompanyCreate): Promise<Company> {
  const currency = await findCurrencyByCode(tx, input.baseCurrency);
  if (!currency) throw fail.field('baseCurrency', `unknown ISO 4217 currency ${input.baseCurrency}`, 'unknown-currency');

  const code = input.code ? input.code.toUpperCase() : await generateCompanyCode(tx, input.name);
  const startMonth = input.fiscalYearStartMonth ?? 1;
  const id = newId();
  const [row] = await mappingUniqueViolations({ code }, () =>
    tx.insert(companies).values({ id, code, name: input.name.trim(), baseCurrencyId: currency.id, fiscalYearStartMonth: startMonth, ...detailsOf(input) }).returning());

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
  return toCompany(row, currency.code);
}

/** POST /companies: a new company (see `insertCompany`) whose first member is the principal. */
export async function createCompany(ctx: Ctx, input: CompanyCreate): Promise<Company> {
  const company = await insertCompany(ctx.db, input);
  await ctx.db.insert(companyMemberships).values({ userId: ctx.principal.userId, companyId: company.id });
  return company;
}

/** The id of the company with this code (case-insensitive), for the command line. */
export async function findCompanyIdByCode(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(sql`lower(${companies.code})`, code.toLowerCase()));
  return row?.id;
}

const selectCompanies = (db: DbOrTx) =>
  db.select({ company: companies, currency: currencies.code }).from(companies).innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId)).$dynamic();

const companyById = preparedQuery('company_by_id', (db) => selectCompanies(db).where(eq(companies.id, sql.placeholder('id'))));

/** A company the principal is a member of; another company's is "not found". */
export async function getCompany(ctx: Ctx, id: string): Promise<Company> {
  if (!isMember(ctx, id)) throw fail.notFound('The company');
  const [found] = await companyById(ctx.db, { id });
  if (!found) throw fail.notFound('The company');
  return toCompany(found.company, found.currency);
}

export const companySortable = { name: companies.name, code: companies.code, createdAt: companies.createdAt };

/** The principal's companies. */
export async function listCompanies(ctx: Ctx, query: CompanyListQuery) {
  const memberOf = ctx.principal.companyIds;
  if (memberOf.length === 0) return pageOf<Company>([], 0, query);
  const where = and(
    inArray(companies.id, memberOf),
    query.name ? ilike(companies.name, containing(query.name)) : undefined,
    query.code ? ilike(companies.code, `${escapeLike(query.code)}%`) : undefined,
  );
  return paginate(ctx.db, { select: selectCompanies(ctx.db), from: companies, where, sortable: companySortable, defaultSort: [], tiebreak: companies.id },
    query, (rows) => rows.map((r) => toCompany(r.company, r.currency)));
}

/** The details documents print, as stored: blank is none. */
const detailsOf = (input: Pick<CompanyUpdate, 'address' | 'taxId' | 'bankDetails' | 'email'>) => {
  const text = (value: string | null | undefined) => (value?.trim() ? value.replace(/\r\n?/g, '\n').trim() : null);
  return { address: text(input.address), taxId: text(input.taxId), bankDetails: text(input.bankDetails), email: text(input.email) };
};

/** Replaces a company's name and details; with `expectedVersion` (from If-Match) a concurrent change is a 412. */
export async function updateCompany(ctx: Ctx, { id, data, expectedVersion }: Replacement<CompanyUpdate>): Promise<Company> {
  const current = await getCompany(ctx, id);
  const row = await replaceVersioned(ctx.db, companies, {
    id, expectedVersion, currentVersion: current.version, set: { name: data.name.trim(), ...detailsOf(data) },
  });
  return toCompany(row, current.baseCurrency);
}
