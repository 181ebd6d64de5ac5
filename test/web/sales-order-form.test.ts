import { describe, expect, test } from 'vitest';
import type { SalesOrderLine } from '../../src/contract/sales-orders';
import { filenameOf } from '../../src/web/api/client';
import { roleAllows } from '../../src/web/app/auth/permissions';
import { actionsFor, canDeliver, canEdit, changeCause, changedBy, nextWorkflowStep } from '../../src/web/features/sales-orders/actions';
import { currentPriceIn, openToDeliver, salesLineAmount, salesOrderFormValues, salesOrderSchema, salesOrderTotals } from '../../src/web/features/sales-orders/order-form';
import { traceSearched } from '../../src/web/features/sales-orders/palette';
import { pdfFormatOf } from '../../src/web/components/pdf/document-pdf';

const vat19 = '0199b1a0-0000-7000-8000-0000000000f1';
const line = (over: Partial<SalesOrderLine>): SalesOrderLine => ({
  lineNumber: 1, itemIdString: '0199b1a0-0000-7000-8000-000000000001', itemCode: 'BOLT', itemName: 'Bolt', uom: 'each',
  qty: 4, unitPrice: 0.1, amount: 0.4, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0, ...over,
});

describe('sales order form: live line totals, exact', () => {
  test('a line is qty × unitPrice rounded half-even to the minor units, as the service computes it', () => {
    expect(salesLineAmount({ qty: '3', unitPrice: '0.1' } as never, 2)?.toFixed(2)).toBe('0.30');
    expect(salesLineAmount({ qty: '1.5', unitPrice: '0.05' } as never, 2)?.toFixed(2)).toBe('0.08');
    expect(salesLineAmount({ qty: '0.5', unitPrice: '0.25' } as never, 2)?.toFixed(2)).toBe('0.12');
    expect(salesLineAmount({ qty: '2.5', unitPrice: '101' } as never, 0)?.toFixed(0)).toBe('252');
    expect(salesLineAmount({ qty: '3', unitPrice: '0.1235' } as never, 3)?.toFixed(3)).toBe('0.370');
  });

  test('a line not filled in yet has no amount and adds nothing to the total', () => {
    expect(salesLineAmount({ qty: '2' } as never, 2)).toBeUndefined();
    expect(salesLineAmount(undefined, 2)).toBeUndefined();
    expect(salesOrderTotals([{ qty: '3', unitPrice: '0.1' }, { qty: '1.5', unitPrice: '0.05' }, { itemCode: 'X' }, undefined] as never, 2).total.toFixed(2)).toBe('0.38');
    expect(salesOrderTotals(undefined, 2).total.toFixed(2)).toBe('0.00');
  });

  test('the schema sends the typed strings as the contract\'s numbers', () => {
    const parsed = salesOrderSchema.parse({
      customerIdString: '0199b1a0-0000-7000-8000-000000000001', currencyCodeString: 'eur', orderDate: '2026-03-02', items: [{ itemCode: 'A', qty: '1.5', unitPrice: '12.50' }],
    });
    expect(parsed.items[0]).toEqual({ itemCode: 'A', qty: 1.5, unitPrice: 12.5 });
    expect(parsed.currencyCodeString).toBe('EUR');
    expect(salesOrderSchema.safeParse({ customerIdString: '0199b1a0-0000-7000-8000-000000000001', currencyCodeString: 'EUR', orderDate: '2026-03-02', items: [] }).success).toBe(false);
  });

  test('the proposed price is the current one in the order currency, none in another', () => {
    const prices = [{ currency: 'USD', price: '9.99' }, { currency: 'EUR', price: '9.10' }];
    expect(currentPriceIn(prices, 'EUR')).toBe('9.10');
    expect(currentPriceIn(prices, 'JPY')).toBeUndefined();
    expect(currentPriceIn(undefined, 'USD')).toBeUndefined();
    expect(currentPriceIn(prices, undefined)).toBeUndefined();
  });
});

describe('delivering: what is still open per line', () => {
  test('ordered − delivered, exactly; delivered lines left out', () => {
    const open = openToDeliver({ items: [line({ qty: 4, deliveredQty: 1.5 }), line({ lineNumber: 2, itemCode: 'NUT', qty: 2, deliveredQty: 2 }), line({ lineNumber: 3, itemCode: 'WASHER', qty: 0.3, deliveredQty: 0.1 })] });
    expect(open).toEqual([
      { itemCode: 'BOLT', itemName: 'Bolt', uom: 'each', qty: '2.5' },
      { itemCode: 'WASHER', itemName: 'Bolt', uom: 'each', qty: '0.2' }, // not 0.19999999999999998
    ]);
  });
});

describe('sales order workflow and actions offered', () => {
  test('the next workflow step names the state it leads to, only while the status is DRAFT', () => {
    expect(nextWorkflowStep({ status: 'DRAFT', workflowState: 'DRAFT' })).toMatchObject({ label: 'Submit for approval', to: 'PENDING_APPROVAL' });
    expect(nextWorkflowStep({ status: 'DRAFT', workflowState: 'PENDING_APPROVAL' })).toMatchObject({ label: 'Approve', to: 'APPROVED' });
    expect(nextWorkflowStep({ status: 'DRAFT', workflowState: 'PENDING_APPROVAL' })?.question('SO-A-000001')).toBe('Approve SO-A-000001?');
    expect(nextWorkflowStep({ status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED' })).toBeUndefined();
    expect(nextWorkflowStep({ status: 'CANCELLED', workflowState: 'PENDING_APPROVAL' })).toBeUndefined();
  });

  test('actions mirror the service\'s transitions; cancel only while nothing is delivered or billed', () => {
    const untouched = [line({})];
    const delivered = [line({ deliveredQty: 0.000001 })];
    expect(actionsFor({ status: 'DRAFT', workflowState: 'PENDING_APPROVAL', items: untouched })).toEqual(['cancel']);
    expect(actionsFor({ status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED', items: untouched })).toEqual(['hold', 'close', 'cancel']);
    expect(actionsFor({ status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED', items: delivered })).toEqual(['hold', 'close']);
    expect(actionsFor({ status: 'ON_HOLD', workflowState: 'APPROVED', items: untouched })).toEqual(['resume', 'close', 'cancel']);
    for (const status of ['COMPLETED', 'CLOSED', 'CANCELLED'] as const) expect(actionsFor({ status, workflowState: 'APPROVED', items: untouched })).toEqual([]);
  });

  test('goods are delivered from an approved order that still has something to deliver', () => {
    expect(canDeliver({ status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED' })).toBe(true);
    expect(canDeliver({ status: 'TO_DELIVER', workflowState: 'APPROVED' })).toBe(true);
    expect(canDeliver({ status: 'TO_BILL', workflowState: 'APPROVED' })).toBe(false);
    expect(canDeliver({ status: 'ON_HOLD', workflowState: 'APPROVED' })).toBe(false);
    expect(canDeliver({ status: 'DRAFT', workflowState: 'PENDING_APPROVAL' })).toBe(false);
  });

  test('the history says who made a change', () => {
    const me = { id: '0199b1a0-0000-7000-8000-00000000000a', email: 'clerk@example.com' };
    expect(changedBy(me.id, me)).toBe('you (clerk@example.com)');
    expect(changedBy('0199b1a0-1111-7000-8000-00000000000b', me)).toBe('user 0000000b');
    expect(changedBy(null, me)).toBe('the system');
    expect(changeCause('update-workflow')).toBe('Workflow step');
    expect(changeCause('deliver')).toBe('Delivery');
    expect(changeCause('something-new')).toBe('something-new');
  });
});

describe('finding an order from the palette and its PDF', () => {
  test('a whole trace as typed, or a sequence number as the current company\'s trace', () => {
    expect(traceSearched('so-acme-000012', 'ACME')).toBe('SO-ACME-000012');
    expect(traceSearched(' 12 ', 'acme')).toBe('SO-ACME-000012');
    expect(traceSearched('000012', 'ACME')).toBe('SO-ACME-000012');
    expect(traceSearched('1234567', 'ACME')).toBe('SO-ACME-1234567');
    expect(traceSearched('12', undefined)).toBeUndefined();
    expect(traceSearched('Acme Trading', 'ACME')).toBeUndefined();
    expect(traceSearched('PO-ACME-000012', 'ACME')).toBeUndefined();
  });

  test('the PDF format of a link: a known one in any case, else STANDARD', () => {
    expect(pdfFormatOf('compact')).toBe('COMPACT');
    expect(pdfFormatOf('STANDARD')).toBe('STANDARD');
    expect(pdfFormatOf('poster')).toBe('STANDARD');
    expect(pdfFormatOf(null)).toBe('STANDARD');
  });

  test('the file name of a Content-Disposition header', () => {
    expect(filenameOf('attachment; filename="SO-ACME-000012.pdf"')).toBe('SO-ACME-000012.pdf');
    expect(filenameOf('inline; filename=SO-ACME-000012.pdf')).toBe('SO-ACME-000012.pdf');
    expect(filenameOf("attachment; filename=\"x.pdf\"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.pdf")).toBe('東京.pdf');
    expect(filenameOf('inline')).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });
});

describe('who is offered the workflow and actions', () => {
  test('roles whose scopes include sales-orders:write; the others only read', () => {
    expect(roleAllows('ADMIN', 'sales-orders:write')).toBe(true);
    expect(roleAllows('SALES', 'sales-orders:write')).toBe(true);
    for (const role of ['ACCOUNTANT', 'INVENTORY', 'VIEWER'] as const) expect(roleAllows(role, 'sales-orders:write')).toBe(false);
    expect(roleAllows('VIEWER', 'sales-orders:read')).toBe(true);
  });
});

describe('editing a draft', () => {
  const order = {
    id: '0199b1a0-0000-7000-8000-00000000000a', companyIdString: '0199b1a0-0000-7000-8000-00000000000c', customerIdString: '0199b1a0-0000-7000-8000-00000000000b',
    currencyCodeString: 'EUR', orderDate: '2026-03-02', deliveryDate: null, notes: null,
    items: [line({ itemCode: 'BOLT', qty: 0.000001, unitPrice: 12.5, taxRateIdString: vat19, taxPercent: '19.00' }), line({ lineNumber: 2, itemCode: 'NUT', qty: 1200, unitPrice: 0.1 })],
  };

  test('only a draft that has not gone for approval is offered Edit', () => {
    expect(canEdit({ status: 'DRAFT', workflowState: 'DRAFT' })).toBe(true);
    expect(canEdit({ status: 'DRAFT', workflowState: 'PENDING_APPROVAL' })).toBe(false);
    expect(canEdit({ status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED' })).toBe(false);
    expect(canEdit({ status: 'CANCELLED', workflowState: 'DRAFT' })).toBe(false);
  });

  test('the form starts as the order: quantities and prices as the exact decimals the fields hold, each line\'s tax rate kept, what is null left empty', () => {
    expect(salesOrderFormValues(order as never)).toEqual({
      companyIdString: order.companyIdString, customerIdString: order.customerIdString, currencyCodeString: 'EUR', orderDate: '2026-03-02',
      deliveryDate: undefined, notes: undefined,
      items: [{ itemCode: 'BOLT', qty: '0.000001', unitPrice: '12.5', taxRateIdString: vat19 }, { itemCode: 'NUT', qty: '1200', unitPrice: '0.1', taxRateIdString: null }],
    });
    // sent unchanged, the form is the order's own create payload
    expect(salesOrderSchema.parse(salesOrderFormValues(order as never)).items).toEqual([{ itemCode: 'BOLT', qty: 0.000001, unitPrice: 12.5, taxRateIdString: vat19 }, { itemCode: 'NUT', qty: 1200, unitPrice: 0.1, taxRateIdString: null }]);
  });
});
