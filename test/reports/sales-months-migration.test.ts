import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationsFolder } from '../../src/server/db/connection';

/**
 * Migration 0027's data part: the dashboard's sales per month of the invoices written before it
 * (items totals, credit notes negative, cancelled ones left out), then kept by the triggers.
 */

let db: PGlite;
const MIGRATION = '0027_dashboard_sales_months.sql';
const run = async (file: string) => {
  const statements = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await db.transaction(async (tx) => {
    for (const statement of statements) if (statement.trim()) await tx.exec(statement);
  });
};
const insertInvoice = (n: number, date: string, isReturn: boolean, status: string, items: string, charges = '0') => `
  INSERT INTO invoices (id, company_id, number, customer_id, currency_id, posting_date, due_date, is_return, status, items_total, charges_total, total, outstanding)
  SELECT gen_random_uuid(), co.id, 'INV-${n}', cu.id, co.base_currency_id, '${date}', '${date}', ${isReturn}, '${status}', ${items}, ${charges}, ${items} + ${charges}, 0
  FROM companies co JOIN customers cu ON cu.company_id = co.id WHERE co.code = 'ONE';`;

beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  const files = fs.readdirSync(migrationsFolder).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
  expect(files).toContain(MIGRATION);
  for (const file of files.filter((f) => f < MIGRATION)) await run(file);
  await db.exec(`
    INSERT INTO companies (id, code, name, base_currency_id)
      SELECT '00000000-0000-4000-8000-000000000001', 'ONE', 'One Co', c.id FROM currencies c WHERE c.code = 'USD';
    INSERT INTO customers (id, company_id, name, currency_id)
      SELECT gen_random_uuid(), co.id, 'Globex', co.base_currency_id FROM companies co;
    ${insertInvoice(1, '2026-01-05', false, 'UNPAID', '100.10', '5')}
    ${insertInvoice(2, '2026-01-31', true, 'PAID', '30.05')}
    ${insertInvoice(3, '2026-01-20', false, 'CANCELLED', '1000')}
    ${insertInvoice(4, '2026-03-01', false, 'PAID', '0.01')}`);
  await run(MIGRATION);
});
afterAll(async () => {
  await db?.close();
});

const months = async () => (await db.query<{ month: string; amount: string }>(`SELECT to_char(month, 'YYYY-MM') AS month, amount::text AS amount FROM invoice_sales_months ORDER BY 1`)).rows;

test('the invoices already there are summed per month; later writes move the sums', async () => {
  expect(await months()).toEqual([{ month: '2026-01', amount: '70.05' }, { month: '2026-03', amount: '0.01' }]);
  await db.exec(`${insertInvoice(5, '2026-03-15', false, 'UNPAID', '2')}`);
  await db.exec(`UPDATE invoices SET status = 'CANCELLED', cancelled_on = '2026-04-01' WHERE number = 'INV-1'`);
  await db.exec(`UPDATE invoices SET outstanding = 0 WHERE number = 'INV-5'`);
  expect(await months()).toEqual([{ month: '2026-01', amount: '-30.05' }, { month: '2026-03', amount: '2.01' }]);
});
