import { eq, getTableColumns, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Charge } from '../../src/contract/charges';
import type { Customer } from '../../src/contract/customers';
import { DomainError } from '../../src/server/base/errors';
import { sqlArray } from '../../src/server/db/arrays';
import { queryRows } from '../../src/server/db/connection';
import { readOne, readTogether, selectRead } from '../../src/server/db/read-together';
import { charges, customers } from '../../src/server/db/schema';
import { customerOfCompanyRead } from '../../src/server/domain/sales/customers';
import { chargeConfigurationsRead } from '../../src/server/domain/sales/invoice-charges';
import { ok } from '../support/accounting-fixtures';
import { useTwoCompanyApp } from '../support/two-companies';

/** Several reads in one statement (db/read-together.ts): what the invoice reads before it posts. */
const world = useTwoCompanyApp();

test('a read answers what drizzle\'s select of the same fields answers: amounts exact as text, timestamps as dates', async () => {
  const { api, company, t } = world;
  const charge = ok<Charge>(await api.post('/charges', {
    companyIdString: company.id, currencyString: 'USD', name: 'Big rate', percentageRate: 12.3456, flat: 99999999999.5, global: true,
  }), 201);
  // a scale a JSON number would drop
  await t.database.db.update(charges).set({ flat: '99999999999.50' }).where(eq(charges.id, charge.id));
  const viaDrizzle = await t.database.db.select().from(charges).where(eq(charges.id, charge.id));
  const read = await readOne(t.database.db, selectRead(getTableColumns(charges), sql`FROM ${charges} WHERE ${charges.id} = ${charge.id}`));
  expect(read).toEqual(viaDrizzle);
  expect(read[0]).toMatchObject({ flat: '99999999999.50', percentageRate: '12.3456', global: true });
  expect(read[0].createdAt).toBeInstanceOf(Date);
});

test('reads travel in one statement and answer in their order, each as many rows as its query gives, in the query\'s order', async () => {
  const { api, company, t } = world;
  for (const name of ['Zulu', 'alpha', 'Mike']) ok(await api.post('/charges', { companyIdString: company.id, currencyString: 'USD', name, amount: 1 }), 201);
  const none = selectRead({ id: customers.id }, sql`FROM ${customers} WHERE false`);
  const [configurations, nothing, count] = await readTogether(t.database.db, [
    chargeConfigurationsRead(company.id), none, { query: sql`SELECT 42::bigint::text AS n`, answer: (rows) => rows.map((r) => r.n) },
  ]);
  const names = configurations.map((c) => c.name);
  expect(names.filter((n) => ['Zulu', 'alpha', 'Mike'].includes(n))).toEqual(['alpha', 'Mike', 'Zulu']);
  expect(nothing).toEqual([]);
  expect(count).toEqual(['42']);
});

test('a read that refuses throws its own problem: another company\'s customer is not one of this company', async () => {
  const { api, theirApi, company, otherCompany, t } = world;
  const theirs = ok<Customer>(await theirApi.post('/customers', { companyIdString: otherCompany.id, name: 'Theirs' }), 201);
  const ours = ok<Customer>(await api.post('/customers', { companyIdString: company.id, name: 'Ours' }), 201);
  expect((await readOne(t.database.db, customerOfCompanyRead(company.id, ours.id.toUpperCase()))).id).toBe(ours.id);
  const refused = await readOne(t.database.db, customerOfCompanyRead(company.id, theirs.id)).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(DomainError);
  expect((refused as DomainError).errors).toEqual([expect.objectContaining({ path: 'customerIdString', code: 'unknown-customer' })]);
});

test('a text array parameter holds any text: quotes, backslashes, commas, braces, blanks and NULL as a word', async () => {
  const values = ['a"b', 'c,d', 'e\\f', '{g}', ' ', '', 'NULL', 'ü €'];
  const [row] = await queryRows<{ v: string[] | string }>(world.t.database.db, sql`SELECT ${sqlArray(values, 'text')} AS v`);
  expect(row.v).toEqual(values);
});
