import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { problem } from '../../src/contract/common';
import { defaultAccount, ok, twoLineEntry } from '../support/accounting-fixtures';
import { apiKeyAuth, bearer, createApiKey } from '../support/fixtures';
import { loadOperations, RecordPool, type Operation } from '../support/openapi';
import { requestFor, type FuzzRequest } from '../support/openapi-arbitraries';
import { useTwoCompanyApp } from '../support/two-companies';

/**
 * Requests generated from the OpenAPI document, so every operation, including those of
 * resources added later, is fuzzed: mostly valid, with hostile values at every level.
 * FUZZ_SEED and FUZZ_RUNS override the fixed seed and the 10,000 requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const world = useTwoCompanyApp();
let operations: Operation[];
const pool = new RecordPool();
let authHeaders: Record<string, string>[];
let memberAuth: Record<string, string>[];
let protectedKeys: string[];

beforeAll(async () => {
  const { t, api, theirApi, company, otherCompany } = world;
  // Some records of each resource in both companies, so paths and fields can name real ones.
  for (const [as, owner] of [[api, company], [theirApi, otherCompany]] as const) {
    const year = ok(await as.post('/fiscal-years', { name: 'FY 2031', startDate: '2031-01-01', endDate: '2031-12-31', companyIdString: owner.id }), 201);
    for (const month of ['01', '02']) {
      ok(await as.post('/accounting-periods', { name: `2031-${month}`, startDate: `2031-${month}-01T00:00:00Z`, endDate: `2031-${month}-28T23:59:59Z`, periodType: 'MONTH', fiscalYearIdString: year.id, companyIdString: owner.id }), 201);
    }
    ok(await as.post('/customers', { name: 'Globex', companyIdString: owner.id }), 201);
    const expense = await defaultAccount(t, owner.id, 'EXPENSE');
    const cash = await defaultAccount(t, owner.id, 'CASH');
    for (const date of ['2026-03-16', '2026-04-01']) ok(await as.post('/journal-entries', { ...twoLineEntry(date, expense, cash, 10), companyIdString: owner.id }), 201);
    ok(await as.post('/journal-templates', { type: 'EXPENSE', postingDate: '2026-03-10T09:30:00Z', reference: 'Rent', amount: 10, companyIdString: owner.id }), 201);
  }
  const adminKey = await createApiKey(t, world.admin.token, { name: 'fuzz admin key', scopes: ['*'], rateLimitPerHour: 1_000_000 });
  const narrowKey = await createApiKey(t, world.admin.token, { name: 'fuzz narrow key', scopes: ['customers:read'], rateLimitPerHour: 1_000_000 });
  operations = await loadOperations(t);
  // Revoking the keys the fuzz signs in with would turn the rest of the run into 401s.
  protectedKeys = [adminKey.id, narrowKey.id];
  await pool.fill(t, operations, [bearer(world.admin.token), bearer(world.other.token)], protectedKeys);
  authHeaders = [
    bearer(world.admin.token), bearer(world.admin.token), bearer(world.admin.token),
    apiKeyAuth(adminKey.key), apiKeyAuth(adminKey.key), { 'x-api-key': adminKey.key },
    apiKeyAuth(narrowKey.key), bearer(world.other.token), {}, bearer('not.a.token'),
  ];
  memberAuth = [bearer(world.admin.token), apiKeyAuth(adminKey.key), bearer(world.other.token)];
});

const describeRequest = (r: FuzzRequest) => `${r.method} ${r.url}\n${JSON.stringify(r.headers)}\n${(r.payload ?? '').slice(0, 2_000)}`;

test(`${RUNS} requests generated from the OpenAPI document: no 5xx, every error a problem+json, every status documented (seed ${SEED})`, async () => {
  const statuses = new Map<string, Map<number, number>>(operations.map((o) => [o.label, new Map()]));
  /** Answers whose status the document does not list for the operation, with a request that got one. */
  const undocumented = new Map<string, string>();
  const started = performance.now();
  // Two rounds: the second also names the records the first created (of every resource, new ones included).
  const firstRound = Math.ceil(RUNS * 0.3);
  for (const [round, runs] of [firstRound, RUNS - firstRound].entries()) {
    if (round > 0) await pool.fill(world.t, operations, [bearer(world.admin.token), bearer(world.other.token)], protectedKeys);
    // Two in three requests fuzzed; one in three valid as far as the document says, by a member, to reach the domain rules.
    const requests = fc.oneof(...operations.flatMap((operation) => [
      { weight: 2, arbitrary: requestFor(operation, pool, authHeaders, 'fuzzed') },
      { weight: 1, arbitrary: requestFor(operation, pool, memberAuth, 'clean') },
    ]));
    try {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const res = await world.t.inject({ method: request.method, url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
          const seen = statuses.get(request.operation.label)!;
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          if (!request.operation.statuses.includes(res.statusCode)) undocumented.set(`${request.operation.label} ${res.statusCode}`, describeRequest(request));
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${describeRequest(request)}\n-> ${res.body}`);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], `${describeRequest(request)}\n-> ${res.statusCode} ${res.body}`).toMatch(/^application\/problem\+json/);
            const body = problem.safeParse(res.json());
            expect(body.success && body.data.status === res.statusCode, `${describeRequest(request)}\n-> ${res.body}`).toBe(true);
          }
        }),
        { seed: SEED + round, numRuns: runs, endOnFailure: true },
      );
    } catch (error) {
      console.error(`Fuzz failed in round ${round + 1}: rerun with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (fast-check's seed and path are in the error).`);
      throw error;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = [...statuses].map(([label, counts]) => `${label}: ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`).join(' ')}`);
  console.info(`${RUNS} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED})\n${summary.join('\n')}`);
  // Every status answered is one the document lists for the operation.
  expect([...undocumented].map(([answer, request]) => `${answer} for ${request}`)).toEqual([]);
  // Every operation was reached, and the generator is not all garbage: some requests succeed.
  const total = (label: string) => [...statuses.get(label)!.values()].reduce((a, b) => a + b, 0);
  const successes = [...statuses.values()].flatMap((counts) => [...counts].filter(([s]) => s < 300).map(([, n]) => n)).reduce((a, b) => a + b, 0);
  if (RUNS >= 1_000) {
    for (const { label } of operations) expect(total(label), label).toBeGreaterThan(RUNS / operations.length / 4);
    expect(successes).toBeGreaterThan(RUNS / 20);
  }
}, 900_000);
