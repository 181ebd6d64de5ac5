import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Account, AccountCreate, AccountListQuery, AccountNumberPreview, AccountNumberQuery, AccountType, AccountUpdate } from '../../../contract/accounts';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, escapeLike, paginate } from '../../db/paginate';
import { accountBalances, accounts, currencies, customers } from '../../db/schema';
import { lockCompanyForChanges } from '../core/company-locks';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { anyOf, sqlArray } from '../../db/arrays';
import { mapRead, readOne, selectRead, type Read } from '../../db/read-together';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({
  accounts_company_number_key: {
    path: 'accountNumber', message: 'is the number of another account of this company', detail: (v) => `Another account of this company has the number ${v}.`,
  },
});

type AccountRow = typeof accounts.$inferSelect;

/** Debit-normal types show debits minus credits; the others credits minus debits. */
export const isDebitNormal = (type: string) => type === 'ASSET' || type === 'EXPENSE';

type Rollup = { debit: string; credit: string; isGroup: boolean };

/** Each account's posted totals, a group's being those of all its descendants. */
async function rollups(db: DbOrTx, ids: string[]): Promise<Map<string, Rollup>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ root_id: string; debit: string; credit: string; is_group: boolean }>(db, sql`
    WITH RECURSIVE tree(root_id, id) AS (
      SELECT a.id, a.id FROM accounts a WHERE a.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      UNION ALL
      SELECT tree.root_id, child.id FROM tree JOIN accounts child ON child.parent_account_id = tree.id
    )
    SELECT tree.root_id, COALESCE(SUM(b.debit), 0)::text AS debit, COALESCE(SUM(b.credit), 0)::text AS credit,
           bool_or(tree.id <> tree.root_id) AS is_group
    FROM tree LEFT JOIN account_balances b ON b.account_id = tree.id
    GROUP BY tree.root_id`);
  return new Map(rows.map((r) => [r.root_id, { debit: r.debit, credit: r.credit, isGroup: r.is_group }]));
}

type Joined = { account: AccountRow; currency: string; minorUnits: number; customerName: string | null };

function toAccount({ account: a, currency, minorUnits, customerName }: Joined, rollup: Rollup | undefined): Account {
  const debit = new Decimal(rollup?.debit ?? 0);
  const credit = new Decimal(rollup?.credit ?? 0);
  return {
    id: a.id,
    accountNumber: a.accountNumber,
    alternateAccountNumber: a.alternateAccountNumber,
    name: a.name,
    description: a.description,
    parentAccountId: a.parentAccountId,
    type: a.type as AccountType,
    category: a.category as Account['category'],
    ledger: 'GL',
    balance: moneyNumber(isDebitNormal(a.type) ? debit.minus(credit) : credit.minus(debit), minorUnits),
    partyType: a.partyType as Account['partyType'],
    party: a.party,
    currencyStringId: a.currencyId,
    currencyCode: currency,
    customerStringId: a.customerId,
    customer: a.customerId ? { id: a.customerId, name: customerName ?? '' } : null,
    companyStringId: a.companyId,
    isGroup: rollup?.isGroup ?? false,
    defaultRole: a.defaultRole,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.version,
  };
}

function selectAccounts(db: DbOrTx) {
  return db
    .select({ account: accounts, currency: currencies.code, minorUnits: currencies.minorUnits, customerName: customers.name })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .$dynamic();
}

async function withBalances(db: DbOrTx, rows: Joined[]): Promise<Account[]> {
  const totals = await rollups(db, rows.map((r) => r.account.id));
  return rows.map((r) => toAccount(r, totals.get(r.account.id)));
}

/** An account of one of the principal's companies, with its derived balance; another company's is "not found". */
export async function getAccount(ctx: Ctx, id: string): Promise<Account> {
  const [found] = await selectAccounts(ctx.db).where(eq(accounts.id, id));
  return (await withBalances(ctx.db, [visibleTo(ctx, found, (f) => f.account.companyId, 'The account')]))[0];
}

/** Accounts by id, as GET answers each, many at once (the event log of an import). */
export async function accountsByIds(ctx: Ctx, ids: string[]): Promise<Account[]> {
  return withBalances(ctx.db, await selectAccounts(ctx.db).where(anyOf(accounts.id, ids)));
}

export const accountSortable = {
  accountNumber: accounts.accountNumber,
  name: accounts.name,
  type: accounts.type,
  category: accounts.category,
  createdAt: accounts.createdAt,
};

export async function listAccounts(ctx: Ctx, query: AccountListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.name?.trim();
  const where = and(
    eq(accounts.companyId, companyId),
    query.type ? eq(accounts.type, query.type) : undefined,
    query.category ? eq(accounts.category, query.category) : undefined,
    query.parentAccountId ? eq(accounts.parentAccountId, query.parentAccountId) : undefined,
    term ? or(ilike(accounts.name, containing(term)), ilike(accounts.accountNumber, `${escapeLike(term)}%`)) : undefined,
  );
  return paginate(ctx.db, { select: selectAccounts(ctx.db), from: accounts, where, sortable: accountSortable, defaultSort: 'accountNumber', tiebreak: accounts.id },
    query, (rows) => withBalances(ctx.db, rows));
}

/** The first number of each type's range; a range holds 10000 five-digit numbers (decisions §8). */
const typeRangeStart: Record<AccountType, number> = { ASSET: 10000, LIABILITY: 20000, EQUITY: 30000, REVENUE: 40000, EXPENSE: 50000 };

type Numbered = { id: string; parentId: string | null; number: string };
type Range = { low: number; high: number };

const typeRangeOf = (type: AccountType): Range => ({ low: typeRangeStart[type], high: typeRangeStart[type] + 9999 });

/** The number as an integer when it is five digits inside `range`, else undefined. */
function numberIn(range: Range, accountNumber: string): number | undefined {
  if (!/^[0-9]{5}$/.test(accountNumber)) return undefined;
  const n = Number(accountNumber);
  return n >= range.low && n <= range.high ? n : undefined;
}

/** Today's rule for an account without a parent: one after the highest number in its type's range. */
function nextInTypeRange(chart: Numbered[], type: AccountType): number {
  const range = typeRangeOf(type);
  const inRange = chart.map((a) => numberIn(range, a.number)).filter((n) => n !== undefined);
  const next = inRange.length === 0 ? range.low + 100 : Math.max(...inRange) + 1;
  if (next > range.high) throw fail.conflict(`The ${type} number range of this company (${range.low} to ${range.high}) is full.`);
  return next;
}

/** A number's own block ends where its trailing zeros run out: 10000 at 19999, 10100 at 10199, 10110 at 10119. */
const naturalEnd = (n: number) => {
  let width = 1;
  while (width < 10000 && n % (width * 10) === 0) width *= 10;
  return n + width - 1;
};

/**
 * The numbers under a parent: from one after its own to the end of its own block (see
 * `naturalEnd`), stopping before the next higher number among its siblings and among the
 * siblings of each of its ancestors (the same holds for theirs). 10000 (sibling 15000) holds 10001-14999; 10100 under
 * it holds 10101-10199. Undefined when the parent's number is not a five-digit number of
 * its type's range.
 */
function blockUnder(parent: Numbered, chart: Numbered[], type: AccountType): Range | undefined {
  const typeRange = typeRangeOf(type);
  const own = numberIn(typeRange, parent.number);
  if (own === undefined) return undefined;
  const byId = new Map(chart.map((a) => [a.id, a]));
  let high = typeRange.high;
  const seen = new Set<string>();
  for (let level: Numbered | undefined = parent; level && !seen.has(level.id); level = level.parentId ? byId.get(level.parentId) : undefined) {
    seen.add(level.id);
    const at = numberIn(typeRange, level.number);
    if (at === undefined) continue;
    high = Math.min(high, naturalEnd(at));
    for (const sibling of chart) {
      const n = sibling.parentId === level.parentId && sibling.id !== level.id ? numberIn(typeRange, sibling.number) : undefined;
      if (n !== undefined && n > at && n <= high) high = n - 1;
    }
  }
  return { low: own + 1, high };
}

/**
 * The step between a parent's children: 10000 numbers them 10100, 10200, ...; 10100 numbers
 * them 10110, 10120, ...; 10110 numbers them 10111, 10112, ...
 */
const childStep = (parentNumber: string) => (parentNumber.endsWith('000') ? 100 : parentNumber.endsWith('00') ? 10 : 1);

/**
 * The next free number under a parent: the next multiple of the parent's step after its
 * highest child in its block, else the next free number after that child, else the lowest
 * free number of the block; a full block is 409.
 */
function nextUnderParent(parent: Numbered, chart: Numbered[], type: AccountType): number | undefined {
  const block = blockUnder(parent, chart, type);
  if (!block || block.low > block.high) return undefined;
  const taken = new Set(chart.map((a) => a.number));
  const free = (n: number) => !taken.has(String(n));
  const children = chart.filter((a) => a.parentId === parent.id).map((a) => numberIn(block, a.number)).filter((n) => n !== undefined);
  const highestChild = Math.max(block.low - 1, ...children);
  const step = childStep(parent.number);
  for (let n = (Math.floor(highestChild / step) + 1) * step; n <= block.high; n += step) if (free(n)) return n;
  for (let n = highestChild + 1; n <= block.high; n++) if (free(n)) return n;
  for (let n = block.low; n < highestChild; n++) if (free(n)) return n;
  throw fail.conflict(`The numbers under account ${parent.number} (${block.low} to ${block.high}) are all taken; renumber an account or choose another parent.`);
}

/**
 * The number a new account gets: the next free one under its parent (see `blockUnder`), or,
 * without a parent, or when the parent's number is not one of its type's range or leaves no
 * room under it (15201, say), the next one of its type's range. `exceptId` leaves out an
 * account being renumbered.
 */
async function nextAccountNumber(tx: DbOrTx, companyId: string, type: AccountType, parentId?: string | null, exceptId?: string): Promise<string> {
  const chart = (await tx.select({ id: accounts.id, parentId: accounts.parentAccountId, number: accounts.accountNumber }).from(accounts)
    .where(eq(accounts.companyId, companyId))).filter((a) => a.id !== exceptId);
  const parent = parentId ? chart.find((a) => a.id === parentId.toLowerCase()) : undefined;
  return String((parent && nextUnderParent(parent, chart, type)) ?? nextInTypeRange(chart, type));
}

/** What `GET /accounts/next-number` answers: the number `POST /accounts` would give now. */
export async function previewAccountNumber(ctx: Ctx, query: AccountNumberQuery): Promise<AccountNumberPreview> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const { type } = query;
  if (query.parentAccountId) {
    const [parent] = await db.select().from(accounts).where(eq(accounts.id, query.parentAccountId.toLowerCase()));
    if (!parent || parent.companyId !== companyId) throw fail.notFound('The parent account');
    await checkParent(db, parent, type);
  }
  return { accountNumber: await nextAccountNumber(db, companyId, type, query.parentAccountId) };
}

const hasPostings = async (tx: DbOrTx, accountId: string) =>
  (await tx.select({ id: accountBalances.accountId }).from(accountBalances).where(eq(accountBalances.accountId, accountId))).length > 0;

const hasChildren = async (tx: DbOrTx, accountId: string) =>
  (await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentAccountId, accountId)).limit(1)).length > 0;

type References = { companyId: string; type: AccountType; partyType: string; currencyStringId: string; customerStringId?: string | null; parentAccountId?: string | null };

/** Checks what an account payload points at: its currency, customer and parent. */
async function checkReferences(tx: DbOrTx, input: References, selfId?: string) {
  const [currency] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, input.currencyStringId));
  if (!currency) throw fail.field('currencyStringId', 'is not the id of a currency (see GET /currencies)', 'unknown-currency');

  if (input.customerStringId) {
    if (input.partyType !== 'CUSTOMER') throw fail.field('customerStringId', 'is only for accounts whose partyType is CUSTOMER', 'invalid');
    const [customer] = await tx.select({ companyId: customers.companyId }).from(customers).where(eq(customers.id, input.customerStringId));
    if (!customer || customer.companyId !== input.companyId) throw fail.field('customerStringId', 'is not a customer of this company', 'unknown-customer');
  }

  if (input.parentAccountId) {
    const [parent] = await tx.select().from(accounts).where(eq(accounts.id, input.parentAccountId.toLowerCase()));
    if (!parent || parent.companyId !== input.companyId) throw fail.field('parentAccountId', 'is not an account of this company', 'unknown-account');
    await checkParent(tx, parent, input.type, selfId);
  }
}

/** Whether an account of the company may take a child of `type` (`selfId`: the child, when it exists). */
async function checkParent(tx: DbOrTx, parent: AccountRow, type: AccountType, selfId?: string) {
  if (parent.type !== type) throw fail.field('parentAccountId', `is a ${parent.type} account; a parent must have the same type (${type})`, 'type-mismatch');
  if (selfId && (await isSelfOrDescendant(tx, parent.id, selfId))) {
    throw fail.field('parentAccountId', 'would make the hierarchy a cycle: it is this account or one of its descendants', 'cycle');
  }
  if (parent.defaultRole) {
    throw fail.conflict(`Account ${parent.accountNumber} is the company's default ${parent.defaultRole} account and must keep taking postings, so it cannot become a group account.`, 'in-use');
  }
  if (await hasPostings(tx, parent.id)) {
    throw fail.conflict(`Account ${parent.accountNumber} has postings, so it cannot become a group account.`, 'in-use');
  }
}

/** Whether `candidateId` is `selfId` or sits below it. */
async function isSelfOrDescendant(tx: DbOrTx, candidateId: string, selfId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_account_id FROM accounts WHERE id = ${candidateId}
      UNION ALL
      SELECT a.id, a.parent_account_id FROM accounts a JOIN up ON a.id = up.parent_id
    )
    SELECT id FROM up WHERE id = ${selfId} LIMIT 1`);
  return rows.length > 0;
}

function fieldsOf(input: AccountCreate | AccountUpdate) {
  return {
    name: input.name.trim(),
    description: input.description ?? null,
    alternateAccountNumber: input.alternateAccountNumber ?? null,
    parentAccountId: input.parentAccountId?.toLowerCase() ?? null,
    type: input.type,
    category: input.category,
    ledger: 'GL',
    partyType: input.partyType,
    party: input.party.trim(),
    currencyId: input.currencyStringId.toLowerCase(),
    customerId: input.customerStringId?.toLowerCase() ?? null,
  };
}

/** Creates an account with the next free number under its parent, or of its type's range. */
export async function createAccount(ctx: Ctx, input: AccountCreate): Promise<Account> {
  const { db: tx, companyId } = companyContext(ctx, input.companyStringId, 'companyStringId');
  await lockCompanyForChanges(tx, companyId);
  await checkReferences(tx, { ...input, companyId });
  const id = newId();
  await tx.insert(accounts).values({ id, companyId, accountNumber: await nextAccountNumber(tx, companyId, input.type, input.parentAccountId), ...fieldsOf(input) });
  return getAccount(ctx, id);
}

/**
 * An account keeps its number once it has postings (reports and exports already show it);
 * before, it may take any number no other account of the company has.
 */
async function checkNumberChange(tx: DbOrTx, current: Account, newNumber: string) {
  if (await hasPostings(tx, current.id)) {
    throw fail.conflict(`Account ${current.accountNumber} has postings, so its number cannot change.`, 'in-use');
  }
  const [holder] = await tx.select({ name: accounts.name }).from(accounts)
    .where(and(eq(accounts.companyId, current.companyStringId), eq(accounts.accountNumber, newNumber)));
  if (holder) {
    throw fail.conflict(`Account number ${newNumber} belongs to "${holder.name}" in this company.`, 'conflict',
      [{ path: 'accountNumber', message: 'is the number of another account of this company', code: 'taken' }]);
  }
}

/**
 * Replaces an account's fields (the update column of the interface). The number may change
 * until the first posting; the company is fixed; type and currency are fixed once the account
 * has postings; a `balance` must equal the derived one.
 */
export async function updateAccount(ctx: Ctx, { id, data: input, expectedVersion }: Replacement<AccountUpdate>): Promise<Account> {
  companyContext(ctx, input.companyStringId, 'companyStringId');
  const tx = ctx.db;
  const [owner] = await tx.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, id));
  const { companyId } = visibleTo(ctx, owner, (o) => o.companyId, 'The account');
  if (input.companyStringId.toLowerCase() !== companyId) {
    throw fail.field('companyStringId', 'an account cannot move to another company', 'immutable');
  }
  // Read under the lock: postings that were under way have committed, so the balance is current.
  await lockCompanyForChanges(tx, companyId);
  const current = await getAccount(ctx, id);
  if (input.balance != null) {
    const [{ minorUnits }] = await tx.select({ minorUnits: currencies.minorUnits }).from(currencies).where(eq(currencies.id, current.currencyStringId));
    const given = exactAmount(input.balance, minorUnits, 'balance', current.currencyCode);
    if (!given.equals(current.balance)) {
      throw fail.field('balance', `is derived from postings and is ${current.balance}, not ${input.balance}`, 'balance-mismatch');
    }
  }
  const typeChanges = input.type !== current.type;
  const currencyChanges = input.currencyStringId.toLowerCase() !== current.currencyStringId;
  if ((typeChanges || currencyChanges) && current.defaultRole) {
    throw fail.conflict(`Account ${current.accountNumber} is the company's default ${current.defaultRole} account, so its ${typeChanges ? 'type' : 'currency'} cannot change.`, 'in-use');
  }
  if ((typeChanges || currencyChanges) && (await hasPostings(tx, id))) {
    throw fail.conflict(`Account ${current.accountNumber} has postings, so its ${typeChanges ? 'type' : 'currency'} cannot change.`, 'in-use');
  }
  if (typeChanges && (await hasChildren(tx, id))) {
    throw fail.conflict(`Account ${current.accountNumber} has child accounts of type ${current.type}, so its type cannot change.`, 'in-use');
  }
  await checkReferences(tx, { ...input, companyId }, id);
  const newNumber = input.accountNumber?.trim() || undefined;
  const numberChanges = newNumber !== undefined && newNumber !== current.accountNumber;
  if (numberChanges) await checkNumberChange(tx, current, newNumber);

  // the company lock makes a clash unlikely; a writer without it still gets a 409, not a 500
  await mappingUniqueViolations({ accountNumber: newNumber }, async () => replaceVersioned(tx, accounts, {
    id,
    expectedVersion,
    currentVersion: current.version,
    set: {
      ...fieldsOf(input),
      // a number lies in its type's range, so a new type brings a new number unless one is given
      ...(numberChanges ? { accountNumber: newNumber }
        : typeChanges ? { accountNumber: await nextAccountNumber(tx, companyId, input.type, input.parentAccountId, id) } : {}),
    },
  }));
  return getAccount(ctx, id);
}

export type PostableAccount = { id: string; accountNumber: string; name: string; currencyId: string; isGroup: boolean };

/** The company's accounts among `ids`, each with whether it is a group (has children, so takes no postings). */
export const postableAccountsQuery = (companyId: string, ids: string[]): SQL => sql`
  SELECT a.id, a.account_number AS "accountNumber", a.name, a.currency_id AS "currencyId",
    EXISTS (SELECT 1 FROM accounts child WHERE child.parent_account_id = a.id) AS "isGroup"
  FROM accounts a WHERE a.company_id = ${companyId} AND a.id = ANY(${sqlArray(ids, 'uuid')})`;

/** Accounts a posting may use, keyed by id: the company's among `ids`, each saying whether it is a group (which takes no postings). */
export async function loadPostableAccounts(tx: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, PostableAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<PostableAccount>(tx, postableAccountsQuery(companyId, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's default account for a role (CASH, REVENUE, EXPENSE, ...). */
export async function defaultAccountId(tx: DbOrTx, companyId: string, role: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.defaultRole, role)));
  return row?.id;
}

/** The company's default accounts of several roles in one read; a role without one is absent. */
export const defaultAccountIdsRead = <R extends string>(companyId: string, roles: R[]): Read<Partial<Record<R, string>>> => mapRead(
  selectRead({ id: accounts.id, role: accounts.defaultRole }, sql`FROM ${accounts} WHERE ${accounts.companyId} = ${companyId} AND ${accounts.defaultRole} = ANY(${sqlArray(roles, 'text')})`),
  (rows) => Object.fromEntries(rows.map((r) => [r.role, r.id])) as Partial<Record<R, string>>);

export const defaultAccountIds = <R extends string>(db: DbOrTx, companyId: string, roles: R[]) => readOne(db, defaultAccountIdsRead(companyId, roles));

