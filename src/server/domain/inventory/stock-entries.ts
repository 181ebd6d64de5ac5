import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { QTY_DECIMALS, type StockEntry, type StockEntryCreate, type StockEntryDetail, type StockEntryListQuery } from '../../../contract/stock-entries';
import type { DbOrTx } from '../../db/connection';
import { byDocumentNumber, paginate } from '../../db/paginate';
import { companies, currencies, items, stockEntries, stockEntryLines } from '../../db/schema';
import { postDocument } from '../posting/pipeline';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { Decimal, exactAmount, moneyNumber, ZERO } from '../core/money';

/** Stock entries (decisions §12): opening stock, adjustments and material issues, against the STOCK_ADJUSTMENT account. */

type EntryRow = typeof stockEntries.$inferSelect;

function toStockEntry(row: EntryRow, base: { code: string; minorUnits: number }): StockEntry {
  return {
    id: row.id, number: row.number, entryType: row.entryType, postingDate: row.postingDate,
    totalValue: moneyNumber(row.totalValue, base.minorUnits), baseCurrency: base.code, journalEntryId: row.journalEntryId,
    companyIdString: row.companyId, createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), version: row.version,
  };
}

const selectEntries = (db: DbOrTx) =>
  db
    .select({ entry: stockEntries, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(stockEntries)
    .innerJoin(companies, eq(companies.id, stockEntries.companyId))
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .$dynamic();

export async function createStockEntry(ctx: Ctx, input: StockEntryCreate): Promise<StockEntryDetail> {
  const { db: tx, companyId, principal } = companyContext(ctx, input.companyIdString);
  const [base] = await tx.select({ code: currencies.code, minorUnits: currencies.minorUnits }).from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId)).where(eq(companies.id, companyId));

  const codes = [...new Set(input.items.map((l) => l.itemCode.trim().toLowerCase()))];
  const found = await tx.select({ id: items.id, itemCode: items.itemCode, maintainStock: items.maintainStock }).from(items)
    .where(and(eq(items.companyId, companyId), inArray(sql`lower(${items.itemCode})`, codes)));
  const byCode = new Map(found.map((i) => [i.itemCode.toLowerCase(), i]));

  const movements = input.items.map((line, i) => {
    const path = `items.${i}`;
    const item = byCode.get(line.itemCode.trim().toLowerCase());
    if (!item) throw fail.field(`${path}.itemCode`, `no item with the code ${line.itemCode.trim()} in this company`, 'unknown-item');
    if (!item.maintainStock) throw fail.field(`${path}.itemCode`, `item ${item.itemCode} does not maintain stock`, 'no-stock');
    const qty = new Decimal(String(line.qty));
    if (qty.decimalPlaces() > QTY_DECIMALS) throw fail.field(`${path}.qty`, `has more than ${QTY_DECIMALS} decimals`, 'too-precise');
    if (input.entryType === 'ISSUE') {
      if (line.rate !== undefined) throw fail.field(`${path}.rate`, 'is set by the item\'s valuation on an ISSUE; leave it out', 'not-allowed');
      return { itemId: item.id, qty: qty.negated(), path, itemField: 'itemCode' };
    }
    if (line.rate === undefined) throw fail.field(`${path}.rate`, 'is required on a RECEIPT', 'required');
    const rate = exactAmount(line.rate, base.minorUnits, `${path}.rate`, base.code);
    return { itemId: item.id, qty, rate, path, itemField: 'itemCode' };
  });

  return postDocument(ctx, {
    companyId, postingDate: input.postingDate, numbered: 'STE',
    stock: { source: 'STOCK_ENTRY', movements, contra: { role: 'STOCK_ADJUSTMENT' } },
    write: async ({ id, number, stock }) => {
      const totalValue = stock.movements.reduce((sum, m) => sum.plus(m.amount), ZERO);
      await tx.insert(stockEntries).values({
        id, companyId, number, entryType: input.entryType, postingDate: input.postingDate,
        totalValue: totalValue.toFixed(), journalEntryId: stock.journalEntryId, createdBy: principal.userId,
      });
      await tx.insert(stockEntryLines).values(stock.movements.map((m, i) => ({
        entryId: id, lineNumber: i + 1, companyId, itemId: m.itemId, qty: m.qty, rate: m.rate, value: m.amount, movementId: m.id,
      })));
      return getStockEntry(ctx, id);
    },
  });
}

/** A stock entry with its lines; another company's is "not found". */
export async function getStockEntry(ctx: Ctx, id: string): Promise<StockEntryDetail> {
  const [found] = await selectEntries(ctx.db).where(eq(stockEntries.id, id));
  const row = visibleTo(ctx, found, (f) => f.entry.companyId, 'The stock entry');
  const base = { code: row.currency, minorUnits: row.minorUnits };
  const lines = await ctx.db
    .select({ line: stockEntryLines, itemCode: items.itemCode })
    .from(stockEntryLines)
    .innerJoin(items, eq(items.id, stockEntryLines.itemId))
    .where(eq(stockEntryLines.entryId, id))
    .orderBy(stockEntryLines.lineNumber);
  return {
    ...toStockEntry(row.entry, base),
    items: lines.map(({ line, itemCode }) => ({
      lineNumber: line.lineNumber, itemIdString: line.itemId, itemCode, qty: Number(line.qty), rate: Number(line.rate),
      value: moneyNumber(line.value, base.minorUnits), movementId: line.movementId,
    })),
  };
}

export const stockEntrySortable = {
  postingDate: stockEntries.postingDate,
  number: byDocumentNumber(stockEntries.number),
  createdAt: stockEntries.createdAt,
  entryType: stockEntries.entryType,
};

export async function listStockEntries(ctx: Ctx, query: StockEntryListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(stockEntries.companyId, companyId),
    query.entryType ? eq(stockEntries.entryType, query.entryType) : undefined,
    query.fromDate ? gte(stockEntries.postingDate, query.fromDate) : undefined,
    query.toDate ? lte(stockEntries.postingDate, query.toDate) : undefined,
  );
  return paginate(db, { select: selectEntries(db), from: stockEntries, where, sortable: stockEntrySortable, defaultSort: ['postingDate,desc', 'number,desc'], tiebreak: stockEntries.id },
    query, (rows) => rows.map((r) => toStockEntry(r.entry, { code: r.currency, minorUnits: r.minorUnits })));
}
