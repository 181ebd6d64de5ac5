import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { defaultAccount, ok, twoLineEntry } from '../support/accounting-fixtures';
import { apiKeyAuth, bearer, createApiKey } from '../support/fixtures';
import { fillPath, loadOperations, minimalExample, RecordPool, type Operation } from '../support/openapi';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();
let operations: Operation[];
const pool = new RecordPool();

beforeAll(async () => {
  const { t, api, company } = world;
  // One record of each resource, so documented ids name real records.
  const year = ok(await api.post('/fiscal-years', { name: 'FY 2031', startDate: '2031-01-01', endDate: '2031-12-31' }), 201);
  ok(await api.post('/accounting-periods', { name: 'March', startDate: '2031-03-01T00:00:00Z', endDate: '2031-03-31T23:59:59Z', periodType: 'MONTH', fiscalYearIdString: year.id, companyIdString: company.id }), 201);
  ok(await api.post('/customers', { name: 'Globex' }), 201);
  ok(await api.post('/journal-entries', twoLineEntry('2026-03-16', await defaultAccount(t, company.id, 'EXPENSE'), await defaultAccount(t, company.id, 'CASH'), 10)), 201);
  ok(await api.post('/journal-templates', { type: 'EXPENSE', postingDate: '2026-03-10T09:30:00Z', reference: 'Rent', amount: 10 }), 201);
  operations = await loadOperations(t);
  await pool.fill(t, operations, [bearer(world.admin.token)]);
  // The documented minimal example names the first id: keep the company's own first.
  pool.add('companies', [company.id]);
  pool.byResource.set('companies', [company.id, ...pool.byResource.get('companies')!.filter((id) => id !== company.id)]);
});

/** Validation codes that say the request's shape is wrong (as opposed to a business rule such as "debits must balance"). */
const SHAPE_CODES = new Set(['invalid_type', 'required', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'unrecognized_keys', 'invalid_union', 'type', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'additionalProperties', 'nul-character']);

/** Why a response says the request did not have the documented shape, or undefined. */
function shapeComplaint(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode === 415) return res.body;
  if (res.statusCode !== 400 && res.statusCode !== 422) return undefined;
  const problem = res.json() as { code: string; errors?: { path: string; code: string }[] };
  if (problem.code === 'invalid-json') return res.body;
  const shaped = (problem.errors ?? []).filter((e) => SHAPE_CODES.has(e.code));
  return shaped.length > 0 ? res.body : undefined;
}

/** A multipart/form-data body of the form's fields; `file` becomes a CSV file part. */
async function multipartOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file') form.append(name, new Blob(['code,name\nX,Y\n'], { type: 'text/csv' }), 'minimal.csv');
    else form.append(name, String(value));
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

function documentedRequest(operation: Operation) {
  const resourceIds = (parameter: string) => (parameter === 'id' ? pool.idsFor(operation.resource)[0] : pool.idsFor(parameter)[0]);
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(parameter.name, String(parameter.example ?? minimalExample(parameter.schema, parameter.name, pool)));
  }
  const url = fillPath(operation.path, resourceIds) + (query.size > 0 ? `?${query}` : '');
  return { method: operation.method, url, headers: bearer(world.admin.token) };
}

describe('the OpenAPI document matches what the routes accept', () => {
  test('the document lists the operations of every resource', () => {
    const resources = new Set(operations.map((o) => o.resource));
    for (const resource of ['auth', 'companies', 'currencies', 'api-keys', 'customers', 'accounts', 'fiscal-years', 'accounting-periods', 'journal-entries', 'journal-templates', 'reports']) {
      expect(resources, resource).toContain(resource);
    }
  });

  test('an operation documented with a required body refuses a request without one: 4xx problem (first, while every record is fresh)', async () => {
    const accepted: string[] = [];
    for (const operation of operations.filter((o) => o.bodyType && o.bodyRequired)) {
      const res = await world.t.inject(documentedRequest(operation));
      if (res.statusCode < 400 || res.statusCode >= 500) accepted.push(`${operation.label}: ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });

  test('every operation accepts the minimal request its schema documents (required fields only): no 400/415/422 for its shape', async () => {
    const complaints: string[] = [];
    for (const operation of operations) {
      const request = documentedRequest(operation);
      const payload = operation.body ? minimalExample(operation.body, '', pool) : undefined;
      const body = operation.form ? await multipartOf(minimalExample(operation.form, '', pool) as Record<string, string>)
        : operation.body ? { payload: JSON.stringify(payload), type: 'application/json' } : undefined;
      const res = await world.t.inject({ ...request, ...(body ? { payload: body.payload, headers: { ...request.headers, 'content-type': body.type } } : {}) });
      const complaint = shapeComplaint(res);
      if (complaint) complaints.push(`${operation.label} with ${JSON.stringify(payload)}: ${res.statusCode} ${complaint}`);
    }
    expect(complaints).toEqual([]);
  });

  test('every status a refused request gets is one the document lists for its operation', async () => {
    const narrowKey = await createApiKey(world.t, world.admin.token, { name: 'statuses narrow key', scopes: ['currencies:read'] });
    const undocumented: string[] = [];
    for (const operation of operations) {
      const valid = documentedRequest(operation);
      const refusals: [string, InjectOptions][] = [];
      if (operation.protected) {
        refusals.push(['no credential', { ...valid, headers: {} }]);
        refusals.push(['a malformed Authorization', { ...valid, headers: { authorization: 'Basic eDp5' } }]);
        refusals.push(['a key without the scope', { ...valid, headers: apiKeyAuth(narrowKey.key) }]);
      }
      if (/\{\w+\}/.test(operation.path)) refusals.push(['a path id that is no id', { ...valid, url: fillPath(operation.path, () => 'not-an-id') }]);
      refusals.push(['a malformed URL', { ...valid, url: `${valid.url.split('?')[0]}?page=%E0%A4%A` }]);
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method)) {
        refusals.push(['a text/plain body', { ...valid, payload: 'x', headers: { ...valid.headers, 'content-type': 'text/plain' } }]);
        refusals.push(['malformed JSON', { ...valid, payload: '{', headers: { ...valid.headers, 'content-type': 'application/json' } }]);
        refusals.push(['a body over 1 MiB', { ...valid, payload: JSON.stringify({ x: 'y'.repeat(1024 * 1024) }), headers: { ...valid.headers, 'content-type': 'application/json' } }]);
      }
      if (operation.parameters.some((p) => p.name === 'If-Match')) refusals.push(['an If-Match of no version', { ...valid, headers: { ...valid.headers, 'if-match': '"nope"' } }]);
      for (const [what, request] of refusals) {
        const res = await world.t.inject(request);
        if (!operation.statuses.includes(res.statusCode)) undocumented.push(`${operation.label} with ${what}: ${res.statusCode} (documented: ${operation.statuses.join(', ')})`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  test('every operation refuses what it does not take (decisions §13 Strictness): an unknown query parameter 400, an unknown body field 422 unknown-field, an inexact number 422, a latin1 body 415', async () => {
    const wrong: string[] = [];
    const expectAnswer = (label: string, res: LightMyRequestResponse, status: number, code: string, path?: string) => {
      const problem = String(res.headers['content-type']).startsWith('application/problem+json') ? res.json() as { code: string; errors?: { path: string }[] } : undefined;
      if (res.statusCode !== status || problem?.code !== code || (path && !problem.errors?.some((e) => e.path === path))) wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const operation of operations) {
      const valid = documentedRequest(operation);
      const sep = valid.url.includes('?') ? '&' : '?';
      expectAnswer(`${operation.label} ?colour=red`, await world.t.inject({ ...valid, url: `${valid.url}${sep}colour=red` }), 400, 'invalid-query', 'colour');
      if (!operation.body) continue;
      const body = minimalExample(operation.body, '', pool);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) continue;
      const json = (payload: string, type = 'application/json') => world.t.inject({ ...valid, payload, headers: { ...valid.headers, 'content-type': type } });
      expectAnswer(`${operation.label} + colour`, await json(JSON.stringify({ ...body, colour: 'red' })), 422, 'unknown-field', 'colour');
      expectAnswer(`${operation.label} + 1e-400`, await json(JSON.stringify({ zzz: 0, ...body }).replace('"zzz":0', '"zzz":1e-400')), 422, 'validation', 'zzz');
      expectAnswer(`${operation.label} as latin1`, await json(JSON.stringify(body), 'application/json; charset=latin1'), 415, 'unsupported-media-type');
    }
    expect(wrong).toEqual([]);
  });

  test('an operation documented without a body, or with one that is not required, accepts a request without one', async () => {
    const complaints: string[] = [];
    for (const operation of operations.filter((o) => !o.bodyType || !o.bodyRequired)) {
      const res = await world.t.inject(documentedRequest(operation));
      const complaint = shapeComplaint(res);
      if (complaint) complaints.push(`${operation.label}: ${res.statusCode} ${complaint}`);
    }
    expect(complaints).toEqual([]);
  });
});
