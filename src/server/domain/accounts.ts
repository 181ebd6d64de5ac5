import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Account, AccountCreate, AccountListQuery, AccountType, AccountUpdate } from '../../contract/accounts';
import type { DbOrTx } from '../db/connection';
import { queryRows } from '../db/connection';
import { newId } from '../db/ids';
import { containing, escapeLike, paginate } from '../db/paginate';
import { accountBalances, accounts, currencies, customers } from '../db/schema';
import { lockCompanyForChanges } from './company-locks';
import { companyContext, visibleTo, type Ctx } from './context';
import { fail } from './errors';
import { replaceVersioned, type Replacement } from './versioned-update';
import { Decimal, exactAmount, moneyNumber } from './money';

type AccountRow = typeof accounts.$inferSelect;

/** Account numbers are generated per company in the range of their type (decisions §8). */
const numberRange: Record<AccountType, number> = { ASSET: 10000, LIABILITY: 20000, EQUITY: 30000, REVENUE: 40000, EXPENSE: 50000 };

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

async function nextAccountNumber(tx: DbOrTx, companyId: string, type: AccountType): Promise<string> {
  const low = numberRange[type];
  const [row] = await queryRows<{ last: number | null }>(tx, sql`
    SELECT max(account_number::int) AS last FROM accounts
    WHERE company_id = ${companyId} AND account_number ~ '^[0-9]{5}$' AND account_number::int BETWEEN ${low} AND ${low + 9999}`);
  const next = row.last === null ? low + 100 : Number(row.last) + 1;
  if (next > low + 9999) throw fail.conflict(`The ${type} number range of this company (${low} to ${low + 9999}) is full.`);
  return String(next);
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
    const parentId = input.parentAccountId.toLowerCase();
    const [parent] = await tx.select().from(accounts).where(eq(accounts.id, parentId));
    if (!parent || parent.companyId !== input.companyId) throw fail.field('parentAccountId', 'is not an account of this company', 'unknown-account');
    if (parent.type !== input.type) throw fail.field('parentAccountId', `is a ${parent.type} account; a parent must have the same type (${input.type})`, 'type-mismatch');
    if (selfId && (await isSelfOrDescendant(tx, parentId, selfId))) {
      throw fail.field('parentAccountId', 'would make the hierarchy a cycle: it is this account or one of its descendants', 'cycle');
    }
    if (parent.defaultRole) {
      throw fail.conflict(`Account ${parent.accountNumber} is the company's default ${parent.defaultRole} account and must keep taking postings, so it cannot become a group account.`, 'in-use');
    }
    if (await hasPostings(tx, parentId)) {
      throw fail.conflict(`Account ${parent.accountNumber} has postings, so it cannot become a group account.`, 'in-use');
    }
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

/** Creates an account with the next number of its type's range. */
export async function createAccount(ctx: Ctx, input: AccountCreate): Promise<Account> {
  const { db: tx, companyId } = companyContext(ctx, input.companyStringId, 'companyStringId');
  await lockCompanyForChanges(tx, companyId);
  await checkReferences(tx, { ...input, companyId });
  const id = newId();
  await tx.insert(accounts).values({ id, companyId, accountNumber: await nextAccountNumber(tx, companyId, input.type), ...fieldsOf(input) });
  return getAccount(ctx, id);
}

/**
 * Replaces an account's fields (the update column of the interface). The number is generated
 * and fixed, the company too; type and currency are fixed once the account has postings; a
 * `balance` must equal the derived one.
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
  if (input.accountNumber != null && input.accountNumber !== current.accountNumber) {
    throw fail.field('accountNumber', `is generated and cannot change (it is ${current.accountNumber})`, 'immutable');
  }
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

  await replaceVersioned(tx, accounts, {
    id,
    expectedVersion,
    currentVersion: current.version,
    set: {
      ...fieldsOf(input),
      // a number lies in its type's range, so a new type brings a new number
      ...(typeChanges ? { accountNumber: await nextAccountNumber(tx, companyId, input.type) } : {}),
    },
  });
  return getAccount(ctx, id);
}

/** Accounts a posting may use: of this company, not groups; keyed by id. */
export async function loadPostableAccounts(tx: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; accountNumber: string; name: string; currencyId: string; isGroup: boolean }>();
  const rows = await tx
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      name: accounts.name,
      currencyId: accounts.currencyId,
      isGroup: sql<boolean>`EXISTS (SELECT 1 FROM accounts child WHERE child.parent_account_id = accounts.id)`,
    })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)))
    .orderBy(asc(accounts.id));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's default account for a role (CASH, REVENUE, EXPENSE, ...). */
export async function defaultAccountId(tx: DbOrTx, companyId: string, role: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.defaultRole, role)));
  return row?.id;
}

