import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationsFolder } from '../../src/server/db/connection';

/**
 * Migration 0016's data part: companies made before it get the OTHER_INCOME default account,
 * the chart's 40200 "Other income" where it still is that account, else a new one at the next
 * free number under 40000.
 */

let db: PGlite;
const run = async (file: string) => {
  const statements = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await db.transaction(async (tx) => {
    for (const statement of statements) if (statement.trim()) await tx.exec(statement);
  });
};

beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  const files = fs.readdirSync(migrationsFolder).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
  expect(files).toContain('0016_charges.sql');
  for (const file of files.filter((f) => f < '0016')) await run(file);
  // PLAIN: the chart as made; RENAMED: 40200 is something else now; GROUP: 40200 has a child; TAKEN: 40200 and 40201 used otherwise
  await db.exec(`
    INSERT INTO companies (id, code, name, base_currency_id)
      SELECT v.id::uuid, v.code, v.code || ' Co', c.id FROM currencies c, (VALUES
        ('00000000-0000-4000-8000-000000000001', 'PLAIN'), ('00000000-0000-4000-8000-000000000002', 'RENAMED'),
        ('00000000-0000-4000-8000-000000000003', 'GROUP'), ('00000000-0000-4000-8000-000000000004', 'TAKEN')) AS v(id, code)
      WHERE c.code = 'USD';
    INSERT INTO accounts (id, company_id, account_number, name, type, category, party_type, party, currency_id)
      SELECT gen_random_uuid(), c.id, '40000', 'Revenue', 'REVENUE', 'OPERATING', 'COMPANY', c.name, c.base_currency_id FROM companies c;
    INSERT INTO accounts (id, company_id, account_number, name, type, category, party_type, party, currency_id, parent_account_id)
      SELECT gen_random_uuid(), c.id, '40200', CASE c.code WHEN 'RENAMED' THEN 'Consulting' WHEN 'TAKEN' THEN 'Interest' ELSE 'Other income' END,
        'REVENUE', 'NON_OPERATING', 'COMPANY', c.name, c.base_currency_id, p.id
      FROM companies c JOIN accounts p ON p.company_id = c.id AND p.account_number = '40000';
    INSERT INTO accounts (id, company_id, account_number, name, type, category, party_type, party, currency_id, parent_account_id)
      SELECT gen_random_uuid(), c.id, v.n, 'taken', 'REVENUE', 'NON_OPERATING', 'COMPANY', c.name, c.base_currency_id, p.id
      FROM (VALUES ('GROUP', '40210', '40200'), ('TAKEN', '40201', '40000')) AS v(code, n, parent)
        JOIN companies c ON c.code = v.code JOIN accounts p ON p.company_id = c.id AND p.account_number = v.parent;`);
  await run('0016_charges.sql');
});
afterAll(async () => {
  await db?.close();
});

test('every existing company gets one OTHER_INCOME account, a revenue posting account in its base currency', async () => {
  const { rows } = await db.query(`
    SELECT c.code, a.account_number AS number, a.name, a.type, p.account_number AS parent, a.version,
      a.currency_id = c.base_currency_id AS base, EXISTS (SELECT 1 FROM accounts ch WHERE ch.parent_account_id = a.id) AS "group"
    FROM accounts a JOIN companies c ON c.id = a.company_id LEFT JOIN accounts p ON p.id = a.parent_account_id
    WHERE a.default_role = 'OTHER_INCOME' ORDER BY c.code`);
  expect(rows).toEqual([
    { code: 'GROUP', number: '40201', name: 'Other income', type: 'REVENUE', parent: '40000', version: 1, base: true, group: false },
    { code: 'PLAIN', number: '40200', name: 'Other income', type: 'REVENUE', parent: '40000', version: 2, base: true, group: false },
    { code: 'RENAMED', number: '40201', name: 'Other income', type: 'REVENUE', parent: '40000', version: 1, base: true, group: false },
    { code: 'TAKEN', number: '40202', name: 'Other income', type: 'REVENUE', parent: '40000', version: 1, base: true, group: false },
  ]);
});
