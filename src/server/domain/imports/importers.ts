import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { accountCreate, type AccountCreate } from '../../../contract/accounts';
import { customerCreate, type CustomerCreate } from '../../../contract/customers';
import type { ImportChange, ImportType } from '../../../contract/imports';
import { exchangeRateCreate, type ExchangeRateCreate } from '../../../contract/exchange-rates';
import { itemPriceCreate } from '../../../contract/item-prices';
import { itemCreate, type ItemCreate } from '../../../contract/items';
import { supplierCreate, type SupplierCreate } from '../../../contract/suppliers';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';
import { newId } from '../../base/ids';
import { accounts, currencies, customers, items, suppliers } from '../../db/schema';
import { createAccount, updateAccount } from '../ledger/accounts';
import type { Ctx } from '../core/context';
import { customerFields } from '../sales/customers';
import { fail } from '../../base/errors';
import { baseCurrencyOf, stockSettings, updateItem } from '../inventory/items';
import { Decimal, exactAmount } from '../core/money';
import { supplierFields } from '../purchasing/suppliers';
import { bulkInsert, bulkUpdate, JSON_CHUNK, nextTurn, YIELD_EVERY } from './bulk-statements';
import type { Columns } from '../../db/json-rows';

/**
 * How each import type reads, checks and writes its rows (items, customers, suppliers, item
 * prices, accounts, exchange rates): what `imports.ts` runs a file's rows through.
 */

/** A row that passed the contract. `given`: the fields whose cells the row fills or clears; the others are left as they are on update. */
export type Valid<V> = { line: number; cells: string[]; value: V; key: string; given: Set<string> };

/** How one import type reads, checks and writes its rows. */
export type Importer<V, E> = {
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

/** A stored value as the preview shows it: decimals without trailing zeros' noise, booleans as words. */
export const shownValue = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

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
export async function currencyIds(db: DbOrTx): Promise<Map<string, { id: string; minorUnits: number; code: string }>> {
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

export function importerOf(type: ImportType): Importer<unknown, unknown> {
  switch (type) {
    case 'ITEM': return itemImporter() as Importer<unknown, unknown>;
    case 'CUSTOMER': return partyImporter('CUSTOMER') as Importer<unknown, unknown>;
    case 'SUPPLIER': return partyImporter('SUPPLIER') as Importer<unknown, unknown>;
    case 'ITEM_PRICE': return itemPriceImporter() as Importer<unknown, unknown>;
    case 'ACCOUNT': return accountImporter() as Importer<unknown, unknown>;
    case 'EXCHANGE_RATE': return exchangeRateImporter() as Importer<unknown, unknown>;
  }
}
