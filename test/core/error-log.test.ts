import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../src/server/base/ids';
import { sanitizeErrorForLog } from '../../src/server/db/errors';
import { users } from '../../src/server/db/schema';
import { DomainError, fail } from '../../src/server/base/errors';
import { installErrorHandler } from '../../src/server/http/error-handler';
import { expectProblem } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const SECRET_EMAIL = 'leaky.customer@example.com';
const SECRET_HASH = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A bare Fastify app with the service's error handler (and its X-Request-Id header). */
function appWithErrorHandler(logger: FastifyServerOptions['logger']) {
  const app = Fastify({ logger });
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  return app;
}

/** ... whose log lines land in `lines`. */
function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return appWithErrorHandler({ level: 'error', stream });
}

describe('the unhandled-error log carries no bound SQL values', () => {
  test('a failed statement is logged with its SQLSTATE and constraint, not its parameters or the clashing key', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const insertUser = () => t.database.db.insert(users).values({ id: newId(), email: SECRET_EMAIL, name: 'Leaky', passwordHash: SECRET_HASH, role: 'ADMIN' });
    app.get('/duplicate', async () => {
      await insertUser();
      await insertUser(); // users_email_key: pg's detail would say "Key (lower(email))=(leaky...) already exists."
    });
    app.get('/bad-cast', async () => t.database.db.execute(sql`SELECT ${SECRET_HASH}::int`));

    for (const url of ['/duplicate', '/bad-cast']) expectProblem(await app.inject({ method: 'GET', url }), 500, 'internal');
    const log = lines.join('\n');
    expect(lines).toHaveLength(2);
    expect(log).not.toContain(SECRET_EMAIL);
    expect(log).not.toContain(SECRET_HASH);
    const [duplicate, badCast] = lines.map((line) => JSON.parse(line).error);
    expect(duplicate).toMatchObject({ cause: { code: '23505', constraint: 'users_email_key' } });
    expect(duplicate.message).toContain('insert into "users"');
    expect(badCast.cause).toMatchObject({ code: '22P02', message: expect.stringContaining('[not logged]') });
    expect(badCast.stack).toMatch(/^\w+: Failed query/);
  });

  test('the sanitizer keeps message, code, constraint and stack frames and drops everything else', () => {
    const error = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET_EMAIL}`), {
      params: [SECRET_EMAIL],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505', constraint: 'users_email_key', detail: `Key (lower(email))=(${SECRET_EMAIL}) already exists.`,
      }),
    });
    const sanitized = sanitizeErrorForLog(error);
    expect(JSON.stringify(sanitized)).not.toContain(SECRET_EMAIL);
    expect(sanitized).toMatchObject({
      type: 'Error',
      message: 'Failed query: select $1\nparams: [not logged]',
      cause: { code: '23505', constraint: 'users_email_key' },
    });
    expect(sanitized.stack).toMatch(/\n\s+at /);
    expect(sanitizeErrorForLog('a string')).toEqual({ type: 'string', message: 'A non-Error value was thrown.' });
  });
});

test.each([
  [fail.field('name', 'is required', 'required'), 422, 'validation'],
  [fail.invalidQuery('bad sort'), 400, 'invalid-query'],
  [fail.forbiddenCompany(), 403, 'forbidden-company'],
  [fail.notFound('The customer'), 404, 'not-found'],
  [fail.conflict('Account 10100 has postings.', 'in-use'), 409, 'in-use'],
  [fail.preconditionFailed(3), 412, 'precondition-failed'],
] as const)('a domain error %# becomes its problem', async (error: DomainError, status, code) => {
  const app = appWithErrorHandler(false);
  app.get('/fail', async () => {
    throw error;
  });
  const body = expectProblem(await app.inject({ method: 'GET', url: '/fail' }), status, code);
  expect(body.detail).toBe(error.detail);
  expect(body.errors).toEqual(error.errors);
});
