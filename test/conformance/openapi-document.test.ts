import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fetchOpenApi, type OpenApiDocument, type OpenApiOperation } from '../support/openapi';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';

/**
 * The OpenAPI document tells the whole truth (decisions §13 "OpenAPI", docs/api-guide.md): what
 * each operation is called, takes, answers and needs, checked on the document the service
 * serves; and Redocly's recommended rules find nothing in it.
 */
let t: TestApp;
let document: OpenApiDocument;
type Entry = { label: string; method: string; path: string; operation: OpenApiOperation };
let entries: Entry[];

beforeAll(async () => {
  t = await createTestApp();
  document = await fetchOpenApi(t);
  entries = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, method, path, operation })));
});
afterAll(async () => {
  await t.close();
});

const REF = /^#\/components\/(schemas|responses|headers|parameters)\/(.+)$/;
const refName = (value: unknown) => REF.exec(String((value as { $ref?: string } | undefined)?.$ref ?? ''))?.[2];
const parameterNames = (operation: OpenApiOperation) => (operation.parameters ?? []).map((p) => {
  const name = refName(p);
  return name ? (document.components.parameters[name] as { name: string }).name : p.name;
});
const isProtected = (operation: OpenApiOperation) => operation.security === undefined;
const statuses = (operation: OpenApiOperation) => Object.keys(operation.responses).map(Number);

describe('names', () => {
  test('every operation has an operationId, verb first, unique in the document', () => {
    const ids = entries.map((e) => e.operation.operationId);
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z]*$/.test(id ?? ''))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const byLabel = new Map(entries.map((e) => [e.label, e.operation.operationId]));
    expect(byLabel.get('POST /api/v1/invoices')).toBe('createInvoice');
    expect(byLabel.get('GET /api/v1/sales-orders')).toBe('listSalesOrders');
    expect(byLabel.get('GET /api/v1/sales-orders/{salesOrderId}')).toBe('getSalesOrder');
    expect(byLabel.get('PUT /api/v1/customers/{id}')).toBe('updateCustomer');
    expect(byLabel.get('POST /api/v1/invoices/{id}/cancel')).toBe('cancelInvoice');
    expect(byLabel.get('POST /api/v1/purchase-orders/{id}/receipts')).toBe('createPurchaseOrderReceipt');
    expect(byLabel.get('POST /api/v1/imports/{id}/process')).toBe('processImport');
  });

  test('request bodies and JSON answers are named schemas under components.schemas', () => {
    const inline: string[] = [];
    for (const { label, operation } of entries) {
      for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) if (!refName(schema)) inline.push(`${label} request ${type}`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        for (const [type, { schema }] of Object.entries(answer.content ?? {})) if (type.includes('json') && !refName(schema)) inline.push(`${label} ${status} ${type}`);
      }
    }
    expect(inline).toEqual([]);
    for (const name of Object.keys(document.components.schemas)) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  test('the problem shape is one component, every problem answer refers to it as application/problem+json', () => {
    // its fields are defined once: in Problem (the audit trail's events name the request of a change as a field of their own)
    const { ListAuditEventsResponse: _auditEvents, ...schemas } = document.components.schemas;
    expect(JSON.stringify({ ...document, components: { ...document.components, schemas } }).match(/"requestId":\{/g)).toHaveLength(1);
    for (const [name, response] of Object.entries(document.components.responses)) {
      expect((response as { content: unknown }).content, name).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
    }
    const notProblems = entries.flatMap(({ label, operation }) => Object.entries(operation.responses)
      .filter(([status, answer]) => Number(status) >= 400 && !refName(answer)).map(([status]) => `${label} ${status}`));
    expect(notProblems).toEqual([]);
  });
});

describe('statuses and headers', () => {
  test('every operation lists the statuses any request of its kind can get', () => {
    const missing: string[] = [];
    const expectStatus = (entry: Entry, status: number, why: string) => {
      if (!statuses(entry.operation).includes(status)) missing.push(`${entry.label}: ${status} (${why})`);
    };
    for (const entry of entries) {
      const { method, path, operation } = entry;
      expectStatus(entry, 400, 'every operation');
      expectStatus(entry, 503, 'every operation (the database busy)');
      if (isProtected(operation)) for (const status of [401, 403, 429]) expectStatus(entry, status, 'protected');
      if (/\{\w+\}/.test(path)) expectStatus(entry, 404, 'a record in the path');
      if (['post', 'put', 'patch', 'delete'].includes(method)) for (const status of [413, 415, 422]) expectStatus(entry, status, 'a body is read');
      if (parameterNames(operation).includes('If-Match')) expectStatus(entry, 412, 'If-Match');
      if (parameterNames(operation).includes('Idempotency-Key')) for (const status of [409, 422]) expectStatus(entry, status, 'Idempotency-Key');
      if (!statuses(operation).some((status) => status >= 200 && status < 300)) missing.push(`${entry.label}: no 2xx`);
    }
    expect(missing).toEqual([]);
  });

  test('request headers: Idempotency-Key on every protected POST that stores its answer, If-Match where a version is checked', () => {
    const idempotent = entries.filter((e) => parameterNames(e.operation).includes('Idempotency-Key')).map((e) => e.label);
    const protectedPosts = entries.filter((e) => e.method === 'post' && isProtected(e.operation)).map((e) => e.label);
    // a new API key's or webhook endpoint's secret and the one-time links of the team must never be stored: those POSTs ignore the header
    const secretAnswers = ['POST /api/v1/api-keys', 'POST /api/v1/users/invitations', 'POST /api/v1/users/password-resets', 'POST /api/v1/webhook-endpoints'];
    expect(idempotent.sort()).toEqual(protectedPosts.filter((label) => !secretAnswers.includes(label)).sort());
    const conditional = entries.filter((e) => parameterNames(e.operation).includes('If-Match')).map((e) => e.label);
    expect(conditional).toEqual(expect.arrayContaining([
      'PUT /api/v1/customers/{id}', 'PUT /api/v1/sales-orders/{salesOrderId}', 'POST /api/v1/purchase-orders/{id}/submit', 'PUT /api/v1/sales-orders/update-workflow/{salesOrderTrace}',
    ]));
    for (const entry of entries) expect(parameterNames(entry.operation), entry.label).toContain('X-Request-Id');
  });

  test('answer headers: X-Request-Id on every answer, Location on creates, ETag after a versioned write, Retry-After on 429 and 503', () => {
    const missing: string[] = [];
    const headersOf = (answer: unknown) => {
      const name = refName(answer);
      const resolved = (name ? document.components.responses[name] : answer) as { headers?: Record<string, unknown> };
      return Object.keys(resolved.headers ?? {});
    };
    for (const { label, operation } of entries) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        const headers = headersOf(answer);
        const need = [
          'X-Request-Id',
          ...(status === '201' && isProtected(operation) ? ['Location'] : []),
          ...(status.startsWith('2') && parameterNames(operation).includes('If-Match') ? ['ETag'] : []),
          ...(status === '429' ? ['Retry-After', 'RateLimit', 'RateLimit-Policy'] : []),
          ...(status === '503' ? ['Retry-After'] : []),
          ...(status === '401' ? ['WWW-Authenticate'] : []),
          ...(status.startsWith('2') && isProtected(operation) ? ['RateLimit', 'RateLimit-Policy'] : []),
        ];
        for (const header of need) if (!headers.includes(header)) missing.push(`${label} ${status}: ${header}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('the headers every answer listing them carries are required, so a contract gateway checks them; ETag and RateLimit depend on the request', () => {
    const headers = document.components.headers as Record<string, { required?: boolean }>;
    expect(Object.keys(headers).filter((name) => headers[name].required).sort()).toEqual(['Location', 'RetryAfter', 'WWWAuthenticate', 'XRequestId']);
  });
});

describe('who may call', () => {
  test('security schemes for the four accepted Authorization forms; public operations need none', () => {
    const schemes = document.components.securitySchemes as Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
    expect(schemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKeyScheme).toMatchObject({ type: 'http', scheme: 'X-API-Key' });
    expect(schemes.apiKeyAuthorization).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(schemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(document.security).toEqual([{ bearerToken: [] }, { apiKeyScheme: [] }, { apiKeyAuthorization: [] }, { apiKeyHeader: [] }]);
    const open = entries.filter((e) => e.operation.security !== undefined).map((e) => `${e.operation.operationId} ${JSON.stringify(e.operation.security)}`);
    expect(open.sort()).toEqual([
      'acceptInvitation []', 'getSetupStatus []', 'logIn []', 'logOut [{},{"refreshCookie":[]}]', 'refreshSession [{"refreshCookie":[]}]', 'resetPassword []', 'setUp []',
    ]);
  });
});

describe('schemas', () => {
  test('UUID patterns accept either case, as the service does', () => {
    const upper = '0192F3A4-5B6C-7D8E-9FAB-CDEF01234567';
    const patterns = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === 'pattern' && typeof value === 'string' && new RegExp(value).test(upper.toLowerCase())) patterns.add(value);
      return value;
    });
    expect(patterns.size).toBeGreaterThan(0);
    for (const pattern of patterns) expect(new RegExp(pattern).test(upper), pattern).toBe(true);
  });

  test('no field is left untyped (a schema without type, enum, const, $ref or combinator types nothing: a client sees unknown)', () => {
    const ANNOTATIONS = new Set(['description', 'readOnly', 'default', 'examples', 'title', 'deprecated']);
    const untyped: string[] = [];
    const check = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (Object.keys(node).every((keyword) => ANNOTATIONS.has(keyword))) untyped.push(where);
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) check(property, `${where}.${name}`);
      if (node.items) check(node.items, `${where}[]`);
      for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) (node[keyword] as unknown[] | undefined)?.forEach((branch, i) => check(branch, `${where}.${keyword}[${i}]`));
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) check(schema, name);
    expect(untyped).toEqual([]);
  });

  test('id, createdAt, updatedAt and version are readOnly in every answer, and requests name none of them readOnly', () => {
    const reached = (roots: unknown[]) => {
      const names = new Set<string>();
      const walk = (node: unknown) => {
        JSON.stringify(node, (key, value) => {
          const name = key === '$ref' ? refName({ $ref: value }) : undefined;
          if (name && !names.has(name) && document.components.schemas[name]) {
            names.add(name);
            walk(document.components.schemas[name]);
          }
          return value;
        });
      };
      roots.forEach(walk);
      return names;
    };
    const answers = reached(entries.flatMap((e) => Object.entries(e.operation.responses).filter(([status]) => status.startsWith('2')).map(([, answer]) => answer)));
    const requests = reached(entries.map((e) => e.operation.requestBody));
    const notReadOnly: string[] = [];
    for (const name of answers) {
      JSON.stringify(document.components.schemas[name], function (this: Record<string, unknown>, key, value) {
        if (key === 'properties') {
          for (const field of ['id', 'createdAt', 'updatedAt', 'version']) if (value[field] && value[field].readOnly !== true) notReadOnly.push(`${name}.${field}`);
        }
        return value;
      });
    }
    expect(notReadOnly).toEqual([]);
    expect(answers).toContain('Customer');
    for (const name of requests) expect(JSON.stringify(document.components.schemas[name]), name).not.toContain('"readOnly"');
  });

  test('the multipart import, the CSV answers and the PDF answer are documented with their 2xx', () => {
    const byId = new Map(entries.map((e) => [e.operation.operationId, e.operation]));
    const process = byId.get('processImport')!;
    expect(process.requestBody?.required).toBe(true);
    const form = document.components.schemas[refName(process.requestBody!.content['multipart/form-data'].schema)!] as { properties: Record<string, { format?: string }>; required: string[] };
    expect(form.properties.file.format).toBe('binary');
    expect(form.required).toEqual(expect.arrayContaining(['companyId', 'importType', 'file']));
    expect(Object.keys(process.responses)).toContain('200');
    for (const id of ['getImportErrorsCsv', 'getImportTemplate']) {
      expect(Object.keys(byId.get(id)!.responses['200'].content ?? {}), id).toEqual(['text/csv']);
      expect(Object.keys(byId.get(id)!.responses['200'].headers ?? {}), id).toContain('Content-Disposition');
    }
    const salesOrder = byId.get('getSalesOrder')!;
    expect(Object.keys(salesOrder.responses['200'].content ?? {}).sort()).toEqual(['application/json', 'application/pdf']);
    expect(Object.keys(salesOrder.responses['304'].headers ?? {})).toContain('ETag');
    expect(parameterNames(salesOrder)).toContain('If-None-Match');
  });
});

/** The database does not change the document: Redocly runs in the pglite project only. */
test.skipIf(testDbKind !== 'pglite')('Redocly CLI, recommended rules (redocly.yaml): no error, no warning', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-openapi-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document, null, 2));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--lint-config', 'error'], {
      cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => error);
    const report = JSON.parse(run.stdout ?? '{}') as { totals?: { errors: number; warnings: number }; problems?: { ruleId: string; message: string }[] };
    expect(report.problems?.map((p) => `${p.ruleId}: ${p.message}`), run.stderr).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
