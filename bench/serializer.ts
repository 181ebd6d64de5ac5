/**
 * Micro-benchmark: µs per response body written by fastify-type-provider-zod's serializer (zod
 * encode + JSON.stringify) and by the compiled one (src/server/http/serializer.ts), for a page of
 * 20 journal entries with 3 lines each and for one company.
 *   node --import tsx bench/serializer.ts
 */
import crypto from 'node:crypto';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { pageOf } from '../src/contract/common';
import { company } from '../src/contract/companies';
import { journalEntry } from '../src/contract/journal-entries';
import { compiledSerializerCompiler } from '../src/server/http/serializer';

const id = () => crypto.randomUUID();
const line = (lineNumber: number) => ({
  lineNumber, accountId: id(), accountNumber: `10${lineNumber}0`, accountName: 'Cash at bank', debit: lineNumber === 1 ? 1234.56 : 0,
  credit: lineNumber === 1 ? 0 : 617.28, description: lineNumber === 1 ? 'Invoice A-1 paid' : null,
});
const entry = (n: number) => ({
  id: id(), entryNumber: `JE-ACME-${n}`, postingDate: '2026-02-03', reference: `Invoice A-${n}`, currency: 'USD', source: 'MANUAL',
  sourceId: null, reversalOfId: null, reversedById: null, totalDebit: 1234.56, totalCredit: 1234.56, lines: [1, 2, 3].map(line),
  companyIdString: id(), createdBy: id(), createdAt: '2026-02-03T10:11:12.345Z',
});
const page = { content: Array.from({ length: 20 }, (_, n) => entry(n + 1)), page: { number: 0, size: 20, totalElements: 1000, totalPages: 50 } };
const acme = {
  id: id(), code: 'ACME', name: 'Acme Trading', baseCurrency: 'USD', baseCurrencyId: id(), fiscalYearStartMonth: 1,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 3,
};

const silent = { debug: () => {} } as unknown as FastifyBaseLogger;
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/bench', httpStatus: '200' }) as never;
const serializers = (schema: z.ZodType) => ({
  zod: zodSerializerCompiler(route(schema)) as (data: unknown) => string,
  compiled: compiledSerializerCompiler({ log: silent, verify: false })(route(schema)) as (data: unknown) => string,
});

function microseconds(serialize: (data: unknown) => string, data: unknown): number {
  const run = (times: number) => {
    let length = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < times; i++) length += serialize(data).length;
    if (length === 0) throw new Error('nothing written');
    return Number(process.hrtime.bigint() - start) / 1000 / times;
  };
  run(2000); // warm up
  return Math.min(run(5000), run(5000), run(5000));
}

for (const [name, schema, data] of [['page of 20 journal entries', pageOf(journalEntry), page], ['company', company, acme]] as const) {
  const { zod, compiled } = serializers(schema);
  if (JSON.stringify(JSON.parse(zod(data))) !== JSON.stringify(JSON.parse(compiled(data)))) throw new Error(`${name}: the serializers disagree`);
  const before = microseconds(zod, data);
  const after = microseconds(compiled, data);
  const plain = microseconds(JSON.stringify, data); // no schema at all, for scale
  console.log(`${name.padEnd(28)} zod ${before.toFixed(1).padStart(7)} µs   compiled ${after.toFixed(1).padStart(6)} µs   ` +
    `(${(before / after).toFixed(1)}x)   JSON.stringify ${plain.toFixed(1).padStart(6)} µs`);
}
