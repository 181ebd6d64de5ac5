import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { accountCreate, type AccountCreate } from '../../../contract/accounts';
import type { FieldError } from '../../../contract/common';
import { customerCreate, type CustomerCreate } from '../../../contract/customers';
import {
  importColumns, type ImportCreate, type ImportListQuery, type ImportMode, type ImportProcessFields, type ImportRecord, type ImportRowError,
  type ImportChange, type ImportSummary, type ImportType,
} from '../../../contract/imports';
import { exchangeRateCreate, type ExchangeRateCreate } from '../../../contract/exchange-rates';
import { itemPriceCreate } from '../../../contract/item-prices';
import { itemCreate, type ItemCreate } from '../../../contract/items';
import { importExamples, importTargetScopes, importTypeLabels } from '../../../contract/resources';
import { supplierCreate, type SupplierCreate } from '../../../contract/suppliers';
import type { Database, Db, DbOrTx } from '../../db/connection';
import { jobLockFree, queryRows } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { accounts, currencies, customers, imports, items, suppliers } from '../../db/schema';
import { requireScope } from '../../base/principal';
import { createAccount, updateAccount } from '../ledger/accounts';
import { companyContext, visibleTo, type ActingTransactions, type Ctx } from '../core/context';
import { columnKey, CsvError, csvLine, parseCsv, type CsvFile } from '../../../contract/csv';
import { customerFields } from '../sales/customers';
import { DomainError, fail } from '../../base/errors';
import { baseCurrencyOf, stockSettings, updateItem } from '../inventory/items';
import { Decimal, exactAmount } from '../core/money';
import { supplierFields } from '../purchasing/suppliers';
import { recordMetaOf } from '../core/record-meta';
import { bulkInsert, bulkUpdate, JSON_CHUNK, nextTurn } from './bulk-statements';
import type { Columns } from '../../db/json-rows';
import { cellProblem } from './row-messages';

type ImportRow = typeof imports.$inferSelect;

/** Rows validated between two turns of the event loop. */
const YIELD_EVERY = 500;
/** Row errors a 422 answer carries (all of them are in errors.csv). */
const ANSWERED_ERRORS = 1000;
/** Row errors the import record shows. */
const RECORDED_ERRORS = 100;

function toImport(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    companyIdString: row.companyId,
    importType: row.importType as ImportType,
    status: row.status as ImportRecord['status'],
    mode: row.mode as ImportMode | null,
    dryRun: row.dryRun,
    fileName: row.fileName,
    rowsTotal: row.rowsTotal,
    rowsProcessed: row.rowsProcessed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    errorCount: row.errorCount,
    errors: row.errors.slice(0, RECORDED_ERRORS),
    failureReason: row.failureReason,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    ...recordMetaOf(row),
  };
}

export async function createImport(ctx: Ctx, input: ImportCreate): Promise<ImportRecord> {
  const { companyId } = companyContext(ctx, input.companyId, 'companyId');
  const [row] = await ctx.db.insert(imports).values({ id: newId(), companyId, importType: input.importType, createdBy: ctx.principal.userId }).returning();
  return toImport(row);
}

async function findImport(ctx: Ctx, id: string): Promise<ImportRow> {
  const [found] = await ctx.db.select().from(imports).where(eq(imports.id, id.toLowerCase()));
  return visibleTo(ctx, found, (f) => f.companyId, 'The import');
}

/** An import of one of the principal's companies; another company's is "not found". */
export const getImport = async (ctx: Ctx, id: string): Promise<ImportRecord> => toImport(await findImport(ctx, id));

export const importSortable = { createdAt: imports.createdAt, importType: imports.importType, status: imports.status };

export async function listImports(ctx: Ctx, query: ImportListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(imports.companyId, companyId),
    query.importType ? eq(imports.importType, query.importType) : undefined,
    query.status ? eq(imports.status, query.status) : undefined,
  );
  return paginate(ctx.db, { select: ctx.db.select().from(imports).$dynamic(), from: imports, where, sortable: importSortable, defaultSort: '-createdAt', tiebreak: imports.id },
    query, (rows) => rows.map(toImport));
}

/** Example rows of each type's template, from the resources' manifests. */
const templateExamples = importExamples;

/** `GET /imports/templates/{importType}.csv`: the header (required columns first) and one example row. */
export function importTemplate(type: ImportType): string {
  const columns = [...importColumns[type].required, ...importColumns[type].optional];
  return csvLine(columns) + csvLine(columns.map((c) => templateExamples[type][c] ?? ''));
}

/** `GET /imports/{id}/errors.csv`: the rejected rows as read, each with a `problems` column naming what is wrong. */
export async function importErrorsCsv(ctx: Ctx, id: string): Promise<string> {
  const row = await findImport(ctx, id);
  const rejected = row.rejected ?? { header: [], rows: [] };
  const byRow = new Map<number, string[]>();
  for (const e of row.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.column ? `${e.column}: ` : ''}${e.message}`]);
  let out = csvLine(['row', ...rejected.header, 'problems']);
  for (const r of rejected.rows) out += csvLine([String(r.row), ...rejected.header.map((_, i) => r.cells[i] ?? ''), (byRow.get(r.row) ?? []).join('; ')]);
  // file-level problems (no rows): one line each
  for (const e of row.errors.filter((x) => x.row === 0)) out += csvLine(['', ...rejected.header.map(() => ''), e.message]);
  return out;
}

/**
 * On service start: imports left RUNNING by a process that died are FAILED (their data
 * transaction rolled back with the process, so nothing of them was written). An import whose
 * job lock is held runs in another live instance and is left alone.
 */
export async function failInterruptedImports(db: Db): Promise<number> {
  const rows = await db.update(imports)
    .set({ status: 'FAILED', failureReason: 'The service stopped while the import ran; nothing was written. Import the file again.', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(imports.status, 'RUNNING'), jobLockFree(sql`${imports.id}::text`))).returning({ id: imports.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Processing

type Cell = { header: string; index: number };
/** `given`: the fields whose cells the row fills or clears; the others are left as they are on update. */
type Valid<V> = { line: number; cells: string[]; value: V; key: string; given: Set<string> };
type Problem = ImportRowError;

/** How one import type reads, checks and writes its rows. */
type Importer<V, E> = {
  schema: z.ZodType;
  /** Columns whose cells are booleans, numbers or decimal strings (read with the declared separator). */
  booleans?: string[];
  numbers?: string[];
  decimals?: string[];
  /** The column that holds the company, filled with the import's. */
  companyField: string;
  /** A field's own words for a value of the wrong form, after the value (`"Moving Avg" is not a valuation method: ...`). */
  sentences?: Record<string, string>;
  /** Turns cells into the payload before the contract sees it (ITEM_PRICE finds its item, ACCOUNT its currency). */
  prepare?: (raw: Record<string, unknown>) => void;
  /** Loads what the checks need (currencies, items, ...), given every valid row. */
  load?: (db: DbOrTx, companyId: string, rows: Valid<V>[]) => Promise<void>;
  key: (value: V) => string;
  /** An existing record's optional fields as the create payload names them: an UPSERT row keeps those its cells leave empty. */
  current: (found: E) => Partial<V>;
  /** The existing records by natural key (lower case). */
  existing: (db: DbOrTx, companyId: string, keys: string[]) => Promise<Map<string, E[]>>;
  /** The domain's rules for one row; throws a DomainError (fail.field) for a bad one. Answers the values to store. */
  check: (value: V, found: E | undefined) => unknown;
  same: (stored: unknown, found: E) => boolean;
  /** How a changed field shows in the preview (ids as codes); null hides it (a field an update never writes). */
  shown?: (field: string, from: unknown, to: unknown) => ImportChange['fields'][number] | null;
  write: (ctx: Ctx & { companyId: string }, creates: { value: V; stored: unknown }[], updates: { value: V; stored: unknown; found: E }[]) => Promise<void>;
};

const lowerKey = (s: string) => s.trim().toLowerCase();
const nullable = (v: string | null | undefined) => v ?? null;

/** `expr IN (the values)`, the values as one JSON parameter (a bound array would be one parameter per value). */
const inList = (expr: SQL, values: string[]) => sql`${expr} IN (SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;

async function byLowerColumn<T extends { key: string }>(db: DbOrTx, keys: string[], select: (chunk: string[]) => Promise<T[]>): Promise<Map<string, T[]>> {
  const out = new Map<string, T[]>();
  for (let i = 0; i < keys.length; i += JSON_CHUNK) {
    if (i > 0) await nextTurn();
    for (const row of await select(keys.slice(i, i + JSON_CHUNK))) out.set(row.key, [...(out.get(row.key) ?? []), row]);
  }
  return out;
}

// ITEM ------------------------------------------------------------------------------------------
type ItemFound = typeof items.$inferSelect & { key: string };
type ItemStored = ReturnType<typeof stockSettings> & { itemCode: string; name: string; itemGroup: string; uom: string };

function itemImporter(): Importer<ItemCreate, ItemFound> {
  let base = { code: 'USD', minorUnits: 2 };
  return {
    schema: itemCreate,
    booleans: ['maintainStock', 'allowNegativeStock'],
    sentences: { valuationMethod: 'is not a valuation method: write Moving average, FIFO, LIFO or Standard cost' },
    prepare: (raw) => {
      if (typeof raw.valuationMethod === 'string') raw.valuationMethod = VALUATION_SYNONYMS[spellingKey(raw.valuationMethod)] ?? raw.valuationMethod;
    },
    numbers: ['standardCost'],
    companyField: 'companyIdString',
    load: async (db, companyId) => {
      base = await baseCurrencyOf(db, companyId);
    },
    key: (v) => lowerKey(v.itemCode),
    current: (f) => ({ standardCost: f.standardCost === null ? null : Number(f.standardCost) }),
    existing: (db, companyId, keys) => byLowerColumn(db, keys, (chunk) => db.select({ ...itemColumns, key: sql<string>`lower(${items.itemCode})` }).from(items)
      .where(and(eq(items.companyId, companyId), inList(sql`lower(${items.itemCode})`, chunk)))) as Promise<Map<string, ItemFound[]>>,
    check: (v): ItemStored => ({
      itemCode: v.itemCode.trim(), name: v.name.trim(), itemGroup: v.itemGroup.trim(), uom: v.uom.trim(),
      ...stockSettings({ ...v, standardCost: v.standardCost ?? null }, base),
    }),
    shown: (field, from, to) => (field === 'itemCode' ? null : { field, from: shownValue(from), to: shownValue(to) }),
    same: (s, f) => {
      const v = s as ItemStored;
      return v.name === f.name && v.itemGroup === f.itemGroup && v.uom === f.uom && !stockRulesChange(v, f);
    },
    write: async (ctx, creates, updates) => {
      await bulkInsert(ctx.db, 'items', [['id', 'uuid'], ['company_id', 'uuid'], ['item_code', 'text'], ['name', 'text'], ['item_group', 'text'], ['uom', 'text'],
        ['valuation_method', 'text'], ['maintain_stock', 'boolean'], ['allow_negative_stock', 'boolean'], ['standard_cost', 'numeric']],
      creates.map((c) => {
        const v = c.stored as ItemStored;
        return { id: newId(), company_id: ctx.companyId, item_code: v.itemCode, name: v.name, item_group: v.itemGroup, uom: v.uom,
          valuation_method: v.valuationMethod, maintain_stock: v.maintainStock, allow_negative_stock: v.allowNegativeStock, standard_cost: v.standardCost };
      }));
      // a change of the stock rules goes through the item's own update (valuation locks, revaluation); names in bulk
      const plain = updates.filter((u) => !stockRulesChange(u.stored as ItemStored, u.found));
      for (const [n, u] of updates.filter((x) => stockRulesChange(x.stored as ItemStored, x.found)).entries()) {
        if (n % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        const s = u.stored as ItemStored;
        await updateItem(ctx, { id: u.found.id, data: { ...u.value, itemCode: u.found.itemCode, companyIdString: ctx.companyId, standardCost: s.standardCost === null ? null : Number(s.standardCost) } });
      }
      await bulkUpdate(ctx.db, 'items', [['name', 'text'], ['item_group', 'text'], ['uom', 'text']],
        plain.map((u) => { const s = u.stored as ItemStored; return { id: u.found.id, name: s.name, item_group: s.itemGroup, uom: s.uom }; }));
    },
  };
}
const itemColumns = {
  id: items.id, companyId: items.companyId, itemCode: items.itemCode, name: items.name, itemGroup: items.itemGroup, uom: items.uom,
  valuationMethod: items.valuationMethod, maintainStock: items.maintainStock, allowNegativeStock: items.allowNegativeStock,
  standardCost: items.standardCost, createdAt: items.createdAt, updatedAt: items.updatedAt, version: items.version,
};
function stockRulesChange(v: ItemStored, f: ItemFound) {
  const costDiffers = (v.standardCost === null) !== (f.standardCost === null)
    || (v.standardCost !== null && f.standardCost !== null && !new Decimal(v.standardCost).equals(f.standardCost));
  return v.valuationMethod !== f.valuationMethod || v.maintainStock !== f.maintainStock || v.allowNegativeStock !== f.allowNegativeStock || costDiffers;
}

// CUSTOMER and SUPPLIER -------------------------------------------------------------------------
type PartyFound = { id: string; key: string; currencyId: string } & Record<string, unknown>;

/** Currency codes of the file, resolved once: ISO code (upper case) -> id. */
async function currencyIds(db: DbOrTx): Promise<Map<string, { id: string; minorUnits: number; code: string }>> {
  const rows = await db.select({ id: currencies.id, code: currencies.code, minorUnits: currencies.minorUnits }).from(currencies);
  return new Map(rows.flatMap((r) => [[r.code, r], [r.id, r]]));
}

function partyImporter<V extends CustomerCreate | SupplierCreate>(kind: 'CUSTOMER' | 'SUPPLIER'): Importer<V, PartyFound> {
  const table = kind === 'CUSTOMER' ? customers : suppliers;
  const currencyField = kind === 'CUSTOMER' ? 'currencyCode' : 'currencyCodeString';
  const fieldsOf = (v: V) => (kind === 'CUSTOMER' ? customerFields(v as CustomerCreate) : supplierFields(v as SupplierCreate)) as Record<string, string | null>;
  const textColumns = kind === 'CUSTOMER' ? ['name', 'email', 'phone', 'taxId', 'billingAddress', 'notes'] : ['name', 'email', 'phone', 'address', 'notes'];
  const snake = (c: string) => c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
  let known = new Map<string, { id: string; code: string }>();
  let currencyCodes = new Map<string, string>();
  let baseCurrencyId = '';
  return {
    schema: kind === 'CUSTOMER' ? customerCreate : supplierCreate,
    companyField: 'companyIdString',
    load: async (db, companyId) => {
      known = await currencyIds(db);
      currencyCodes = new Map([...known.values()].map((c) => [c.id, c.code]));
      baseCurrencyId = (await baseCurrencyOf(db, companyId)).code;
      baseCurrencyId = known.get(baseCurrencyId)!.id;
    },
    key: (v) => lowerKey(v.name),
    current: (f) => ({
      ...Object.fromEntries(textColumns.filter((c) => c !== 'name').map((c) => [c, f[c]])),
      [currencyField]: currencyCodes.get(f.currencyId),
    }) as Partial<V>,
    existing: (db, companyId, keys) => byLowerColumn(db, keys, (chunk) => db.select({ ...getTableColumns(table), key: sql<string>`lower(${table.name})` } as never).from(table)
      .where(and(eq(table.companyId, companyId), inList(sql`lower(${table.name})`, chunk))) as unknown as Promise<PartyFound[]>),
    check: (v) => {
      const code = (v as Record<string, string | null | undefined>)[currencyField];
      const currency = code ? known.get(code.toUpperCase()) : undefined;
      if (code && !currency) throw fail.field(currencyField, `no currency has the code ${code}`, 'unknown-currency');
      return { ...fieldsOf(v), currencyId: currency?.id ?? baseCurrencyId };
    },
    shown: (field, from, to) => (field === 'currencyId'
      ? { field: currencyField, from: currencyCodes.get(from as string) ?? null, to: currencyCodes.get(to as string) ?? null }
      : { field, from: shownValue(from), to: shownValue(to) }),
    same: (s, f) => {
      const v = s as Record<string, string | null>;
      return v.currencyId === f.currencyId && textColumns.every((c) => nullable(v[c]) === nullable(f[c] as string | null));
    },
    write: async (ctx, creates, updates) => {
      const columns: Columns = [...textColumns.map((c): [string, string] => [snake(c), 'text']), ['currency_id', 'uuid']];
      const record = (s: Record<string, string | null>) => ({ ...Object.fromEntries(textColumns.map((c) => [snake(c), s[c]])), currency_id: s.currencyId });
      const tableName = kind === 'CUSTOMER' ? 'customers' : 'suppliers';
      await bulkInsert(ctx.db, tableName, [['id', 'uuid'], ['company_id', 'uuid'], ...columns],
        creates.map((c) => ({ id: newId(), company_id: ctx.companyId, ...record(c.stored as Record<string, string | null>) })));
      await bulkUpdate(ctx.db, tableName, columns, updates.map((u) => ({ id: u.found.id, ...record(u.stored as Record<string, string | null>) })));
    },
  };
}

// ITEM_PRICE ------------------------------------------------------------------------------------
type PriceValue = { itemCode: string; currency: string; price: string };
type PriceFound = { key: string; price: string };
const itemPriceRow = itemPriceCreate.omit({ itemIdString: true });

function itemPriceImporter(): Importer<PriceValue, PriceFound> {
  let known = new Map<string, { id: string; minorUnits: number; code: string }>();
  let itemIds = new Map<string, string>();
  return {
    schema: itemPriceRow.extend({ itemCode: itemCreate.shape.itemCode }),
    decimals: ['price'],
    companyField: '',
    load: async (db, companyId, rows) => {
      known = await currencyIds(db);
      const codes = [...new Set(rows.map((r) => lowerKey(r.value.itemCode)))];
      itemIds = new Map();
      for (let i = 0; i < codes.length; i += 10_000) {
        const found = await db.select({ id: items.id, key: sql<string>`lower(${items.itemCode})` }).from(items)
          .where(and(eq(items.companyId, companyId), inList(sql`lower(${items.itemCode})`, codes.slice(i, i + 10_000))));
        for (const f of found) itemIds.set(f.key, f.id);
      }
    },
    key: (v) => `${lowerKey(v.itemCode)}|${v.currency.toUpperCase()}`,
    current: () => ({}),
    existing: async (db, companyId, keys) => {
      if (keys.length === 0) return new Map();
      // the current price of each (item, currency): the newest
      const rows = await queryRows<{ key: string; price: string }>(db, sql`
        SELECT DISTINCT ON (p.item_id, p.currency_id) lower(i.item_code) || '|' || c.code AS key, p.price::text AS price
        FROM item_prices p JOIN items i ON i.id = p.item_id JOIN currencies c ON c.id = p.currency_id
        WHERE p.company_id = ${companyId}
        ORDER BY p.item_id, p.currency_id, p.created_at DESC, p.id DESC`);
      const wanted = new Set(keys);
      return new Map(rows.filter((r) => wanted.has(r.key)).map((r) => [r.key, [r]]));
    },
    check: (v) => {
      const itemId = itemIds.get(lowerKey(v.itemCode));
      if (!itemId) throw fail.field('itemCode', `no item of this company has the code ${v.itemCode}`, 'unknown-item');
      const currency = known.get(v.currency.toUpperCase());
      if (!currency) throw fail.field('currency', `no currency has the code ${v.currency}`, 'unknown-currency');
      return { itemId, currencyId: currency.id, price: exactAmount(v.price, currency.minorUnits, 'price', currency.code).toString() };
    },
    same: (s, f) => new Decimal((s as { price: string }).price).equals(f.price),
    // a new price becomes the current one; the old stays as history (decisions §12)
    write: async (ctx, creates, updates) => {
      const rows = [...creates, ...updates].map((c) => {
        const v = c.stored as { itemId: string; currencyId: string; price: string };
        return { id: newId(), company_id: ctx.companyId, item_id: v.itemId, currency_id: v.currencyId, price: v.price };
      });
      await bulkInsert(ctx.db, 'item_prices', [['id', 'uuid'], ['company_id', 'uuid'], ['item_id', 'uuid'], ['currency_id', 'uuid'], ['price', 'numeric']], rows);
    },
  };
}

// ACCOUNT ---------------------------------------------------------------------------------------
type AccountFound = typeof accounts.$inferSelect & { key: string };

function accountImporter(): Importer<AccountCreate, AccountFound> {
  let known = new Map<string, { id: string }>();
  let companyCustomers = new Set<string>();
  const stored = (v: AccountCreate) => ({
    description: v.description ?? null, alternateAccountNumber: v.alternateAccountNumber ?? null, type: v.type, category: v.category,
    partyType: v.partyType, party: v.party.trim(), currencyId: v.currencyStringId.toLowerCase(), customerId: v.customerStringId?.toLowerCase() ?? null,
  });
  return {
    schema: accountCreate,
    companyField: 'companyStringId',
    sentences: { currencyStringId: 'is not a currency: write its code, such as USD or EUR', customerStringId: 'is not the id of a customer' },
    // an ISO code in currencyStringId names the currency too; ledger defaults to GL
    prepare: (raw) => {
      if (typeof raw.currencyStringId === 'string' && /^[A-Za-z]{3}$/.test(raw.currencyStringId.trim())) {
        raw.currencyStringId = known.get(raw.currencyStringId.trim().toUpperCase())?.id ?? raw.currencyStringId;
      }
      raw.ledger ??= 'GL';
    },
    load: async (db, companyId, rows) => {
      const ids = [...new Set(rows.map((r) => r.value.customerStringId?.toLowerCase()).filter((x): x is string => !!x))];
      companyCustomers = new Set(ids.length === 0 ? [] : (await db.select({ id: customers.id }).from(customers)
        .where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)))).map((c) => c.id));
    },
    key: (v) => lowerKey(v.name),
    current: (f) => ({ description: f.description, alternateAccountNumber: f.alternateAccountNumber, ledger: f.ledger as AccountCreate['ledger'], customerStringId: f.customerId }),
    existing: (db, companyId, keys) => byLowerColumn(db, keys, (chunk) => db.select({ ...getTableColumns(accounts), key: sql<string>`lower(${accounts.name})` } as never).from(accounts)
      .where(and(eq(accounts.companyId, companyId), inList(sql`lower(${accounts.name})`, chunk))) as unknown as Promise<AccountFound[]>),
    check: (v) => {
      if (!known.has(v.currencyStringId.toLowerCase())) throw fail.field('currencyStringId', 'is not a currency: write its code, such as USD or EUR', 'unknown-currency');
      if (v.customerStringId && !companyCustomers.has(v.customerStringId.toLowerCase())) throw fail.field('customerStringId', 'is not a customer of this company', 'unknown-customer');
      return stored(v);
    },
    shown: (field, from, to) => {
      const codeOf = (id: unknown) => [...known.entries()].find(([key, c]) => key !== c.id && c.id === id)?.[0] ?? shownValue(id);
      if (field === 'currencyId') return { field: 'currencyStringId', from: codeOf(from), to: codeOf(to) };
      return { field: field === 'customerId' ? 'customerStringId' : field, from: shownValue(from), to: shownValue(to) };
    },
    same: (s, f) => Object.entries(s as Record<string, unknown>).every(([k, x]) => x === (f as Record<string, unknown>)[k]),
    // charts are small: each account goes through the account's own create and update (numbering, parent and posting rules)
    write: async (ctx, creates, updates) => {
      for (const [n, c] of creates.entries()) {
        if (n % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        await createAccount(ctx, c.value);
      }
      for (const [n, u] of updates.entries()) {
        if (n % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        await updateAccount(ctx, { id: u.found.id, data: { ...u.value, parentAccountId: u.found.parentAccountId, accountNumber: undefined, balance: undefined, customer: undefined } as never });
      }
    },
    ...{ setKnown: (k: typeof known) => { known = k; } },
  };
}

// EXCHANGE_RATE ---------------------------------------------------------------------------------
type RateFound = { id: string; key: string; rate: string };

/** Exchange rates by pair and day: UPSERT replaces the rate of a day the company has one for. */
function exchangeRateImporter(): Importer<ExchangeRateCreate, RateFound> {
  let known = new Map<string, { id: string }>();
  return {
    schema: exchangeRateCreate,
    decimals: ['rate'],
    companyField: 'companyIdString',
    load: async (db) => {
      known = await currencyIds(db);
    },
    key: (v) => `${v.fromCurrency.toUpperCase()}|${v.toCurrency.toUpperCase()}|${v.date}`,
    current: () => ({}),
    existing: async (db, companyId, keys) => {
      const out = new Map<string, RateFound[]>();
      for (let i = 0; i < keys.length; i += JSON_CHUNK) {
        if (i > 0) await nextTurn();
        const rows = await queryRows<RateFound>(db, sql`
          SELECT r.id, f.code || '|' || t.code || '|' || r.date::text AS key, r.rate::text AS rate
          FROM exchange_rates r JOIN currencies f ON f.id = r.from_currency_id JOIN currencies t ON t.id = r.to_currency_id
          WHERE r.company_id = ${companyId}
            AND f.code || '|' || t.code || '|' || r.date::text IN (SELECT json_array_elements_text(${JSON.stringify(keys.slice(i, i + JSON_CHUNK))}::json))`);
        for (const row of rows) out.set(row.key, [row]);
      }
      return out;
    },
    check: (v) => {
      const from = known.get(v.fromCurrency.toUpperCase());
      if (!from) throw fail.field('fromCurrency', `no currency has the code ${v.fromCurrency}`, 'unknown-currency');
      const to = known.get(v.toCurrency.toUpperCase());
      if (!to) throw fail.field('toCurrency', `no currency has the code ${v.toCurrency}`, 'unknown-currency');
      if (from.id === to.id) throw fail.field('toCurrency', 'must differ from fromCurrency', 'same-currency');
      return { fromCurrencyId: from.id, toCurrencyId: to.id, rate: v.rate, date: v.date };
    },
    same: (s, f) => new Decimal((s as { rate: string }).rate).equals(f.rate),
    write: async (ctx, creates, updates) => {
      const stored = (s: unknown) => s as { fromCurrencyId: string; toCurrencyId: string; rate: string; date: string };
      await bulkInsert(ctx.db, 'exchange_rates', [['id', 'uuid'], ['company_id', 'uuid'], ['from_currency_id', 'uuid'], ['to_currency_id', 'uuid'], ['rate', 'numeric'], ['date', 'date']],
        creates.map((c) => {
          const v = stored(c.stored);
          return { id: newId(), company_id: ctx.companyId, from_currency_id: v.fromCurrencyId, to_currency_id: v.toCurrencyId, rate: v.rate, date: v.date };
        }));
      await bulkUpdate(ctx.db, 'exchange_rates', [['rate', 'numeric']], updates.map((u) => ({ id: u.found.id, rate: stored(u.stored).rate })));
    },
  };
}

function importerOf(type: ImportType): Importer<unknown, unknown> {
  switch (type) {
    case 'ITEM': return itemImporter() as Importer<unknown, unknown>;
    case 'CUSTOMER': return partyImporter('CUSTOMER') as Importer<unknown, unknown>;
    case 'SUPPLIER': return partyImporter('SUPPLIER') as Importer<unknown, unknown>;
    case 'ITEM_PRICE': return itemPriceImporter() as Importer<unknown, unknown>;
    case 'ACCOUNT': return accountImporter() as Importer<unknown, unknown>;
    case 'EXCHANGE_RATE': return exchangeRateImporter() as Importer<unknown, unknown>;
  }
}

// ---------------------------------------------------------------------------------------------

/** A cell that empties an optional field on update (an empty cell leaves it as it is). */
const CLEAR_CELL = '#clear';

/** The existing record's fields that the row leaves empty. */
const kept = (current: Record<string, unknown>, given: Set<string>) => Object.fromEntries(Object.entries(current).filter(([field]) => !given.has(field)));

/** English and German spreadsheet booleans (Excel in German writes WAHR and FALSCH). */
const BOOLEAN_TRUE = new Set(['true', 'yes', 'y', '1', 'wahr', 'ja', 'j']);
const BOOLEAN_FALSE = new Set(['false', 'no', 'n', '0', 'falsch', 'nein']);
const COMPANY_COLUMNS = new Set(['companyidstring', 'companystringid', 'companyid']);

/** A 422 about the file as a whole (no row). */
const fileProblem = (code: string, message: string) =>
  new DomainError('invalid', 'validation', message, [{ path: 'file', message, code }]);

/** "An items file", "An item prices file": how the problems name a type's file. */
const fileOf = (type: ImportType) => {
  const label = importTypeLabels[type].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'An' : 'A'} ${label} file`;
};

/** Matches the header to the type's columns; unknown, missing or repeated columns refuse the file. */
function mapHeader(type: ImportType, file: CsvFile): { columns: (Cell & { field: string | null })[] } {
  const spec = importColumns[type];
  const fields = new Map([...spec.required, ...spec.optional].map((f) => [columnKey(f), f]));
  const columns = file.header.map((header, index) => {
    const k = columnKey(header);
    return { header, index, field: COMPANY_COLUMNS.has(k) ? null : (fields.get(k) ?? (k === '' ? '' : undefined)) };
  });
  const unknown = columns.filter((c) => c.field === undefined || c.field === '');
  if (unknown.length > 0) {
    const names = unknown.map((c) => (c.header === '' ? `(blank, column ${c.index + 1})` : `"${c.header}"`)).join(', ');
    throw fileProblem('unknown-column', `Unknown column ${names}. ${fileOf(type)} takes the columns ${[...spec.required, ...spec.optional].join(', ')}.`);
  }
  const seen = new Set<string>();
  for (const c of columns) {
    const k = c.field ?? 'company';
    if (seen.has(k)) throw fileProblem('duplicate-column', `The column ${c.header} appears twice.`);
    seen.add(k);
  }
  const missing = spec.required.filter((f) => !seen.has(f));
  if (missing.length > 0) throw fileProblem('missing-column', `Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: ${fileOf(type).toLowerCase()} needs ${missing.length > 1 ? 'them' : 'it'}.`);
  return { columns: columns as (Cell & { field: string | null })[] };
}

/**
 * A number cell read with the file's declared decimal separator: `12,50` and `1.249,00` with a
 * comma, `12.50` and `1,249.00` with a point. Anything that could be read two ways (`1,249` with
 * a point, `1.249` with a comma) is refused, never guessed.
 */
function readDecimal(cell: string, separator: '.' | ','): string | { error: string; code: string } {
  const v = cell.trim();
  const group = separator === ',' ? '.' : ',';
  const plain = separator === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  const grouped = separator === ',' ? /^-?\d{1,3}(\.\d{3})+,\d+$/ : /^-?\d{1,3}(,\d{3})+\.\d+$/;
  if (plain.test(v) || grouped.test(v)) return v.replaceAll(group, '').replace(',', '.');
  if (separator === '.' && /^-?\d+,\d+$/.test(v)) {
    return { error: `"${v}" has a decimal comma: choose the comma as the file's decimal separator to read it`, code: 'decimal-comma' };
  }
  const example = separator === ',' ? '1.249,50' : '1,249.50';
  if (/^-?[\d.,]+$/.test(v)) return { error: `"${v}" can be read more than one way: write it as ${example} or without the thousands separator`, code: 'invalid-number' };
  return v; // not a number at all: the contract names the problem
}

/** Spellings of each valuation method a spreadsheet may hold: the console's labels, the codes and common synonyms (any case, spacing or punctuation). */
const VALUATION_SYNONYMS: Record<string, string> = Object.fromEntries(Object.entries({
  MAVG: ['MAVG', 'Moving average', 'MOVING_AVERAGE', 'Average', 'Weighted average', 'Gleitender Durchschnitt', 'Durchschnitt'],
  FIFO: ['FIFO', 'FIFO (first in, first out)', 'First in, first out'],
  LIFO: ['LIFO', 'LIFO (last in, first out)', 'Last in, first out'],
  STANDARD: ['STANDARD', 'Standard cost', 'Standard price', 'Standardpreis', 'Standardkosten'],
}).flatMap(([method, names]) => names.map((name) => [spellingKey(name), method])));

function spellingKey(value: string) {
  return value.toLowerCase().replace(/[\s_\-(),.]/g, '');
}

/** The scope writing each type's records takes, from the manifests (`<resource>:write`). */
const targetScopes = importTargetScopes;

export type ProcessInput = { id: string; fields: ImportProcessFields; fileName: string | null; bytes: Uint8Array };

/**
 * `POST /imports/{id}/process`: reads the whole file, checks every row with the create contract
 * and the resource's rules, and writes all rows in one transaction or none. `ctx.db` must be the
 * database (not a transaction): progress is written outside the data transaction.
 */
/** Processing runs outside the request's transaction: `acting` runs its writes' transactions as the requester's (domain/audit). */
type ProcessCtx = Ctx & { db: Db; tryJobLock: Database['tryJobLock']; acting: ActingTransactions };

export async function processImport(ctx: ProcessCtx, input: ProcessInput): Promise<ImportSummary> {
  const started = Date.now();
  const current = await findImport(ctx, input.id);
  companyContext(ctx, current.companyId, 'companyId');
  // importing writes the resource: its own write scope is needed too
  requireScope(ctx.principal, targetScopes[current.importType as ImportType]);
  if (input.fields.companyId.toLowerCase() !== current.companyId) {
    throw fail.conflict(`This import belongs to company ${current.companyId}, not ${input.fields.companyId.toLowerCase()}.`, 'conflict',
      [{ path: 'companyId', message: 'is not the import\'s company', code: 'company-mismatch' }]);
  }
  if (input.fields.importType !== current.importType) {
    throw fail.conflict(`This import is of ${importTypeLabels[current.importType as ImportType].toLowerCase()}, not of ${importTypeLabels[input.fields.importType].toLowerCase()}.`, 'conflict',
      [{ path: 'importType', message: 'is not the import\'s type', code: 'type-mismatch' }]);
  }
  // held while the job runs: an instance starting meanwhile sees this import alive (failInterruptedImports)
  const release = await ctx.tryJobLock(current.id);
  if (!release) throw fail.conflict('This import is running; wait until it has finished.', 'conflict');
  try {
    return await claimAndRun(ctx, current, input, started);
  } finally {
    await release();
  }
}

async function claimAndRun(ctx: ProcessCtx, current: ImportRow, input: ProcessInput, started: number): Promise<ImportSummary> {
  const { dryRun, mode } = input.fields;
  const db = ctx.db;
  // claim it: PENDING (or FAILED: nothing of it was written) -> RUNNING; a dry run only checks
  const processable = sql`${imports.status} IN ('PENDING', 'FAILED')`;
  const claimed = dryRun
    ? await db.select({ id: imports.id }).from(imports).where(and(eq(imports.id, current.id), processable))
    : await ctx.acting((tx) => tx.update(imports).set({
      status: 'RUNNING', mode, dryRun, fileName: input.fileName, startedAt: new Date(), finishedAt: null, durationMs: null, rowsTotal: null, rowsProcessed: 0,
      created: 0, updated: 0, unchanged: 0, errorCount: 0, errors: [], rejected: null, failureReason: null, updatedAt: new Date(), version: sql`${imports.version} + 1`,
    }).where(and(eq(imports.id, current.id), processable)).returning({ id: imports.id }));
  if (claimed.length === 0) {
    throw fail.conflict(current.status === 'RUNNING' ? 'This import is running; wait until it has finished.' : 'This import has been processed already; create a new import for another file.', 'conflict');
  }
  const finish = async (set: Partial<typeof imports.$inferInsert>) => {
    if (!dryRun) await ctx.acting((tx) => tx.update(imports).set({ ...set, finishedAt: new Date(), durationMs: Date.now() - started, updatedAt: new Date(), version: sql`${imports.version} + 1` }).where(eq(imports.id, current.id)));
  };
  try {
    const type = current.importType as ImportType;
    const importer = importerOf(type);
    const plan = await validate(ctx, importer, type, current, input, dryRun);
    const counts = { created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged };
    if (!dryRun) {
      try {
        await ctx.acting((tx) => importer.write({ db: tx, principal: ctx.principal, companyId: current.companyId }, plan.creates, plan.updates));
      } catch (error) {
        // a record with one of the file's keys was created meanwhile (another import, a POST)
        if (isUniqueViolation(error)) throw fail.conflict('Records with some of the file\'s keys were created by someone else while the file was checked; nothing was written. Import the file again.');
        throw error;
      }
      await finish({ status: 'SUCCEEDED', rowsTotal: plan.rows, rowsProcessed: plan.rows, ...counts });
    } else {
      await ctx.acting((tx) => tx.update(imports).set({ mode, dryRun: true, fileName: input.fileName, rowsTotal: plan.rows, rowsProcessed: plan.rows, ...counts, errorCount: 0, errors: [], rejected: null, updatedAt: new Date() })
        .where(eq(imports.id, current.id)));
    }
    return { id: current.id, status: dryRun ? (current.status as ImportSummary['status']) : 'SUCCEEDED', dryRun, mode, rows: plan.rows, ...counts, changes: plan.changes, durationMs: Date.now() - started };
  } catch (error) {
    if (error instanceof RowErrors) {
      await ctx.acting((tx) => finishRejected(tx, current.id, error, dryRun, started));
      throw error.asDomainError();
    }
    if (error instanceof DomainError && error.errors?.[0]?.path === 'file') {
      const problem = { row: 0, column: null, message: error.detail, code: error.errors[0].code };
      await finish({ status: 'FAILED', failureReason: error.detail, errorCount: 1, errors: [problem] });
      if (dryRun) await ctx.acting((tx) => tx.update(imports).set({ errorCount: 1, errors: [problem], updatedAt: new Date() }).where(eq(imports.id, current.id)));
      throw error;
    }
    await finish({ status: 'FAILED', failureReason: error instanceof DomainError ? error.detail : 'The import failed; nothing was written.' });
    throw error;
  }
}

class RowErrors extends Error {
  constructor(readonly problems: Problem[], readonly header: string[], readonly rows: { row: number; cells: string[] }[], readonly total: number) {
    super('row errors');
  }
  asDomainError() {
    const shown = this.problems.slice(0, ANSWERED_ERRORS);
    const errors: FieldError[] = shown.map((p) => ({ path: `rows.${p.row}${p.column ? `.${p.column}` : ''}`, message: p.message, code: p.code, row: p.row, column: p.column }));
    const rowCount = this.rows.length;
    return new DomainError('invalid', 'validation',
      `${rowCount} of ${this.total} ${this.total === 1 ? 'row' : 'rows'} ${rowCount === 1 ? 'has' : 'have'} problems (${this.problems.length} in all${this.problems.length > shown.length ? `, the first ${shown.length} listed` : ''}); nothing was written. The rejected rows and their problems can be downloaded as a CSV file.`,
      errors);
  }
}

async function finishRejected(db: DbOrTx, id: string, e: RowErrors, dryRun: boolean, started: number) {
  await db.update(imports).set({
    ...(dryRun ? {} : { status: 'FAILED', finishedAt: new Date(), durationMs: Date.now() - started, failureReason: `${e.rows.length} ${e.rows.length === 1 ? 'row has' : 'rows have'} problems; nothing was written.` }),
    rowsTotal: e.total, errorCount: e.problems.length, errors: e.problems, rejected: { header: e.header, rows: e.rows }, updatedAt: new Date(), version: sql`${imports.version} + 1`,
  }).where(eq(imports.id, id));
}

type Plan = { rows: number; creates: { value: unknown; stored: unknown }[]; updates: { value: unknown; stored: unknown; found: unknown }[]; unchanged: number; changes: ImportChange[] };

/** Changes an answer lists (the counts count them all). */
const LISTED_CHANGES = 100;

/** A stored value as the preview shows it: decimals without trailing zeros' noise, booleans as words. */
const shownValue = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The fields of `stored` whose value differs from the existing record's, as the importer names and shows them. */
function changedFields(importer: Importer<unknown, unknown>, stored: Record<string, unknown>, found: Record<string, unknown>): ImportChange['fields'] {
  const fields: ImportChange['fields'] = [];
  for (const [field, to] of Object.entries(stored)) {
    if (!(field in found)) continue;
    const from = found[field];
    const numeric = typeof to === 'string' && typeof from === 'string' && /^-?\d+(\.\d+)?$/.test(to) && /^-?\d+(\.\d+)?$/.test(from);
    if (numeric ? new Decimal(to).equals(from) : shownValue(to) === shownValue(from)) continue;
    const shown = importer.shown ? importer.shown(field, from, to) : { field, from: shownValue(from), to: shownValue(to) };
    if (shown) fields.push(shown);
  }
  return fields;
}

async function validate(ctx: Ctx & { db: Db }, importer: Importer<unknown, unknown>, type: ImportType, current: ImportRow, input: ProcessInput, dryRun: boolean): Promise<Plan> {
  const db = ctx.db;
  let file: CsvFile;
  try {
    file = parseCsv(input.bytes);
  } catch (error) {
    if (error instanceof CsvError) throw fileProblem(error.code, error.message);
    throw error;
  }
  const { columns } = mapHeader(type, file);
  if (file.rows.length === 0) throw fileProblem('no-rows', 'The file has a header but no rows.');
  const total = file.rows.length;
  if (!dryRun) await db.update(imports).set({ rowsTotal: total }).where(eq(imports.id, current.id));
  if (importer === undefined) throw new Error('no importer');
  // ACCOUNT reads ISO codes in currencyStringId before the contract sees them
  if ('setKnown' in importer) (importer as unknown as { setKnown: (k: unknown) => void }).setKnown(await currencyIds(db));

  const problems: Problem[] = [];
  const headerOf = new Map(columns.map((c) => [c.field ?? importer.companyField, c.header]));
  const add = (line: number, field: string | null, message: string, code: string) =>
    problems.push({ row: line, column: field === null ? null : (headerOf.get(field) ?? field), message, code });
  const valid: Valid<unknown>[] = [];
  const separator = input.fields.decimalSeparator;
  const required = new Set(importColumns[type].required);
  let lastProgress = 0; // the first chunk shows progress at once, however fast the rest goes
  for (let r = 0; r < file.rows.length; r++) {
    // other requests (GET /imports/{id} among them) get their turn; progress at most every 200 ms
    if (r % YIELD_EVERY === 0 && r > 0) {
      await nextTurn();
      if (!dryRun && Date.now() - lastProgress > 200) {
        await db.update(imports).set({ rowsProcessed: r }).where(eq(imports.id, current.id));
        lastProgress = Date.now();
      }
    }
    const { line, cells } = file.rows[r];
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) {
      add(line, null, `has ${cells.length} cells but the header has ${columns.length} columns`, 'extra-fields');
      continue;
    }
    const raw: Record<string, unknown> = {};
    const given = new Set<string>();
    let bad = false;
    for (const c of columns) {
      const cell = cells[c.index] ?? '';
      if (c.field === null) {
        if (cell.trim() !== '' && cell.trim().toLowerCase() !== current.companyId) {
          add(line, importer.companyField || null, 'is not the import\'s company', 'company-mismatch');
          bad = true;
        }
        continue;
      }
      if (cell.trim() === '') continue;
      given.add(c.field);
      if (cell.trim().toLowerCase() === CLEAR_CELL) {
        if (required.has(c.field)) {
          add(line, c.field, 'is required and cannot be cleared', 'cannot-clear');
          bad = true;
        }
        continue;
      }
      if (importer.booleans?.includes(c.field)) {
        const b = cell.trim().toLowerCase();
        raw[c.field] = BOOLEAN_TRUE.has(b) ? true : BOOLEAN_FALSE.has(b) ? false : cell;
      } else if (importer.numbers?.includes(c.field) || importer.decimals?.includes(c.field)) {
        const d = readDecimal(cell, separator);
        if (typeof d !== 'string') {
          add(line, c.field, d.error, d.code);
          bad = true;
          continue;
        }
        raw[c.field] = importer.numbers?.includes(c.field) ? (d === '' || Number.isNaN(Number(d)) ? d : Number(d)) : d;
      } else raw[c.field] = cell;
    }
    if (importer.companyField) raw[importer.companyField] = current.companyId;
    importer.prepare?.(raw);
    const parsed = importer.schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : null;
        const missing = issue.code === 'invalid_type' && raw[field ?? ''] === undefined;
        add(line, field, missing ? 'is required' : cellProblem(issue, field === null ? undefined : raw[field], field === null ? undefined : importer.sentences?.[field]), missing ? 'required' : issue.code);
      }
      continue;
    }
    if (bad) continue;
    valid.push({ line, cells, value: parsed.data, key: importer.key(parsed.data), given });
  }

  // set-based checks: keys repeated in the file, keys that exist (INSERT), the resource's rules
  const firstLine = new Map<string, number>();
  const keyColumn = importColumns[type].key;
  const unique: Valid<unknown>[] = [];
  for (const v of valid) {
    const first = firstLine.get(v.key);
    if (first !== undefined) add(v.line, keyColumn, `repeats the ${keyColumn}${type === 'ITEM_PRICE' ? ' and currency' : ''} of row ${first}`, 'duplicate');
    else {
      firstLine.set(v.key, v.line);
      unique.push(v);
    }
  }
  await importer.load?.(db, current.companyId, unique);
  const existing = await importer.existing(db, current.companyId, [...firstLine.keys()]);
  const plan: Plan = { rows: total, creates: [], updates: [], unchanged: 0, changes: [] };
  for (const [n, v] of unique.entries()) {
    if (n % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    const found = existing.get(v.key);
    if (found && found.length > 1) {
      add(v.line, keyColumn, `matches ${found.length} records of this company; rename them so that one matches`, 'ambiguous');
      continue;
    }
    if (found && input.fields.mode === 'INSERT') {
      add(v.line, keyColumn, 'exists already; to change it, choose to update existing records', 'exists');
      continue;
    }
    const value = found ? { ...(v.value as object), ...kept(importer.current(found[0]) as Record<string, unknown>, v.given) } : v.value;
    let stored: unknown;
    try {
      stored = importer.check(value, found?.[0]);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      for (const e of error.errors ?? [{ path: '', message: error.detail, code: error.code }]) add(v.line, e.path || null, e.message, e.code);
      continue;
    }
    if (!found) plan.creates.push({ value, stored });
    else if (importer.same(stored, found[0])) plan.unchanged++;
    else {
      plan.updates.push({ value, stored, found: found[0] });
      if (plan.changes.length < LISTED_CHANGES) {
        plan.changes.push({ row: v.line, key: String((v.value as Record<string, unknown>)[keyColumn] ?? v.key), fields: changedFields(importer, stored as Record<string, unknown>, found[0] as Record<string, unknown>) });
      }
    }
  }
  if (!dryRun) await db.update(imports).set({ rowsProcessed: total }).where(eq(imports.id, current.id));
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const lines = new Set(problems.map((p) => p.row));
    throw new RowErrors(problems, file.header, file.rows.filter((r) => lines.has(r.line)).map((r) => ({ row: r.line, cells: r.cells })), total);
  }
  return plan;
}

