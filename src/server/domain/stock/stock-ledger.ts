import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { JournalSource } from '../../../contract/journal-entries';
import type { StockMovement, StockMovementListQuery } from '../../../contract/stock-entries';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { companies, currencies, items, stockBalances, stockLots, stockMovements } from '../../db/schema';
import { defaultAccountId } from '../ledger/accounts';
import { visibleTo, type Ctx } from '../core/context';
import { postingTurn } from '../core/company-locks';
import { DomainError, fail } from '../../base/errors';
import { assertPeriodOpen, postJournalEntry, type PostingLine } from '../ledger/ledger';
import { Decimal, moneyNumber } from '../core/money';
import type { DefaultAccountRole } from '../ledger/standard-chart';
import { applyMovement, EMPTY_STOCK, revalueAtStandardCost, valuationRate, type Lot, type MovementValuation, type StockState, type ValuationSettings } from './stock-valuation';

/**
 * The stock ledger (decisions §9, docs/inventory-and-purchasing.md "The stock ledger"): the one
 * way stock moves, as postJournalEntry is the one way the ledger is written. Every movement
 * locks its item's balance row, is valued by stock-valuation.ts, writes the balance, the lots and
 * a movement row, and one balanced journal entry per call carries all of them.
 */

export type StockSource = {
  /** The journal entry's source and the movements' `sourceType`: STOCK_ENTRY, PURCHASE_RECEIPT, ... */
  type: JournalSource;
  /** The document's id (the journal entry's `sourceId`). */
  id: string;
  /** The document's number (the journal entry's reference). */
  number: string;
};

export type StockMovementRequest = {
  itemId: string;
  /** Signed: above zero a receipt (`rate` required), below zero an issue (`rate` left out). */
  qty: Decimal.Value;
  /** A receipt's cost per unit in the company base currency. */
  rate?: Decimal.Value | null;
  /** Where the movement sits in the request, for error paths (default `movements.<i>`). */
  path?: string;
  /** The field that named the item, under `path` (default `itemId`). */
  itemField?: string;
};

/** The account the other side of every movement goes to: a company default by role, or an account id of the company. */
export type StockContra = { role: DefaultAccountRole } | { accountId: string };

export type MoveStock = {
  companyId: string;
  postingDate: string;
  source: StockSource;
  movements: StockMovementRequest[];
  contra: StockContra;
  createdBy?: string | null;
  /** The accounts of the entry the caller posts next: locked with the cost entry's (ledger's `Posting.lockAlso`). */
  lockAlso?: string[];
};

export type MovedStock = {
  id: string;
  itemId: string;
  itemCode: string;
  kind: 'RECEIPT' | 'ISSUE' | 'REVALUATION';
  /** Positive (0 for a revaluation). */
  qty: string;
  rate: string;
  /** The counter account's amount: round(qty × rate) of a receipt, the value out of an issue. */
  amount: string;
  /** Signed change of the stock value. */
  value: string;
  variance: string;
  balanceQty: string;
  balanceValue: string;
};

export type StockMoveResult = { journalEntryId: string | null; movements: MovedStock[] };

type ItemRow = typeof items.$inferSelect;
type Operation = { item: ItemRow; path: string; kind: 'receipt' | 'issue' | 'revaluation'; qty: Decimal; rate?: Decimal; standardCost?: string };

/** The company's base currency minor units (stock is valued in the base currency). */
async function baseCurrencyOf(tx: DbOrTx, companyId: string) {
  const [row] = await tx
    .select({ code: currencies.code, minorUnits: currencies.minorUnits })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .where(eq(companies.id, companyId));
  if (!row) throw fail.notFound('The company');
  return row;
}

function decimalOf(value: Decimal.Value, path: string): Decimal {
  try {
    const d = new Decimal(value);
    if (d.isFinite()) return d;
  } catch {
    // below
  }
  throw fail.field(path, 'must be a decimal number', 'not-a-number');
}

/**
 * Moves stock: receipts (qty > 0, at `rate`) and issues (qty < 0, at the item's valuation) of
 * items of one company, in the caller's transaction, in the order given. Posts ONE journal entry
 * (receipt: Dr stock, Cr contra, variance to STOCK_VARIANCE; issue: Dr contra, Cr stock), or none
 * when every value is zero. Throws 422 at `<path>.qty|rate|<itemField>`, 409 insufficient-stock
 * (with the line's path), 409 period-closed; the caller's transaction then rolls everything back.
 */
export async function moveStock(tx: DbOrTx, input: MoveStock): Promise<StockMoveResult> {
  if (input.movements.length === 0) throw fail.field('movements', 'at least one movement', 'too-few');
  const requested = input.movements.map((m, i) => ({ ...m, path: m.path ?? `movements.${i}`, itemField: m.itemField ?? 'itemId' }));
  const ops: Omit<Operation, 'item'>[] = requested.map((m) => {
    const qty = decimalOf(m.qty, `${m.path}.qty`);
    if (qty.isZero()) throw fail.field(`${m.path}.qty`, 'must not be zero', 'not-positive');
    if (qty.isPositive()) {
      if (m.rate === undefined || m.rate === null) throw fail.field(`${m.path}.rate`, 'is required for a receipt', 'required');
      const rate = decimalOf(m.rate, `${m.path}.rate`);
      if (rate.isNegative()) throw fail.field(`${m.path}.rate`, 'must be zero or above', 'negative');
      return { path: m.path, kind: 'receipt', qty, rate };
    }
    if (m.rate !== undefined && m.rate !== null) throw fail.field(`${m.path}.rate`, 'is set by the item\'s valuation on an issue; leave it out', 'not-allowed');
    return { path: m.path, kind: 'issue', qty: qty.negated() };
  });
  const found = await loadStockItems(tx, input.companyId, requested.map((m) => m.itemId));
  const withItems = ops.map((op, i) => {
    const m = requested[i];
    const item = found.get(m.itemId.toLowerCase());
    if (!item) throw fail.field(`${m.path}.${m.itemField}`, 'is not an item of this company', 'unknown-item');
    if (!item.maintainStock) throw fail.field(`${m.path}.${m.itemField}`, `item ${item.itemCode} does not maintain stock`, 'no-stock');
    return { ...op, item };
  });
  return applyOperations(tx, { ...input, ops: withItems });
}

/**
 * Brings a STANDARD item's stock to a new standard cost (`revalueAtStandardCost`): the difference
 * goes to stock against STOCK_VARIANCE, as one movement of kind REVALUATION. The caller has
 * locked the balance (`lockStockBalance`). Nothing happens when the value does not change.
 */
export async function revalueStock(tx: DbOrTx, input: { item: ItemRow; standardCost: string; postingDate: string; source: StockSource; createdBy?: string | null }): Promise<StockMoveResult> {
  return applyOperations(tx, {
    companyId: input.item.companyId, postingDate: input.postingDate, source: input.source, createdBy: input.createdBy,
    contra: { role: 'STOCK_VARIANCE' },
    ops: [{ item: input.item, path: 'standardCost', kind: 'revaluation', qty: new Decimal(0), standardCost: input.standardCost }],
  });
}

async function loadStockItems(tx: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, ItemRow>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (unique.length === 0) return new Map();
  const rows = await tx.select().from(items).where(and(eq(items.companyId, companyId), inArray(items.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

type BalanceRow = { item_id: string; qty: string; value: string; rate: string; movements: number; last_lot_seq: number };

/**
 * Locks the items' stock balance rows (creating them on first use), in item id order so two
 * documents never wait on each other: a second movement of the same item waits here until the
 * first commits, then reads the balance it left. The company's posting turn comes first (a FROM
 * item), as in every posting: a document holding the turn may be waiting for these balances, so
 * whoever holds them must not then wait for the turn (docs/posting.md).
 */
export async function lockStockBalances(tx: DbOrTx, companyId: string, itemIds: string[]): Promise<Map<string, BalanceRow>> {
  const ids = [...new Set(itemIds)].sort();
  if (ids.length === 0) return new Map();
  await tx.execute(sql`
    INSERT INTO stock_balances (item_id, company_id)
    SELECT v.item_id, v.company_id
    FROM ${postingTurn(companyId)}, (VALUES ${sql.join(ids.map((id) => sql`(${id}::uuid, ${companyId}::uuid)`), sql`, `)}) AS v(item_id, company_id)
    ON CONFLICT (item_id) DO NOTHING`);
  const rows = await queryRows<BalanceRow>(tx, sql`
    SELECT item_id, qty::text AS qty, value::text AS value, rate::text AS rate, movements, last_lot_seq
    FROM stock_balances WHERE item_id IN ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}
    ORDER BY item_id FOR UPDATE`);
  return new Map(rows.map((r) => [r.item_id, r]));
}

type TrackedLot = { seq: number; qty: string; rate: string; status: 'stored' | 'changed' | 'new' };

type ItemState = {
  item: ItemRow;
  balance: BalanceRow;
  state: StockState;
  lots: TrackedLot[];
  deleted: number[];
};

async function applyOperations(tx: DbOrTx, input: Omit<MoveStock, 'movements'> & { ops: Operation[] }): Promise<StockMoveResult> {
  await assertPeriodOpen(tx, input.companyId, input.postingDate);
  const base = await baseCurrencyOf(tx, input.companyId);
  const balances = await lockStockBalances(tx, input.companyId, input.ops.map((op) => op.item.id));
  // The items as they are now that their balances are locked (an item PUT locks the balance too).
  const current = await loadStockItems(tx, input.companyId, [...balances.keys()]);

  const states = new Map<string, ItemState>();
  for (const [itemId, balance] of balances) {
    const item = current.get(itemId)!;
    const lotted = item.valuationMethod === 'FIFO' || item.valuationMethod === 'LIFO';
    const issued = input.ops.filter((op) => op.item.id === itemId && op.kind === 'issue').reduce((sum, op) => sum.plus(op.qty), new Decimal(0));
    const lotRows = lotted ? await reachableLots(tx, itemId, item.valuationMethod === 'LIFO', new Decimal(balance.qty), issued) : [];
    const lots: TrackedLot[] = lotRows.map((l) => ({ seq: l.seq, qty: new Decimal(l.qty).toFixed(), rate: new Decimal(l.rate).toFixed(), status: 'stored' }));
    const state: StockState = {
      qty: new Decimal(balance.qty).toFixed(), value: new Decimal(balance.value).toFixed(base.minorUnits), rate: new Decimal(balance.rate).toFixed(),
      lots: lots.map((l) => ({ qty: l.qty, rate: l.rate })),
    };
    states.set(itemId, { item, balance: { ...balance }, state, lots, deleted: [] });
  }

  const valued: { s: ItemState; valuation: MovementValuation; id: string; seq: number }[] = [];
  for (const op of input.ops) {
    const s = states.get(op.item.id)!;
    const settings: ValuationSettings = {
      valuationMethod: s.item.valuationMethod, standardCost: op.standardCost ?? s.item.standardCost,
      allowNegativeStock: s.item.allowNegativeStock, minorUnits: base.minorUnits, itemCode: s.item.itemCode,
    };
    let result;
    try {
      result = op.kind === 'revaluation'
        ? revalueAtStandardCost(settings, s.state)
        : applyMovement(settings, s.state, op.kind === 'receipt' ? { kind: 'receipt', qty: op.qty, rate: op.rate! } : { kind: 'issue', qty: op.qty });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient-stock') {
        throw fail.conflict(error.detail, 'insufficient-stock', [{ path: `${op.path}.qty`, message: error.detail, code: 'insufficient-stock' }]);
      }
      if (error instanceof DomainError && error.kind === 'invalid' && error.errors?.[0]) {
        const e = error.errors[0];
        throw fail.field(`${op.path}.${e.path}`, e.message, e.code);
      }
      throw error;
    }
    trackLots(s, result.state.lots, op.kind, s.item.valuationMethod === 'LIFO');
    s.state = result.state;
    s.balance.movements += 1;
    valued.push({ s, valuation: result.valuation, id: newId(), seq: s.balance.movements });
  }

  // One journal entry for the whole call; zero lines left out, no entry when all are zero.
  const accounts = new Map<string, string>();
  const accountFor = async (role: DefaultAccountRole) => {
    if (!accounts.has(role)) {
      const id = await defaultAccountId(tx, input.companyId, role);
      if (!id) throw fail.conflict(`The company has no default ${role} account; set one in the chart of accounts.`, 'conflict');
      accounts.set(role, id);
    }
    return accounts.get(role)!;
  };
  const contraAccount = async () => ('accountId' in input.contra ? input.contra.accountId : accountFor(input.contra.role));
  const lines: PostingLine[] = [];
  const add = (accountId: string, signedDebit: Decimal, description: string) => {
    if (signedDebit.isZero()) return;
    lines.push(signedDebit.isPositive()
      ? { accountId, debit: signedDebit.toFixed(), credit: 0, description }
      : { accountId, debit: 0, credit: signedDebit.negated().toFixed(), description });
  };
  for (const { s, valuation: v } of valued) {
    const stockValue = new Decimal(v.stockValue);
    const variance = new Decimal(v.variance);
    const amount = new Decimal(v.amount);
    const description = v.kind === 'revaluation'
      ? `${s.item.itemCode}: revalued at ${v.rate}`
      : `${s.item.itemCode}: ${v.kind} ${v.qty} @ ${v.rate}`;
    if (!stockValue.isZero()) add(await accountFor('INVENTORY'), stockValue, description);
    if (!variance.isZero()) add(await accountFor('STOCK_VARIANCE'), variance, description);
    if (v.kind === 'receipt' && !amount.isZero()) add(await contraAccount(), amount.negated(), description);
    if (v.kind === 'issue' && !amount.isZero()) add(await contraAccount(), amount, description);
  }
  const entry = lines.length === 0 ? null : await postJournalEntry(tx, {
    companyId: input.companyId, postingDate: input.postingDate, reference: input.source.number,
    source: input.source.type, sourceId: input.source.id, lines, createdBy: input.createdBy ?? null, lockAlso: input.lockAlso,
  });
  const journalEntryId = entry?.id ?? null;

  await tx.insert(stockMovements).values(valued.map(({ s, valuation: v, id, seq }) => ({
    id, companyId: input.companyId, itemId: s.item.id, seq, postingDate: input.postingDate,
    kind: v.kind === 'receipt' ? 'RECEIPT' as const : v.kind === 'issue' ? 'ISSUE' as const : 'REVALUATION' as const,
    qty: v.kind === 'issue' ? new Decimal(v.qty).negated().toFixed() : v.qty,
    rate: v.rate, value: v.stockValue, amount: v.amount, variance: v.variance,
    balanceQty: v.balanceQty, balanceValue: v.balanceValue,
    sourceType: input.source.type, sourceId: input.source.id, sourceNumber: input.source.number, journalEntryId,
  })));
  for (const s of states.values()) await writeState(tx, s);

  return {
    journalEntryId,
    movements: valued.map(({ s, valuation: v, id }) => ({
      id, itemId: s.item.id, itemCode: s.item.itemCode,
      kind: v.kind === 'receipt' ? 'RECEIPT' : v.kind === 'issue' ? 'ISSUE' : 'REVALUATION',
      qty: v.qty, rate: v.rate, amount: v.amount, value: v.stockValue, variance: v.variance, balanceQty: v.balanceQty, balanceValue: v.balanceValue,
    })),
  };
}

/**
 * The stored lots this call's movements can reach, oldest first: an issue takes lots from one
 * end (FIFO the oldest, LIFO the newest) and a receipt appends a lot at the newest end, so only
 * the lots from the issuing end that `issued` units can reach take part (those with fewer
 * than `issued` units before them, and the one starting exactly there); the rest stay as they
 * are, unread. A
 * negative balance is one negative lot, which a receipt settles: it is read. The valuation
 * works from the balance's qty and value, never from a sum over the lots, so a reachable
 * slice of the lots is all it needs (docs/stock-valuation.md).
 */
async function reachableLots(tx: DbOrTx, itemId: string, lifo: boolean, balanceQty: Decimal, issued: Decimal) {
  if (!balanceQty.isNegative() && issued.isZero()) return [];
  const order = lifo ? sql`seq DESC` : sql`seq`;
  return queryRows<{ seq: number; qty: string; rate: string }>(tx, sql`
    SELECT seq, qty::text AS qty, rate::text AS rate FROM (
      SELECT seq, qty, rate, sum(qty) OVER (ORDER BY ${order}) - qty AS before FROM stock_lots WHERE item_id = ${itemId}
    ) AS lots
    WHERE before <= ${issued.toFixed()}::numeric OR ${balanceQty.isNegative()}
    ORDER BY seq`);
}

/**
 * Keeps the stored lots in step with the state's: a receipt keeps the lots' front (a negative
 * lot settled or replaced in place) and appends; a FIFO issue keeps the newest lots (the first
 * of them perhaps smaller), a LIFO issue the oldest (the last perhaps smaller). So a movement
 * deletes the lots it emptied, updates at most one and inserts at most one.
 */
function trackLots(s: ItemState, next: Lot[], kind: Operation['kind'], lifo: boolean) {
  const old = s.lots;
  const keepFront = kind !== 'issue' || lifo;
  const kept = Math.min(next.length, old.length);
  const pairs: [TrackedLot | undefined, Lot][] = keepFront
    ? next.map((lot, i) => [i < kept ? old[i] : undefined, lot])
    : next.map((lot, i) => [i < kept ? old[old.length - kept + i] : undefined, lot]);
  const survivors = new Set(pairs.flatMap(([o]) => (o ? [o.seq] : [])));
  for (const o of old) if (!survivors.has(o.seq) && o.status !== 'new') s.deleted.push(o.seq);
  s.lots = pairs.map(([o, lot]) => {
    if (!o) return { seq: ++s.balance.last_lot_seq, qty: lot.qty, rate: lot.rate, status: 'new' };
    const same = new Decimal(o.qty).equals(lot.qty) && new Decimal(o.rate).equals(lot.rate);
    return same ? o : { ...o, qty: lot.qty, rate: lot.rate, status: o.status === 'new' ? 'new' : 'changed' };
  });
}

async function writeState(tx: DbOrTx, s: ItemState) {
  const itemId = s.item.id;
  if (s.deleted.length > 0) await tx.delete(stockLots).where(and(eq(stockLots.itemId, itemId), inArray(stockLots.seq, s.deleted)));
  for (const lot of s.lots.filter((l) => l.status === 'changed')) {
    await tx.update(stockLots).set({ qty: lot.qty, rate: lot.rate }).where(and(eq(stockLots.itemId, itemId), eq(stockLots.seq, lot.seq)));
  }
  const added = s.lots.filter((l) => l.status === 'new');
  if (added.length > 0) await tx.insert(stockLots).values(added.map((l) => ({ itemId, seq: l.seq, companyId: s.item.companyId, qty: l.qty, rate: l.rate })));
  await tx.update(stockBalances)
    .set({ qty: s.state.qty, value: s.state.value, rate: s.state.rate, movements: s.balance.movements, lastLotSeq: s.balance.last_lot_seq, updatedAt: new Date() })
    .where(eq(stockBalances.itemId, itemId));
}

/** What `GET /items/{id}` shows of an item's stock: its balance (none moved: zero). */
export async function stockBalanceOf(db: DbOrTx, itemId: string): Promise<{ qty: string; value: string; rate: string; movements: number }> {
  const [row] = await db.select().from(stockBalances).where(eq(stockBalances.itemId, itemId));
  return row ? { qty: row.qty, value: row.value, rate: row.rate, movements: row.movements } : { ...EMPTY_STOCK, movements: 0 };
}

export { valuationRate };

// ---- GET /items/{id}/stock-movements ---------------------------------------------------------

const selectMovements = (db: DbOrTx) =>
  db
    .select({ movement: stockMovements, minorUnits: currencies.minorUnits })
    .from(stockMovements)
    .innerJoin(companies, eq(companies.id, stockMovements.companyId))
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .$dynamic();

type MovementRow = typeof stockMovements.$inferSelect;

function toStockMovement(m: MovementRow, minorUnits: number): StockMovement {
  return {
    id: m.id, itemIdString: m.itemId, seq: m.seq, postingDate: m.postingDate, kind: m.kind,
    qty: Number(m.qty), rate: Number(m.rate),
    value: moneyNumber(m.value, minorUnits), amount: moneyNumber(m.amount, minorUnits), variance: moneyNumber(m.variance, minorUnits),
    balanceQty: Number(m.balanceQty), balanceValue: moneyNumber(m.balanceValue, minorUnits),
    sourceType: m.sourceType, sourceId: m.sourceId, sourceNumber: m.sourceNumber, journalEntryId: m.journalEntryId,
    companyIdString: m.companyId, createdAt: m.createdAt.toISOString(),
  };
}

export const stockMovementSortable = { seq: stockMovements.seq, postingDate: stockMovements.postingDate, createdAt: stockMovements.createdAt };

/** An item's movements, newest first by default; another company's item is "not found". */
export async function listStockMovements(ctx: Ctx, itemId: string, query: StockMovementListQuery) {
  const [found] = await ctx.db.select({ id: items.id, companyId: items.companyId }).from(items).where(eq(items.id, itemId));
  const item = visibleTo(ctx, found, (f) => f.companyId, 'The item');
  const where = and(
    eq(stockMovements.itemId, item.id),
    query.fromDate ? gte(stockMovements.postingDate, query.fromDate) : undefined,
    query.toDate ? lte(stockMovements.postingDate, query.toDate) : undefined,
  );
  return paginate(ctx.db, { select: selectMovements(ctx.db), from: stockMovements, where, sortable: stockMovementSortable, defaultSort: 'seq,desc', tiebreak: stockMovements.id },
    query, (rows) => rows.map((r) => toStockMovement(r.movement, r.minorUnits)));
}
