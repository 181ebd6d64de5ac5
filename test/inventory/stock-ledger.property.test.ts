import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ItemDetail } from '../../src/contract/items';
import { newId } from '../../src/server/base/ids';
import { stockBalances, stockLots } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/base/errors';
import { Decimal } from '../../src/server/domain/core/money';
import { moveStock } from '../../src/server/domain/stock/stock-ledger';
import { applyMovement, EMPTY_STOCK, type StockState } from '../../src/server/domain/stock/stock-valuation';
import { ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * moveStock reads only the lots a call can reach (the issuing end, up to the units issued, and
 * one more). Held here to the valuation core applied to the whole state: after random calls of
 * receipts and issues (several per call, issues ending exactly on a lot's edge, negative stock
 * where allowed), the stored balance and lots are the core's, lot for lot.
 */

let t: TestApp;
let api: Client;
let companyId: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const world = await twoCompanies(t);
  api = world.api;
  companyId = world.company.id;
});
afterAll(async () => {
  await t?.close();
});

const movement = fc.oneof(
  fc.record({ kind: fc.constant('receipt' as const), qty: fc.integer({ min: 1, max: 5 }), rate: fc.integer({ min: 0, max: 2000 }).map((c) => (c / 100).toFixed(2)) }),
  fc.record({ kind: fc.constant('issue' as const), qty: fc.integer({ min: 1, max: 9 }) }),
);
const calls = fc.array(fc.array(movement, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 });

test('the stored stock after random calls is the valuation core\'s over the whole state (FIFO and LIFO, with and without negative stock)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('FIFO' as const, 'LIFO' as const), fc.boolean(), calls, async (method, allowNegativeStock, script) => {
      const item = ok<ItemDetail>(await api.post('/items', {
        itemCode: `PROP-${++n}`, name: 'Lots', itemGroup: 'Lots', uom: 'each', valuationMethod: method,
        maintainStock: true, allowNegativeStock, companyIdString: companyId,
      }), 201);
      const settings = { valuationMethod: method, allowNegativeStock, minorUnits: 2 };
      let model: StockState = EMPTY_STOCK;
      for (const call of script) {
        // the model applies the whole call or, if any movement is refused, none of it (one transaction)
        let next = model;
        let refused = false;
        try {
          for (const m of call) next = applyMovement(settings, next, m.kind === 'receipt' ? m : { kind: 'issue', qty: m.qty }).state;
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== 'insufficient-stock') throw error;
          refused = true;
        }
        const stored = t.database.db.transaction((tx) => moveStock(tx, {
          companyId, postingDate: '2026-05-01', source: { type: 'STOCK_ENTRY', id: newId(), number: `PROP-${++n}` },
          contra: { role: 'STOCK_ADJUSTMENT' },
          movements: call.map((m) => (m.kind === 'receipt' ? { itemId: item.id, qty: m.qty, rate: m.rate } : { itemId: item.id, qty: -m.qty })),
        }));
        if (refused) {
          await expect(stored).rejects.toMatchObject({ code: 'insufficient-stock' });
          continue;
        }
        await stored;
        model = next;
        const [balance] = await t.database.db.select().from(stockBalances).where(eq(stockBalances.itemId, item.id));
        const lots = await t.database.db.select().from(stockLots).where(eq(stockLots.itemId, item.id)).orderBy(asc(stockLots.seq));
        const exact = (v: string) => new Decimal(v).toFixed();
        expect({ qty: exact(balance.qty), value: exact(balance.value), lots: lots.map((l) => ({ qty: exact(l.qty), rate: exact(l.rate) })) })
          .toEqual({ qty: exact(model.qty), value: exact(model.value), lots: model.lots.map((l) => ({ qty: exact(l.qty), rate: exact(l.rate) })) });
      }
    }),
    { numRuns: 25, endOnFailure: true },
  );
}, 240_000);
