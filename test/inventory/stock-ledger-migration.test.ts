import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationsFolder } from '../../src/server/db/connection';

/**
 * Migration 0011's data part: companies made before the stock ledger get its two default
 * accounts, at the chart's number when free (else the next free one) under the chart's group.
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
  expect(files).toContain('0011_stock_ledger.sql');
  for (const file of files.filter((f) => f < '0011')) await run(file);
  await db.exec(`
    INSERT INTO companies (id, code, name, base_currency_id) SELECT '00000000-0000-4000-8000-000000000001', 'OLD', 'Old Co', id FROM currencies WHERE code = 'USD';
    INSERT INTO companies (id, code, name, base_currency_id) SELECT '00000000-0000-4000-8000-000000000002', 'TAKEN', 'Taken Co', id FROM currencies WHERE code = 'EUR';
    INSERT INTO accounts (id, company_id, account_number, name, type, category, party_type, party, currency_id)
      SELECT gen_random_uuid(), c.id, v.n, 'x', v.t, 'CURRENT', 'COMPANY', c.name, c.base_currency_id
      FROM companies c, (VALUES ('20000', 'LIABILITY'), ('50000', 'EXPENSE')) AS v(n, t);
    INSERT INTO accounts (id, company_id, account_number, name, type, category, party_type, party, currency_id)
      SELECT gen_random_uuid(), c.id, v.n, 'taken', v.t, 'CURRENT', 'COMPANY', c.name, c.base_currency_id
      FROM companies c, (VALUES ('20400', 'LIABILITY'), ('20401', 'LIABILITY'), ('50600', 'EXPENSE')) AS v(n, t) WHERE c.code = 'TAKEN';`);
  await run('0011_stock_ledger.sql');
});
afterAll(async () => {
  await db?.close();
});

test('every existing company gets GOODS_RECEIVED_NOT_BILLED and STOCK_ADJUSTMENT, in its base currency, under the chart\'s groups', async () => {
  const { rows } = await db.query(`
    SELECT c.code, a.account_number AS number, a.name, a.type, p.account_number AS parent, a.default_role AS role, a.currency_id = c.base_currency_id AS base
    FROM accounts a JOIN companies c ON c.id = a.company_id LEFT JOIN accounts p ON p.id = a.parent_account_id
    WHERE a.default_role IS NOT NULL ORDER BY c.code, a.account_number`);
  expect(rows).toEqual([
    { code: 'OLD', number: '20400', name: 'Goods received not billed', type: 'LIABILITY', parent: '20000', role: 'GOODS_RECEIVED_NOT_BILLED', base: true },
    { code: 'OLD', number: '50600', name: 'Stock adjustments', type: 'EXPENSE', parent: '50000', role: 'STOCK_ADJUSTMENT', base: true },
    { code: 'TAKEN', number: '20402', name: 'Goods received not billed', type: 'LIABILITY', parent: '20000', role: 'GOODS_RECEIVED_NOT_BILLED', base: true },
    { code: 'TAKEN', number: '50601', name: 'Stock adjustments', type: 'EXPENSE', parent: '50000', role: 'STOCK_ADJUSTMENT', base: true },
  ]);
});
