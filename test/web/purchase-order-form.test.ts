import { describe, expect, test } from 'vitest';
import { lineAmount, orderSchema, orderTotals, purchaseOrderFormValues } from '../../src/web/features/purchase-orders/order-form';
import { actionsFor, canEdit } from '../../src/web/features/purchase-orders/actions';

describe('purchase order form: live line totals, exact', () => {
  test('a line is qty × rate rounded half-even to the minor units, as the service computes it', () => {
    expect(lineAmount({ qty: '3', rate: '0.1' } as never, 2)?.toFixed(2)).toBe('0.30');
    expect(lineAmount({ qty: '1.5', rate: '0.05' } as never, 2)?.toFixed(2)).toBe('0.08');
    expect(lineAmount({ qty: '0.5', rate: '0.25' } as never, 2)?.toFixed(2)).toBe('0.12');
    expect(lineAmount({ qty: '2.5', rate: '101' } as never, 0)?.toFixed(0)).toBe('252');
    expect(lineAmount({ qty: '0.000001', rate: '9999999999999.99' } as never, 2)?.toFixed(2)).toBe('10000000.00');
  });

  test('a line not filled in yet has no amount and adds nothing to the total', () => {
    expect(lineAmount({ qty: '2' } as never, 2)).toBeUndefined();
    expect(lineAmount(undefined, 2)).toBeUndefined();
    expect(orderTotals([{ qty: '3', rate: '0.1' }, { qty: '1.5', rate: '0.05' }, { itemCode: 'X' }, undefined] as never, 2).total.toFixed(2)).toBe('0.38');
    expect(orderTotals(undefined, 2).total.toFixed(2)).toBe('0.00');
  });

  test('the schema sends the typed strings as the contract\'s numbers', () => {
    const parsed = orderSchema.parse({ supplierIdString: '0199b1a0-0000-7000-8000-000000000001', currencyCodeString: 'usd', orderDate: '2026-03-02', items: [{ itemCode: 'A', qty: '1.5', rate: '0.10' }] });
    expect(parsed.items[0]).toEqual({ itemCode: 'A', qty: 1.5, rate: 0.1 });
    expect(parsed.currencyCodeString).toBe('USD');
  });
});

describe('purchase order actions offered by status', () => {
  test('mirror the service\'s transitions', () => {
    expect(actionsFor({ status: 'DRAFT', receivedPercent: 0, billedPercent: 0 })).toEqual(['submit', 'cancel']);
    expect(actionsFor({ status: 'TO_RECEIVE_AND_BILL', receivedPercent: 0, billedPercent: 0 })).toEqual(['hold', 'close', 'cancel']);
    expect(actionsFor({ status: 'TO_BILL', receivedPercent: 100, billedPercent: 0 })).toEqual(['hold', 'close']);
    expect(actionsFor({ status: 'ON_HOLD', receivedPercent: 0, billedPercent: 0 })).toEqual(['resume', 'close', 'cancel']);
    for (const status of ['COMPLETED', 'CLOSED', 'CANCELLED'] as const) expect(actionsFor({ status, receivedPercent: 0, billedPercent: 0 })).toEqual([]);
  });
});

describe('editing a draft', () => {
  test('only a DRAFT is offered Edit', () => {
    expect(canEdit({ status: 'DRAFT' })).toBe(true);
    for (const status of ['TO_RECEIVE_AND_BILL', 'ON_HOLD', 'CANCELLED'] as const) expect(canEdit({ status })).toBe(false);
  });

  test('the form starts as the order: quantities and rates as exact decimal strings, what is null left empty', () => {
    const order = {
      companyIdString: '0199b1a0-0000-7000-8000-00000000000c', supplierIdString: '0199b1a0-0000-7000-8000-00000000000b', currencyCodeString: 'JPY',
      orderDate: '2026-03-02', expectedDate: '2026-03-09', notes: 'Dock 2', items: [{ itemCode: 'BOLT', itemName: 'Bolt', qty: 2.5, rate: 101 }],
    };
    expect(purchaseOrderFormValues(order as never)).toEqual({
      companyIdString: order.companyIdString, supplierIdString: order.supplierIdString, currencyCodeString: 'JPY', orderDate: '2026-03-02',
      expectedDate: '2026-03-09', notes: 'Dock 2', items: [{ itemCode: 'BOLT', qty: '2.5', rate: '101' }],
    });
  });
});
