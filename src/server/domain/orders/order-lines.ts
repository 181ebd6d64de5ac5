import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { items } from '../../db/schema';
import { fail } from '../../base/errors';
import { QTY_DECIMALS } from '../../../contract/stock-entries';
import { Decimal } from '../core/money';

/** What order and invoice lines share: exact quantities, line amounts, items named by code. */

export const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });

/** A line's amount: qty × price rounded half-even to the currency's minor units. */
export const lineAmount = (qty: Decimal.Value, price: Decimal.Value, minorUnits: number) =>
  new D(qty).times(price).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_EVEN);

/** A quantity from JSON as an exact decimal above zero with at most QTY_DECIMALS decimals, else 422 at `path`. */
export function exactQty(value: number, path: string) {
  const qty = new D(String(value));
  if (!qty.isFinite() || qty.lte(0)) throw fail.field(path, 'must be above zero', 'not-positive');
  if (qty.decimalPlaces() > QTY_DECIMALS) throw fail.field(path, `has more than ${QTY_DECIMALS} decimals`, 'too-precise');
  return qty;
}

/** The company's items by lower-case code, for the codes the lines name. */
export async function itemsByCode(db: DbOrTx, companyId: string, codes: string[]) {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  const rows = await db
    .select({ id: items.id, itemCode: items.itemCode })
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(sql`lower(${items.itemCode})`, wanted)));
  return new Map(rows.map((r) => [r.itemCode.toLowerCase(), r]));
}

/** A request's quantity taken from one order line. */
export type Allocation<L> = { line: L; qty: Decimal; path: string };

/**
 * The request's lines spread over the order's lines: each names an item on the order (422 at
 * `items.N.itemCode`) and a quantity not above what `openOf` leaves (422 at `items.N.qty`,
 * `tooMuch` naming it). An item on several order lines fills them in line order. Deliveries,
 * receipts and billing of sales and purchase orders all allocate this way.
 */
export function allocate<L extends { id: string; itemCode: string }>(
  lines: L[], requested: { itemCode: string; qty: number | string }[], openOf: (l: L) => Decimal,
  tooMuch: (open: string, itemCode: string) => string,
): Allocation<L>[] {
  const used = new Map<string, Decimal>();
  const open = (l: L) => D.max(0, openOf(l).minus(used.get(l.id) ?? 0));
  const out: Allocation<L>[] = [];
  requested.forEach((r, i) => {
    const path = `items.${i}`;
    const code = String(r.itemCode).trim().toLowerCase();
    const matching = lines.filter((l) => l.itemCode.toLowerCase() === code);
    if (matching.length === 0) throw fail.field(`${path}.itemCode`, `item ${String(r.itemCode).trim()} is not on this order`, 'not-on-order');
    const qty = exactQty(Number(r.qty), `${path}.qty`);
    const available = matching.reduce((sum, l) => sum.plus(open(l)), new D(0));
    if (qty.gt(available)) {
      throw fail.field(`${path}.qty`, tooMuch(available.toFixed(), matching[0].itemCode), 'more-than-open');
    }
    let left = qty;
    for (const line of matching) {
      if (left.isZero()) break;
      const take = D.min(left, open(line));
      if (take.isZero()) continue;
      used.set(line.id, (used.get(line.id) ?? new D(0)).plus(take));
      out.push({ line, qty: take, path });
      left = left.minus(take);
    }
  });
  return out;
}
