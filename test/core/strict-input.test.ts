import net from 'node:net';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { installErrorHandler } from '../../src/server/http/error-handler';
import { inexactNumbers } from '../../src/server/http/json-body';
import { apiKeys, customers } from '../../src/server/db/schema';
import { bearer, countRows, expectProblem, inOneYear } from '../support/fixtures';
import { useAdminApp } from '../support/admin-app';

/** decisions §13 "Strictness": the body is read exactly as sent, or refused as a problem; never approximated. */
const world = useAdminApp();

const keyBody = (rate: string) =>
  `{"name":"integrator","scopes":["customers:read"],"rateLimitPerHour":${rate},"expiresAt":"${inOneYear()}"}`;
const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  world.t.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...bearer(world.admin.token), 'content-type': 'application/json', ...headers }, payload });

describe('JSON numbers are read exactly or refused (422), never rounded', () => {
  test.each(['1.000000000000000000000000000001', '1e-400', '1e400', '12345678901234567891'])('rateLimitPerHour %s', async (rate) => {
    const before = await countRows(world.t, apiKeys);
    const problem = expectProblem(await post('/api-keys', keyBody(rate)), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'rateLimitPerHour', code: 'inexact-number' })]);
    expect(await countRows(world.t, apiKeys)).toBe(before);
  });

  test('numbers a double holds exactly pass, in any notation', async () => {
    expect((await post('/api-keys', keyBody('1.2e3'))).statusCode).toBe(201);
    expect(inexactNumbers('{"a":[0.1,-12.50,1e-18,123456789012345,9007199254740992]}')).toEqual([]);
  });

  test('each inexact number is named by its path, nested in objects and arrays, strings not mistaken for numbers', () => {
    const text = '{"note":"1.000000000000000000001, \\"x\\": 1e400","lines":[{"debit":1},{"debit":1.0000000000000000001,"qty":[2,1e-400]}],"k":1e999}';
    expect(inexactNumbers(text).map((e) => e.path)).toEqual(['lines.1.debit', 'lines.1.qty.1', 'k']);
  });
});

describe('text is UTF-8 and nothing else', () => {
  test('bytes that are not UTF-8 are 400 invalid-json, nothing written (not stored as U+FFFD)', async () => {
    const before = await countRows(world.t, customers);
    const payload = Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from(`","companyIdString":"${world.admin.companyId}"}`)]);
    expectProblem(await post('/customers', payload), 400, 'invalid-json');
    expect(await countRows(world.t, customers)).toBe(before);
  });

  test.each(['latin1', 'ISO-8859-1', 'utf-16'])('charset=%s is 415 unsupported-media-type', async (charset) => {
    const res = await post('/customers', `{"name":"Cafe","companyIdString":"${world.admin.companyId}"}`, { 'content-type': `application/json; charset=${charset}` });
    expectProblem(res, 415, 'unsupported-media-type');
  });

  test('charset=utf-8 is read', async () => {
    const res = await post('/customers', `{"name":"Café","companyIdString":"${world.admin.companyId}"}`, { 'content-type': 'application/json; charset=UTF-8' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Café');
  });

  test('a lone surrogate (an unpaired \\ud800 escape) is 422 naming the field, nothing written', async () => {
    const before = await countRows(world.t, customers);
    const problem = expectProblem(await post('/customers', `{"name":"Caf\\ud800e","companyIdString":"${world.admin.companyId}"}`), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'name', code: 'invalid-character' })]);
    expect(await countRows(world.t, customers)).toBe(before);
    // a pair is one character, and passes
    expect((await post('/customers', `{"name":"Buoy \\ud83d\\udea2","companyIdString":"${world.admin.companyId}"}`)).json().name).toBe('Buoy 🚢');
  });
});

describe('Content-Encoding', () => {
  test('a gzip body is read', async () => {
    const res = await post('/customers', zlib.gzipSync(`{"name":"Zipped","companyIdString":"${world.admin.companyId}"}`), { 'content-encoding': 'gzip' });
    expect(res.statusCode, res.body).toBe(201);
  });

  test.each([true, false])('a body that is not gzip as it says is 400, not 500 (credentials: %s)', async (credentials) => {
    const res = await world.t.inject({
      method: 'POST', url: '/api/v1/customers', payload: '{"name":"plain"}',
      headers: { ...(credentials ? bearer(world.admin.token) : {}), 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(credentials ? 400 : 401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  test('an unknown Content-Encoding is 415 unsupported-media-type', async () => {
    expectProblem(await post('/customers', '{"name":"x"}', { 'content-encoding': 'x-snappy' }), 415, 'unsupported-media-type');
  });
});

describe('answers that come before a request are problems too', () => {
  /** Sends raw bytes to the service listening on a port and returns what it answered. */
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await world.t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  async function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  test('headers over the limit are 431 as application/problem+json', async () => {
    const answer = await raw(`GET /api/v1/customers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, code: 'headers-too-large' });
  });

  test('a body over the limit sent whole gets its 413, and the connection then serves the next request', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'x');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/v1/customers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${world.admin.token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        socket.write(body);
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([413, 200]);
    expect(answer).toContain('"code":"payload-too-large"');
  });

  test('bytes that are not HTTP are 400 as application/problem+json', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, code: 'malformed-request' });
  });
});

describe('a database that cannot take the request now is 503 with Retry-After, not 500', () => {
  test.each(['53300', '57P03'])('SQLSTATE %s', async (code) => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/busy', async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('sorry, too many clients already'), { code }) });
    });
    const res = await app.inject({ method: 'GET', url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ status: 503, code: 'service-unavailable' });
    await app.close();
  });
});

describe('a query parameter the operation does not take is 400 invalid-query naming it', () => {
  test.each([
    ['/payments?invoiceId=01a21476-abff-702b-b0a7-f57be1febfa2', 'invoiceId'],
    ['/customers?size=5&colour=red', 'colour'],
    ['/customers/01a21476-abff-702b-b0a7-f57be1febfa2?expand=all', 'expand'],
    ['/reports/trial-balance?__proto__=1', '__proto__'],
  ])('%s', async (url, name) => {
    const problem = expectProblem(await world.t.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(world.admin.token) }), 400, 'invalid-query');
    expect(problem.errors).toEqual([expect.objectContaining({ path: name, code: 'unknown-parameter' })]);
  });

  test('the parameters an operation names pass', async () => {
    expect((await world.t.inject({ method: 'GET', url: '/api/v1/customers?size=5&sort=name,asc', headers: bearer(world.admin.token) })).statusCode).toBe(200);
  });
});

describe('a body field the operation does not take is 422 unknown-field, one error per field, nothing written', () => {
  test('a misspelt due date and a line discount on an invoice', async () => {
    const body = {
      currencyCodeString: 'USD', companyIdString: world.admin.companyId, customerIdString: world.admin.companyId, postingDate: '2026-11-02', return: false,
      duedate: '2027-01-31', items: [{ itemCode: 'SVC-1', qty: 1, unitPrice: 10, amount: 10, discount: 5 }],
    };
    const problem = expectProblem(await post('/invoices', JSON.stringify(body)), 422, 'unknown-field');
    expect(problem.errors).toEqual([
      { path: 'duedate', message: 'is not a field of this request', code: 'unknown-field' },
      { path: 'items.0.discount', message: 'is not a field of this request', code: 'unknown-field' },
    ]);
  });

  test('a customer with a misspelt field is refused; what a GET showed can be sent back and is ignored', async () => {
    const before = await countRows(world.t, customers);
    const refused = expectProblem(await post('/customers', JSON.stringify({ name: 'Typo Ltd', companyIdString: world.admin.companyId, emial: 'a@b.c' })), 422, 'unknown-field');
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'emial' })]);
    expect(await countRows(world.t, customers)).toBe(before);

    const created = await post('/customers', JSON.stringify({ name: 'Echo Ltd', companyIdString: world.admin.companyId }));
    expect(created.statusCode, created.body).toBe(201);
    const read = await world.t.inject({ method: 'GET', url: `/api/v1/customers/${created.json().id}`, headers: bearer(world.admin.token) });
    const record = read.json();
    const res = await world.t.inject({
      method: 'PUT', url: `/api/v1/customers/${record.id}`, headers: { ...bearer(world.admin.token), 'if-match': `"${record.version}"` },
      payload: { ...record, name: 'Echo Trading' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: record.id, name: 'Echo Trading', createdAt: record.createdAt });
  });
});
