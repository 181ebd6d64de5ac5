import { describe, expect, test } from 'vitest';
import { openQuantities } from '../../src/web/features/purchase-orders/PurchaseDocumentModal';

const line = (itemCode: string, qty: number, receivedQty: number, billedQty: number) => ({
  lineNumber: 1, itemIdString: '0', itemCode, itemName: `Item ${itemCode}`, uom: 'pcs', qty, rate: 1, amount: qty, receivedQty, billedQty, taxRateIdString: null, taxPercent: null, taxAmount: 0,
});

describe('the quantities the receive and bill dialogs propose', () => {
  test('to receive: ordered − received, exactly, only lines still open', () => {
    const order = { items: [line('A', 0.3, 0.1, 0), line('B', 2, 2, 0), line('C', 1.5, 0, 0)] };
    expect(openQuantities(order, 'receive').map((l) => [l.itemCode, l.qty])).toEqual([['A', '0.2'], ['C', '1.5']]);
  });

  test('to bill: received − billed; ordered − billed when nothing received is unbilled', () => {
    expect(openQuantities({ items: [line('A', 3, 2, 1), line('B', 1, 0, 0)] }, 'bill').map((l) => [l.itemCode, l.qty])).toEqual([['A', '1']]);
    expect(openQuantities({ items: [line('A', 3, 1, 1), line('B', 1, 0, 0)] }, 'bill').map((l) => [l.itemCode, l.qty])).toEqual([['A', '2'], ['B', '1']]);
  });
});
