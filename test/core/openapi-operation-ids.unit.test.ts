import { describe, expect, test } from 'vitest';
import { operationIdOf } from '../../src/server/http/openapi-operation-ids';

const id = (method: string, path: string, success = 200, paged = false) => operationIdOf({ method, path, success, paged });

describe('operationIds: verb then resource, from the method and the path', () => {
  test('the collection and its records', () => {
    expect(id('POST', '/invoices', 201)).toBe('createInvoice');
    expect(id('GET', '/sales-orders', 200, true)).toBe('listSalesOrders');
    expect(id('GET', '/companies/{id}')).toBe('getCompany');
    expect(id('PUT', '/journal-entries/{id}')).toBe('updateJournalEntry');
    expect(id('DELETE', '/suppliers/{id}', 204)).toBe('deleteSupplier');
  });

  test('under a record: an action, a record created under it, a page or a view of it', () => {
    expect(id('POST', '/invoices/{id}/cancel')).toBe('cancelInvoice');
    expect(id('POST', '/journal-entries/{id}/reverse', 201)).toBe('reverseJournalEntry');
    expect(id('POST', '/imports/{id}/process')).toBe('processImport');
    expect(id('POST', '/sales-orders/{salesOrderId}/deliveries', 201)).toBe('createSalesOrderDelivery');
    expect(id('GET', '/items/{id}/stock-movements', 200, true)).toBe('listItemStockMovements');
    expect(id('GET', '/charges/{id}/quote')).toBe('getChargeQuote');
    expect(id('GET', '/imports/{id}/errors.csv')).toBe('getImportErrorsCsv');
    expect(id('GET', '/accounts/next-number')).toBe('getAccountNextNumber');
  });

  test('the paths the rule cannot name are named one by one; another shape stops the service', () => {
    expect(id('POST', '/auth/login')).toBe('logIn');
    expect(id('GET', '/reports/trial-balance')).toBe('getTrialBalance');
    expect(id('PUT', '/sales-orders/update-workflow/{salesOrderTrace}')).toBe('advanceSalesOrderWorkflow');
    expect(() => id('PATCH', '/invoices/{id}/lines/{lineId}')).toThrow(/No operationId for PATCH \/invoices\/\{id\}\/lines\/\{lineId\}/);
  });
});
