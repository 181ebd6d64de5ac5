import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { documentTypes, SCHEMA_FILE } from '../../clients/typescript/codegen';
import {
  createBusinessOpsClient, orThrow, ProblemError, type BusinessOpsClient, type OperationId, type OperationParameters, type operations, type Problem, type ProblemStatus,
  type RequestBody, type ResponseBody, type Schema,
} from '../../clients/typescript';
import { ADMIN_PASSWORD, inOneYear } from '../support/fixtures';
import { fetchOpenApi } from '../support/openapi';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The typed client (clients/typescript): its committed types are what openapi-typescript makes
 * of the document the service serves, and it runs an order to cash against the service over
 * real HTTP, its refusals typed problems and its `If-Match` and `Idempotency-Key` typed headers.
 * The type assertions here hold when `npm run typecheck` passes.
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** Where two texts first differ, as `line N: committed / generated`. */
function firstDifference(committed: string, generated: string) {
  const [a, b] = [committed.split('\n'), generated.split('\n')];
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '<end of file>')}, generated ${JSON.stringify(b[at] ?? '<end of file>')}`;
}

describe('the generated types', () => {
  test('clients/typescript/schema.ts is what openapi-typescript makes of the document the service serves', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    const generated = await documentTypes(await fetchOpenApi(t));
    expect(generated === committed, `clients/typescript/schema.ts is out of date with the OpenAPI document (${firstDifference(committed, generated)}): run npm run client:generate`).toBe(true);
  });

  test('no `unknown` where the service answers something: only the headers an answer may carry beyond those listed, the loose customer an account update may echo, and an event\'s record (any resource)', () => {
    const lines = fs.readFileSync(SCHEMA_FILE, 'utf8').split('\n').map((line) => line.trim());
    const unknowns = lines.filter((line) => /:\s*unknown\b/.test(line));
    expect(new Set(unknowns)).toEqual(new Set(['[name: string]: unknown;', '[key: string]: unknown;']));
    const looseRecords = lines.flatMap((line, i) => (line === '[key: string]: unknown;' ? [lines[i - 1]] : []));
    expect(looseRecords.filter((opening) => opening !== 'object: {')).toHaveLength(1);
    // fields a create refuses whatever their value (`not: {}`) may not be sent at all
    expectTypeOf<Schema<'AccountCreate'>['accountNumber']>().toEqualTypeOf<undefined>();
    expectTypeOf<Schema<'AccountCreate'>['balance']>().toEqualTypeOf<undefined>();
    expectTypeOf<Schema<'AccountCreate'>['customer']>().toEqualTypeOf<undefined>();
  });
});

type IsUnknown<T> = unknown extends T ? true : false;
type IsNever<T> = [T] extends [never] ? true : false;
/** Operations some problem status of which is not answered as a `Problem`. */
type UntypedProblems = { [Id in OperationId]: { [S in ProblemStatus<Id>]: IsNever<ResponseBody<Id, S>> extends true ? Id : ResponseBody<Id, S> extends Problem ? never : Id }[ProblemStatus<Id>] }[OperationId];
/** Operations whose success is `unknown`, or has no body: only the 204s. */
type UntypedSuccesses = { [Id in OperationId]: IsUnknown<ResponseBody<Id>> extends true ? Id : IsNever<ResponseBody<Id>> extends true ? Id : never }[OperationId];
type NoContent = { [Id in OperationId]: 204 extends keyof operations[Id]['responses'] ? Id : never }[OperationId];
/** Operations whose request body is `unknown`. */
type UntypedBodies = { [Id in OperationId]: IsUnknown<RequestBody<Id>> extends true ? Id : never }[OperationId];

/** Each operation's body, answer, headers and problem statuses are named by its operationId: never called, checked by `npm run typecheck`. */
function namedByOperationId() {
  expectTypeOf<RequestBody<'createInvoice'>>().toEqualTypeOf<Schema<'InvoiceCreate'>>();
  expectTypeOf<ResponseBody<'createInvoice'>>().toEqualTypeOf<Schema<'InvoiceDetail'>>();
  expectTypeOf<ResponseBody<'getInvoice'>>().toEqualTypeOf<Schema<'InvoiceDetail'>>();
  expectTypeOf<ResponseBody<'listCustomers'>>().toEqualTypeOf<Schema<'CustomerPage'>>();
  expectTypeOf<ResponseBody<'createInvoice', 422>>().toEqualTypeOf<Problem>();
  expectTypeOf<ResponseBody<'deleteSupplier'>>().toBeNever();
  expectTypeOf<OperationParameters<'createInvoice', 'header'>['Idempotency-Key']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<OperationParameters<'updateCustomer', 'header'>['If-Match']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<OperationParameters<'updateCustomer', 'path'>>().toEqualTypeOf<{ id: string }>();
  expectTypeOf<UntypedProblems>().toBeNever();
  expectTypeOf<UntypedSuccesses>().toEqualTypeOf<NoContent>();
  expectTypeOf<NoContent>().toEqualTypeOf<'deleteApiKey' | 'deleteApiKeyByName' | 'deleteExchangeRate' | 'deletePaymentTerms' | 'deleteSupplier' | 'deleteTaxRate' | 'deleteWebhookEndpoint' | 'logOut'>();
  expectTypeOf<UntypedBodies>().toBeNever();
  expectTypeOf<ProblemStatus<'updateCustomer'>>().toEqualTypeOf<400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 503>();
}

/** What the compiler refuses: never called, checked by `npm run typecheck`. */
function refusedByTheTypes(api: BusinessOpsClient) {
  // @ts-expect-error a customer needs a name
  void api.POST('/api/v1/customers', { body: { currencyCode: 'USD' } });
  // @ts-expect-error If-Match is a string
  void api.PUT('/api/v1/customers/{id}', { params: { path: { id: 'x' }, header: { 'If-Match': 3 } }, body: { name: 'x' } });
  // @ts-expect-error the path names an id
  void api.GET('/api/v1/invoices/{id}', { params: { path: {} } });
  // @ts-expect-error no such path
  void api.GET('/api/v1/no-such-thing');
}

describe('an order to cash through the client, over HTTP', () => {
  test('set up, key, customer, stocked item, approved and delivered order, invoice, payment: nothing outstanding', async () => {
    expectTypeOf(refusedByTheTypes).toBeFunction();
    expectTypeOf(namedByOperationId).toBeFunction();
    const anonymous = createBusinessOpsClient({ baseUrl });
    const session = await orThrow(anonymous.POST('/api/v1/auth/setup', {
      body: { email: 'owner@example.com', password: ADMIN_PASSWORD, company: { name: 'Typed Trading', baseCurrency: 'USD' } },
    }));
    const companyIdString = session.user.defaultCompanyId!;
    const key = await orThrow(createBusinessOpsClient({ baseUrl, token: session.accessToken }).POST('/api/v1/api-keys', {
      body: { name: 'typed-client', scopes: ['*'], rateLimitPerHour: 1000, expiresAt: inOneYear() },
    }));
    const api = createBusinessOpsClient({ baseUrl, apiKey: key.key });

    // Idempotency-Key, typed: the repeat is the first answer replayed, not a second customer
    const idempotencyKey = crypto.randomUUID();
    const customerBody: RequestBody<'createCustomer'> = { name: 'Typed Customer', currencyCode: 'USD' };
    const first = await api.POST('/api/v1/customers', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: customerBody });
    const repeat = await api.POST('/api/v1/customers', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: customerBody });
    expect([first.response.status, repeat.response.status]).toEqual([201, 201]);
    expect(repeat.response.headers.get('Idempotent-Replayed')).toBe('true');
    const customer = first.data!;
    expectTypeOf(customer).toEqualTypeOf<Schema<'Customer'>>();
    expect(repeat.data?.id).toBe(customer.id);
    expect((await orThrow(api.GET('/api/v1/customers', { params: { query: { search: 'Typed Customer' } } }))).content.map((c) => c.id)).toEqual([customer.id]);

    await orThrow(api.POST('/api/v1/items', {
      body: { itemCode: 'TYPED-LAMP', name: 'Lamp', itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString },
    }));
    await orThrow(api.POST('/api/v1/stock-entries', {
      body: { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: 'TYPED-LAMP', qty: 5, rate: 7 }] },
    }));

    const draft = await orThrow(api.POST('/api/v1/sales-orders', {
      body: { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'TYPED-LAMP', qty: 2, unitPrice: 20.25 }] },
    }));
    expect(draft.status).toBe('DRAFT');
    // If-Match, typed: each workflow step on the version read
    let order = draft;
    for (const expected of ['PENDING_APPROVAL', 'APPROVED'] as const) {
      order = await orThrow(api.PUT('/api/v1/sales-orders/update-workflow/{salesOrderTrace}', {
        params: { path: { salesOrderTrace: order.trace }, header: { 'If-Match': `W/"${order.version}"` } },
      }));
      expect(order.workflowState).toBe(expected);
    }
    expect(order.status).toBe('TO_DELIVER_AND_BILL');
    await orThrow(api.POST('/api/v1/sales-orders/{salesOrderId}/deliveries', {
      params: { path: { salesOrderId: order.id } }, body: { postingDate: '2026-03-05', items: [{ itemCode: 'TYPED-LAMP', qty: 2 }] },
    }));

    const invoice = await orThrow(api.POST('/api/v1/invoices', {
      body: {
        currencyCodeString: 'USD', companyIdString, customerIdString: customer.id, postingDate: '2026-03-10', return: false, salesOrderIdString: order.id,
        items: [{ itemCode: 'TYPED-LAMP', qty: 2, unitPrice: 20.25, amount: 40.5 }],
      },
    }));
    expect(invoice).toMatchObject({ total: 40.5, outstanding: 40.5, status: 'UNPAID' });

    const payment = await orThrow(api.POST('/api/v1/payments', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        paymentMethodLabel: 'BANK', transactionNetAmount: 40.5, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0,
        transactionTax: 0, transactionTotalAmount: 40.5, reference: 'Wire 2026-03', postingDate: '2026-03-12', transactionCurrency: 'USD',
        partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString, isGlOnly: false,
        allocations: [{ invoiceIdString: invoice.id, amount: 40.5 }],
      },
    }));
    expect(payment.allocations).toEqual([expect.objectContaining({ invoiceIdString: invoice.id, amount: 40.5 })]);

    const paid = await orThrow(api.GET('/api/v1/invoices/{id}', { params: { path: { id: invoice.id } } }));
    expectTypeOf(paid.outstanding).toEqualTypeOf<number>();
    expect(paid).toMatchObject({ outstanding: 0, status: 'PAID' });
    expect(await orThrow(api.GET('/api/v1/sales-orders/{salesOrderId}', { params: { path: { salesOrderId: order.id } } })))
      .toMatchObject({ status: 'COMPLETED', deliveredPercent: 100, billedPercent: 100 });
  });

  test('a refusal is a typed problem: 422 with its errors, 412 for a stale If-Match, ProblemError from orThrow', async () => {
    const session = await orThrow(createBusinessOpsClient({ baseUrl }).POST('/api/v1/auth/login', { body: { email: 'owner@example.com', password: ADMIN_PASSWORD } }));
    const api = createBusinessOpsClient({ baseUrl, token: session.accessToken });

    const invalid = await api.POST('/api/v1/customers', { body: { name: 'Valid', email: 'not an address' } });
    expectTypeOf(invalid.error).toEqualTypeOf<Problem | undefined>();
    expect(invalid.response.status).toBe(422);
    expect(invalid.response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(invalid.data).toBeUndefined();
    expect(invalid.error).toMatchObject({ status: 422, code: 'validation', errors: [{ path: 'email' }] });

    const customer = await orThrow(api.POST('/api/v1/customers', { body: { name: 'Versioned Customer', currencyCode: 'USD' } }));
    const read = `W/"${customer.version}"`;
    const renamed = await api.PUT('/api/v1/customers/{id}', { params: { path: { id: customer.id }, header: { 'If-Match': read } }, body: { name: 'Renamed Customer', currencyCode: 'USD' } });
    expect(renamed.response.status).toBe(200);
    expect(renamed.response.headers.get('ETag')).toBe(`W/"${renamed.data!.version}"`);
    const stale = await api.PUT('/api/v1/customers/{id}', { params: { path: { id: customer.id }, header: { 'If-Match': read } }, body: { name: 'Lost Update', currencyCode: 'USD' } });
    expect(stale.response.status).toBe(412);
    expect(stale.error).toMatchObject({ status: 412, code: 'precondition-failed' });

    const thrown = await orThrow(api.GET('/api/v1/invoices/{id}', { params: { path: { id: crypto.randomUUID() } } })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ProblemError);
    expect((thrown as ProblemError).problem).toMatchObject({ status: 404, code: 'not-found' });
    expect((thrown as ProblemError).response.status).toBe(404);
  });
});
