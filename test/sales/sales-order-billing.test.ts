import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { salesOrderHistory } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/base/errors';
import { billSalesOrder, type BillSalesOrder } from '../../src/server/domain/sales/sales-order-billing';
import { ok, type Client } from '../support/accounting-fixtures';
import { countRows, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * billSalesOrder, the domain function invoices call (in their own transaction) to bill a sales
 * order, and credit notes and cancellations to take billing back: called here directly in a
 * test transaction, then read through the API.
 */

let t: TestApp;
let admin: Admin;
let api: Client;
let company: Company;
let otherCompany: Company;
let customer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, company, otherCompany } = await twoCompanies(t));
  customer = ok(await api.post('/customers', { name: 'Billing Customer', currencyCode: 'USD' }), 201);
  for (const code of ['LAMP', 'SHADE']) {
    ok(await api.post('/items', { itemCode: code, name: code, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
  }
});
afterAll(async () => {
  await t?.close();
});

async function approvedOrder(): Promise<SalesOrderDetail> {
  const order = ok<SalesOrderDetail>(await api.post('/sales-orders', {
    customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02',
    items: [{ itemCode: 'LAMP', qty: 4, unitPrice: 10 }, { itemCode: 'SHADE', qty: 1, unitPrice: 5 }],
  }), 201);
  ok(await api.put(`/sales-orders/update-workflow/${order.trace}`, undefined));
  return ok(await api.put(`/sales-orders/update-workflow/${order.trace}`, undefined));
}
const bill = (input: Omit<BillSalesOrder, 'companyId'> & { companyId?: string }) =>
  t.database.db.transaction((tx) => billSalesOrder(tx, { companyId: company.id, by: admin.userId, ...input }));
const getOrder = async (id: string): Promise<SalesOrderDetail> => ok(await api.get(`/sales-orders/${id}`));
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('billSalesOrder', () => {
  test('bills part, then the rest: billedQty, billedPercent, status and a history entry per status change', async () => {
    const order = await approvedOrder();
    expect(await bill({ salesOrderId: order.trace, items: [{ itemCode: 'lamp', qty: '3' }], sign: 1 })).toEqual({ salesOrderId: order.id, trace: order.trace, customerId: customer.id, currencyId: expect.any(String) });
    const partly = await getOrder(order.id);
    expect(partly).toMatchObject({ status: 'TO_DELIVER_AND_BILL', billedPercent: 60, version: 4 });
    expect(partly.items.map((l) => l.billedQty)).toEqual([3, 0]);
    await bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '1' }, { itemCode: 'SHADE', qty: '1' }], sign: 1 });
    const billed = await getOrder(order.id);
    expect(billed).toMatchObject({ status: 'TO_DELIVER', billedPercent: 100 });
    expect(billed.history.at(-1)).toEqual({ field: 'status', action: 'bill', from: 'TO_DELIVER_AND_BILL', to: 'TO_DELIVER', at: expect.any(String), by: admin.userId });
  });

  test('sign -1 takes billing back (credit note, cancelled invoice): COMPLETED goes back to TO_BILL', async () => {
    const order = await approvedOrder();
    await bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '4' }, { itemCode: 'SHADE', qty: '1' }], sign: 1 });
    ok(await api.post(`/sales-orders/${order.id}/deliveries`, { postingDate: '2026-03-05', items: [{ itemCode: 'LAMP', qty: 4 }, { itemCode: 'SHADE', qty: 1 }] }), 201);
    expect(await getOrder(order.id)).toMatchObject({ status: 'COMPLETED', deliveredPercent: 100, billedPercent: 100 });
    await bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '2' }], sign: -1 });
    const back = await getOrder(order.id);
    expect(back).toMatchObject({ status: 'TO_BILL', billedPercent: 60 });
    expect(back.items.map((l) => l.billedQty)).toEqual([2, 1]);
    expect(back.history.at(-1)).toMatchObject({ field: 'status', action: 'unbill', from: 'COMPLETED', to: 'TO_BILL' });
    const tooMuch = await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '3' }], sign: -1 }));
    expect(tooMuch.errors).toEqual([{ path: 'items.0.qty', message: 'only 2 of LAMP is billed on this order to take back', code: 'more-than-open' }]);
  });

  test('a held order keeps ON_HOLD and resumes to the new progress; CLOSED and CANCELLED refuse billing', async () => {
    const order = await approvedOrder();
    ok(await api.post(`/sales-orders/${order.id}/hold`, undefined));
    const held = await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '1' }], sign: 1 }));
    expect(held).toMatchObject({ kind: 'conflict', code: 'invalid-transition' });
    ok(await api.post(`/sales-orders/${order.id}/resume`, undefined));
    await bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '4' }, { itemCode: 'SHADE', qty: '1' }], sign: 1 });
    ok(await api.post(`/sales-orders/${order.id}/hold`, undefined));
    await bill({ salesOrderId: order.id, items: [{ itemCode: 'SHADE', qty: '1' }], sign: -1 });
    expect(await getOrder(order.id)).toMatchObject({ status: 'ON_HOLD', billedPercent: 80 });
    expect(ok<SalesOrderDetail>(await api.post(`/sales-orders/${order.id}/resume`, undefined)).status).toBe('TO_DELIVER_AND_BILL');
    ok(await api.post(`/sales-orders/${order.id}/close`, undefined));
    expect((await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '0' }], sign: 1 }))).code).toBe('invalid-transition');
  });

  test('refusals write nothing: a draft (409), over the open quantity, unknown item, another company\'s order (422)', async () => {
    const draft = ok<SalesOrderDetail>(await api.post('/sales-orders', {
      customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 1 }],
    }), 201);
    const order = await approvedOrder();
    const historyBefore = await countRows(t, salesOrderHistory);
    const notApproved = await refusal(bill({ salesOrderId: draft.id, items: [{ itemCode: 'LAMP', qty: '1' }], sign: 1 }));
    expect(notApproved).toMatchObject({ kind: 'conflict', code: 'invalid-transition' });
    expect(notApproved.detail).toBe(`The sales order ${draft.trace} is DRAFT: only an APPROVED order is billed.`);
    const over = await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'SHADE', qty: '0.5' }, { itemCode: 'LAMP', qty: '4.5' }], sign: 1 }));
    expect(over.errors).toEqual([{ path: 'items.1.qty', message: 'only 4 of LAMP is open to bill on this order', code: 'more-than-open' }]);
    const unknown = await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'NOPE', qty: '1' }], sign: 1 }));
    expect(unknown.errors).toEqual([{ path: 'items.0.itemCode', message: 'item NOPE is not on this order', code: 'not-on-order' }]);
    expect((await refusal(bill({ salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '-1' }], sign: 1 }))).errors![0].path).toBe('items.0.qty');
    const theirs = await refusal(bill({ companyId: otherCompany.id, salesOrderId: order.id, items: [{ itemCode: 'LAMP', qty: '1' }], sign: 1 }));
    expect(theirs.errors).toEqual([{ path: 'salesOrderIdString', message: 'is not a sales order of this company', code: 'unknown-sales-order' }]);
    const missing = await refusal(bill({ salesOrderId: 'SO-NOPE-000001', items: [{ itemCode: 'LAMP', qty: '1' }], sign: 1 }));
    expect(missing.errors![0].path).toBe('salesOrderIdString');
    expect(await countRows(t, salesOrderHistory)).toBe(historyBefore);
    expect(await getOrder(order.id)).toMatchObject({ billedPercent: 0, version: 3 });
  });
});
