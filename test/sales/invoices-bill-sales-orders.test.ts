import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { invoices } from '../../src/server/db/schema';
import { ok, type Client } from '../support/accounting-fixtures';
import { countRows } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * An invoice naming `salesOrderIdString` bills the order (decisions §12); a credit note against
 * that invoice, and a cancellation, take the billing back. All in the invoice's transaction.
 */

let t: TestApp;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let customer: Customer;
let otherCustomer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, theirApi, company, otherCompany } = await twoCompanies(t));
  customer = ok(await api.post('/customers', { name: 'Order Customer', currencyCode: 'USD' }), 201);
  otherCustomer = ok(await api.post('/customers', { name: 'Someone Else', currencyCode: 'USD' }), 201);
  for (const code of ['LAMP', 'SHADE']) {
    ok(await api.post('/items', { itemCode: code, name: code, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
  }
  expect(otherCompany.id).not.toBe(company.id);
});
afterAll(async () => {
  await t?.close();
});

async function order(approve = true): Promise<SalesOrderDetail> {
  const created = ok<SalesOrderDetail>(await api.post('/sales-orders', {
    customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02',
    items: [{ itemCode: 'LAMP', qty: 4, unitPrice: 10 }, { itemCode: 'SHADE', qty: 1, unitPrice: 5 }],
  }), 201);
  if (!approve) return created;
  ok(await api.put(`/sales-orders/update-workflow/${created.trace}`, undefined));
  return ok(await api.put(`/sales-orders/update-workflow/${created.trace}`, undefined));
}

const invoiceFor = (salesOrderIdString: string | undefined, items: Array<{ itemCode: string; qty: number; unitPrice: number }>, extra: Record<string, unknown> = {}) =>
  api.post('/invoices', {
    currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-10', return: false,
    items: items.map((i) => ({ ...i, amount: i.qty * i.unitPrice })), salesOrderIdString, ...extra,
  });
const getOrder = async (id: string): Promise<SalesOrderDetail> => ok(await api.get(`/sales-orders/${id}`));

describe('invoices bill sales orders', () => {
  test('an invoice naming the order bills its quantities; the order and the invoice show it', async () => {
    const so = await order();
    const invoice = ok<InvoiceDetail>(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 3, unitPrice: 10 }]), 201);
    expect(invoice.salesOrderIdString).toBe(so.id);
    const billed = await getOrder(so.id);
    expect(billed).toMatchObject({ status: 'TO_DELIVER_AND_BILL', billedPercent: 60 });
    expect(billed.items.map((l) => l.billedQty)).toEqual([3, 0]);
    expect(billed.history.at(-1)).toMatchObject({ field: 'status' });

    ok(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }, { itemCode: 'SHADE', qty: 1, unitPrice: 5 }]), 201);
    expect(await getOrder(so.id)).toMatchObject({ status: 'TO_DELIVER', billedPercent: 100 });

    const listed = ok<{ content: Array<{ id: string }> }>(await api.get(`/invoices?salesOrderIdString=${so.id}`));
    expect(listed.content).toHaveLength(2);
    expect(listed.content.map((i) => i.id)).toContain(invoice.id);
  });

  test('billing more than is open is 422 at items.N.qty naming what is left, and writes no invoice', async () => {
    const so = await order();
    ok(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 3, unitPrice: 10 }]), 201);
    const before = await countRows(t, invoices);
    const res = await invoiceFor(so.id, [{ itemCode: 'SHADE', qty: 1, unitPrice: 5 }, { itemCode: 'LAMP', qty: 2, unitPrice: 10 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'items.1.qty', message: expect.stringContaining('1') })]);
    expect(await countRows(t, invoices)).toBe(before);
    expect((await getOrder(so.id)).items.map((l) => l.billedQty)).toEqual([3, 0]);
  });

  test('an item not on the order is 422 at items.N.itemCode', async () => {
    ok(await api.post('/items', { itemCode: 'BULB', name: 'Bulb', itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
    const so = await order();
    const res = await invoiceFor(so.id, [{ itemCode: 'BULB', qty: 1, unitPrice: 2 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe('items.0.itemCode');
  });

  test('a DRAFT order is 409 invalid-transition; another customer\'s order and another company\'s are 422 at salesOrderIdString', async () => {
    const draft = await order(false);
    const res = await invoiceFor(draft.id, [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid-transition');

    const so = await order();
    const wrongCustomer = await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }], { customerIdString: otherCustomer.id });
    expect(wrongCustomer.statusCode).toBe(422);
    expect(wrongCustomer.json().errors).toEqual([expect.objectContaining({ path: 'salesOrderIdString', code: 'other-customer' })]);
    expect((await getOrder(so.id)).billedPercent).toBe(0);

    const theirCustomer = ok<Customer>(await theirApi.post('/customers', { name: 'Theirs', currencyCode: 'USD' }), 201);
    ok(await theirApi.post('/items', { itemCode: 'LAMP', name: 'Lamp', itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: otherCompany.id }), 201);
    const theirs = ok<SalesOrderDetail>(await theirApi.post('/sales-orders', {
      customerIdString: theirCustomer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }],
    }), 201);
    const foreign = await invoiceFor(theirs.id, [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([expect.objectContaining({ path: 'salesOrderIdString' })]);
  });

  test('a credit note against the invoice takes billing back; cancelling it bills again; cancelling the invoice takes it all back', async () => {
    const so = await order();
    const invoice = ok<InvoiceDetail>(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 4, unitPrice: 10 }, { itemCode: 'SHADE', qty: 1, unitPrice: 5 }]), 201);
    expect(await getOrder(so.id)).toMatchObject({ status: 'TO_DELIVER', billedPercent: 100 });

    const credit = ok<InvoiceDetail>(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-11', return: true,
      returnAgainstIdString: invoice.id, items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 10, amount: 10 }],
    }), 201);
    expect(credit.salesOrderIdString).toBe(so.id);
    const afterCredit = await getOrder(so.id);
    expect(afterCredit).toMatchObject({ status: 'TO_DELIVER_AND_BILL', billedPercent: 80 });
    expect(afterCredit.items.map((l) => l.billedQty)).toEqual([3, 1]);

    const otherOrder = await order();
    const mismatch = await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-11', return: true,
      returnAgainstIdString: invoice.id, salesOrderIdString: otherOrder.id, items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 10, amount: 10 }],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([expect.objectContaining({ path: 'salesOrderIdString', code: 'not-the-original-order' })]);

    ok(await api.post(`/invoices/${credit.id}/cancel`, undefined));
    expect(await getOrder(so.id)).toMatchObject({ status: 'TO_DELIVER', billedPercent: 100 });

    ok(await api.post(`/invoices/${invoice.id}/cancel`, undefined));
    const unbilled = await getOrder(so.id);
    expect(unbilled).toMatchObject({ status: 'TO_DELIVER_AND_BILL', billedPercent: 0 });
    expect(unbilled.items.map((l) => l.billedQty)).toEqual([0, 0]);
  });

  test('a cancellation the order can no longer follow is 409 conflict (not 422 at items the request never sent) and changes nothing', async () => {
    const so = await order();
    const invoice = ok<InvoiceDetail>(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 4, unitPrice: 10 }]), 201);
    const credit = ok<InvoiceDetail>(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-11', return: true,
      returnAgainstIdString: invoice.id, items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 10, amount: 10 }],
    }), 201);
    // the LAMP the credit note freed is billed again by another invoice: cancelling the credit note would bill 5 of 4
    ok(await invoiceFor(so.id, [{ itemCode: 'LAMP', qty: 1, unitPrice: 10 }]), 201);
    const res = await api.post(`/invoices/${credit.id}/cancel`, undefined);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining(credit.number) });
    expect(res.json().detail).toContain('only 0 of LAMP is open to bill');
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${credit.id}`)).status).toBe('RETURN');
    expect((await getOrder(so.id)).items.map((l) => l.billedQty)).toEqual([4, 0]);

    // a standalone credit note naming the order takes the invoice's billing back: the invoice cannot give it back again
    const other = await order();
    const billed = ok<InvoiceDetail>(await invoiceFor(other.id, [{ itemCode: 'SHADE', qty: 1, unitPrice: 5 }]), 201);
    ok(await api.post('/invoices', {
      currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-11', return: true,
      salesOrderIdString: other.id, items: [{ itemCode: 'SHADE', qty: 1, unitPrice: 5, amount: 5 }],
    }), 201);
    const refused = await api.post(`/invoices/${billed.id}/cancel`, undefined);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('conflict');
    expect(ok<InvoiceDetail>(await api.get(`/invoices/${billed.id}`)).status).toBe('UNPAID');
  });
  test('an order\'s goods leave through its deliveries: an invoice billing the order moves no stock and posts no cost', async () => {
    ok(await api.post('/items', { itemCode: 'KETTLE', name: 'Kettle', itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id }), 201);
    ok(await api.post('/stock-entries', { companyIdString: company.id, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: 'KETTLE', qty: 5, rate: 7 }] }), 201);
    const created = ok<SalesOrderDetail>(await api.post('/sales-orders', {
      customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'KETTLE', qty: 2, unitPrice: 20 }],
    }), 201);
    ok(await api.put(`/sales-orders/update-workflow/${created.trace}`, undefined));
    ok(await api.put(`/sales-orders/update-workflow/${created.trace}`, undefined));
    ok(await api.post(`/sales-orders/${created.id}/deliveries`, { postingDate: '2026-03-05', items: [{ itemCode: 'KETTLE', qty: 2 }] }), 201);
    const stockOf = async () => ok<{ content: Array<{ itemCode: string; stockQty: number }> }>(await api.get('/items?itemCode=KETTLE')).content[0].stockQty;
    expect(await stockOf()).toBe(3);

    const invoice = ok<InvoiceDetail>(await invoiceFor(created.id, [{ itemCode: 'KETTLE', qty: 2, unitPrice: 20 }]), 201);
    expect(invoice.costJournalEntryId).toBeNull();
    expect(invoice.items[0].movementId).toBeNull();
    expect(await stockOf()).toBe(3);
    expect(await getOrder(created.id)).toMatchObject({ status: 'COMPLETED', deliveredPercent: 100, billedPercent: 100 });

    ok(await api.post(`/invoices/${invoice.id}/cancel`, undefined));
    expect(await stockOf()).toBe(3);
    expect(await getOrder(created.id)).toMatchObject({ status: 'TO_BILL', billedPercent: 0 });
  });
});
