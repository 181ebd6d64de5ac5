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
