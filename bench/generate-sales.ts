/**
 * Sales orders for the sales bench (issue 10): `generateSalesOrders(databaseUrl, company, n)`
 * adds 2,000 customers and n sales orders of 2-5 lines each (on the company's first 1,000
 * items, which generateItems must have made) to a company made by `generateCompany`
 * (bench/generate.ts), with set-based SQL in batches of 100,000, as the service would store
 * them: numbered SO-<code>-000001..., created over the last three years, statuses and workflow
 * states spread as SO_STATUSES with delivered and billed quantities to match, the creation
 * (and the status reached) in the history. The orders' statement triggers fill the list's
 * counts (sales_order_counts, sales_order_day_counts) as each batch goes in.
 */
import pg from 'pg';

export const CUSTOMERS = 2000;

/** Status by share of orders (a hash mod 100), with its workflow state and what it implies of deliveries and billing. */
const SO_STATUSES = [
  { to: 54, status: 'COMPLETED', workflow: 'APPROVED', delivered: 1, billed: 1 },
  { to: 66, status: 'TO_DELIVER_AND_BILL', workflow: 'APPROVED', delivered: 0, billed: 0 },
  { to: 74, status: 'TO_BILL', workflow: 'APPROVED', delivered: 1, billed: 0 },
  { to: 78, status: 'TO_DELIVER', workflow: 'APPROVED', delivered: 0, billed: 1 },
  { to: 83, status: 'DRAFT', workflow: 'DRAFT', delivered: 0, billed: 0 },
  { to: 88, status: 'DRAFT', workflow: 'PENDING_APPROVAL', delivered: 0, billed: 0 },
  { to: 91, status: 'ON_HOLD', workflow: 'APPROVED', delivered: 0, billed: 0 },
  { to: 96, status: 'CLOSED', workflow: 'APPROVED', delivered: 0, billed: 0 },
  { to: 99, status: 'CANCELLED', workflow: 'DRAFT', delivered: 0, billed: 0 },
] as const;

const caseOf = (column: 'status' | 'workflow' | 'delivered' | 'billed', k: string) =>
  `CASE ${SO_STATUSES.map((s) => `WHEN ${k} <= ${s.to} THEN ${typeof s[column] === 'string' ? `'${s[column]}'` : s[column]}`).join(' ')} END`;

/** Adds the customers and `count` sales orders; returns the seconds it took. */
export async function generateSalesOrders(
  databaseUrl: string, company: { companyId: string; companyCode: string }, count: number, log: (line: string) => void, batch = 100_000,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { companyId, companyCode } = company;
  try {
    const started = performance.now();
    await client.query(`
      INSERT INTO customers (id, company_id, name, email, currency_id, created_at, updated_at, version)
      SELECT md5('customer' || s)::uuid, c.id, 'Customer ' || lpad(s::text, 4, '0'), 'buyer@customer' || s || '.example', c.base_currency_id, now(), now(), 1
      FROM generate_series(1, ${CUSTOMERS}) AS s, companies c WHERE c.id = $1`, [companyId]);
    const items = (await client.query('SELECT id, item_code FROM items WHERE company_id = $1 ORDER BY item_code LIMIT 1000', [companyId])).rows;
    const itemIds = `ARRAY[${items.map((i) => `'${i.id}'::uuid`).join(',')}]`;
    const itemCodes = `ARRAY[${items.map((i) => `'${i.item_code}'`).join(',')}]`;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query('BEGIN');
      await client.query(`
        CREATE TEMP TABLE so_batch ON COMMIT DROP AS
        SELECT i, k, lines, md5('so' || i)::uuid AS id,
               (now() - interval '3 years' + interval '3 years' * i / ${count}) AS created_at,
               ${caseOf('status', 'k')} AS status, ${caseOf('workflow', 'k')} AS workflow_state,
               ${caseOf('delivered', 'k')} AS delivered, ${caseOf('billed', 'k')} AS billed,
               md5('customer' || (1 + (h >> 8) % ${CUSTOMERS}))::uuid AS customer_id
        FROM generate_series(${from}, ${to}) AS i,
             LATERAL (SELECT ('x' || substr(md5('so' || i), 1, 8))::bit(32)::int & 2147483647 AS h) AS hashed,
             LATERAL (SELECT h % 100 AS k, 2 + (h >> 16) % 4 AS lines) AS derived`);
      await client.query(`
        CREATE TEMP TABLE sol_batch ON COMMIT DROP AS
        SELECT md5('sol' || b.i || '-' || n)::uuid AS id, $1::uuid AS company_id, b.id AS sales_order_id, n AS line_number,
               (${itemIds})[1 + (b.i * 7 + n * 13) % ${items.length}] AS item_id, (${itemCodes})[1 + (b.i * 7 + n * 13) % ${items.length}] AS item_code,
               q AS qty, p AS unit_price, q * p AS amount, q * b.delivered AS delivered_qty, q * b.billed AS billed_qty
        FROM so_batch b, generate_series(1, b.lines) AS n,
             LATERAL (SELECT 1 + (b.i + n) % 20 AS q, round(1 + ((b.i * 37 + n) % 19999) / 100.0, 2) AS p) AS v`, [companyId]);
      await client.query(`
        INSERT INTO sales_orders (id, company_id, number, customer_id, currency_id, order_date, delivery_date, workflow_state, status, held_status,
                                  total, base_total, delivered_percent, billed_percent, created_at, updated_at, version)
        SELECT b.id, c.id, 'SO-${companyCode}-' || lpad(b.i::text, greatest(6, length(b.i::text)), '0'), b.customer_id, c.base_currency_id,
               b.created_at::date, b.created_at::date + 10, b.workflow_state, b.status, CASE WHEN b.status = 'ON_HOLD' THEN 'TO_DELIVER_AND_BILL' END,
               t.total, t.total, b.delivered * 100, b.billed * 100, b.created_at, b.created_at, 1
        FROM so_batch b
        JOIN (SELECT sales_order_id, sum(amount) AS total FROM sol_batch GROUP BY 1) AS t ON t.sales_order_id = b.id, -- not a subquery per order: quadratic
             companies c
        WHERE c.id = $1`, [companyId]);
      await client.query('INSERT INTO sales_order_lines (id, company_id, sales_order_id, line_number, item_id, item_code, qty, unit_price, amount, delivered_qty, billed_qty) SELECT * FROM sol_batch');
      await client.query(`
        INSERT INTO sales_order_history (company_id, sales_order_id, field, action, from_value, to_value, at)
        SELECT $1::uuid, b.id, 'status', 'create', NULL, 'DRAFT', b.created_at FROM so_batch b
        UNION ALL
        SELECT $1::uuid, b.id, 'status', 'generated', 'DRAFT', b.status, b.created_at FROM so_batch b WHERE b.status <> 'DRAFT'`, [companyId]);
      await client.query(`
        INSERT INTO document_sequences (company_id, kind, last_value) VALUES ($1, 'SO', $2)
        ON CONFLICT (company_id, kind) DO UPDATE SET last_value = excluded.last_value`, [companyId, to]);
      await client.query('COMMIT');
    }
    await client.query('VACUUM (ANALYZE) customers, sales_orders, sales_order_lines, sales_order_history, sales_order_counts, sales_order_day_counts');
    const seconds = (performance.now() - started) / 1000;
    log(`loaded ${CUSTOMERS} customers and ${count.toLocaleString('en')} sales orders in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await client.end();
  }
}

/** Non-stock items (SVC-001...) the generated invoices bill, and the bench's POST /invoices too: no stock ledger. */
export const SERVICE_ITEMS = 100;

/** Invoice status by share (a hash mod 100); PARTLY_PAID owes 40 % of its total, CANCELLED nothing (as a cancellation leaves it). */
const INV_STATUSES = [
  { to: 59, status: 'PAID', owed: '0' },
  { to: 69, status: 'PARTLY_PAID', owed: '0.4' },
  { to: 94, status: 'UNPAID', owed: '1' },
  { to: 99, status: 'CANCELLED', owed: '0' },
] as const;

const invoiceCase = (column: 'status' | 'owed', k: string) =>
  `CASE ${INV_STATUSES.map((s) => `WHEN ${k} <= ${s.to} THEN ${column === 'status' ? `'${s.status}'` : s.owed}`).join(' ')} END`;

/**
 * Adds SERVICE_ITEMS non-stock items and `count` invoices of 2-5 lines each over them plus one
 * tax charge (10 % of the items, to the company's TAX account), numbered INV-<code>-000001...
 * (the INV document sequence set to match), posted over the last three years to the customers
 * generateSalesOrders made (it must have run), statuses and outstanding spread as INV_STATUSES.
 * No journal entries (journal_entry_id stays null): the list cases do not read them, and three
 * million ledger lines would double the load time. Set-based SQL in batches, totals by grouped
 * joins (a subquery per invoice over an unindexed temp table is quadratic).
 */
export async function generateInvoices(
  databaseUrl: string, company: { companyId: string; companyCode: string }, count: number, log: (line: string) => void, batch = 100_000,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { companyId, companyCode } = company;
  try {
    const started = performance.now();
    await client.query(`
      INSERT INTO items (id, company_id, item_code, name, item_group, uom, valuation_method, maintain_stock, allow_negative_stock, created_at, updated_at, version)
      SELECT md5('svc' || s)::uuid, $1::uuid, 'SVC-' || lpad(s::text, 3, '0'), 'Service ' || s, 'Services', 'hour', 'MAVG', false, false, now(), now(), 1
      FROM generate_series(1, ${SERVICE_ITEMS}) AS s`, [companyId]);
    const [{ id: taxAccountId }] = (await client.query("SELECT id FROM accounts WHERE company_id = $1 AND default_role = 'TAX'", [companyId])).rows;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query('BEGIN');
      await client.query(`
        CREATE TEMP TABLE inv_batch ON COMMIT DROP AS
        SELECT i, md5('inv' || i)::uuid AS id, (now() - interval '3 years' + interval '3 years' * i / ${count}) AS created_at,
               ${invoiceCase('status', 'k')} AS status, ${invoiceCase('owed', 'k')} AS owed, lines,
               md5('customer' || (1 + (h >> 8) % ${CUSTOMERS}))::uuid AS customer_id
        FROM generate_series(${from}, ${to}) AS i,
             LATERAL (SELECT ('x' || substr(md5('inv' || i), 1, 8))::bit(32)::int & 2147483647 AS h) AS hashed,
             LATERAL (SELECT h % 100 AS k, 2 + (h >> 16) % 4 AS lines) AS derived`);
      await client.query(`
        CREATE TEMP TABLE invl_batch ON COMMIT DROP AS
        SELECT b.id AS invoice_id, n AS line_number, $1::uuid AS company_id, md5('svc' || (1 + (b.i * 7 + n * 13) % ${SERVICE_ITEMS}))::uuid AS item_id,
               q AS qty, p AS unit_price, q * p AS amount
        FROM inv_batch b, generate_series(1, b.lines) AS n,
             LATERAL (SELECT 1 + (b.i + n) % 20 AS q, round(1 + ((b.i * 37 + n) % 19999) / 100.0, 2) AS p) AS v`, [companyId]);
      await client.query(`
        CREATE TEMP TABLE inv_totals ON COMMIT DROP AS
        SELECT invoice_id, items_total, round(items_total * 0.1, 2) AS tax
        FROM (SELECT invoice_id, sum(amount) AS items_total FROM invl_batch GROUP BY 1) AS t`);
      await client.query(`
        INSERT INTO invoices (id, company_id, number, customer_id, currency_id, posting_date, due_date, is_return, status,
                              items_total, charges_total, total, outstanding, base_total, base_outstanding, cancelled_on, created_at, updated_at, version)
        SELECT b.id, c.id, 'INV-${companyCode}-' || lpad(b.i::text, greatest(6, length(b.i::text)), '0'), b.customer_id, c.base_currency_id,
               b.created_at::date, b.created_at::date + 30, false, b.status,
               t.items_total, t.tax, t.items_total + t.tax, round((t.items_total + t.tax) * b.owed, 2),
               t.items_total + t.tax, round((t.items_total + t.tax) * b.owed, 2),
               CASE WHEN b.status = 'CANCELLED' THEN b.created_at::date + 1 END, b.created_at, b.created_at, 1
        FROM inv_batch b JOIN inv_totals t ON t.invoice_id = b.id, companies c
        WHERE c.id = $1`, [companyId]);
      await client.query('INSERT INTO invoice_lines (invoice_id, line_number, company_id, item_id, qty, unit_price, amount) SELECT * FROM invl_batch');
      await client.query(`
        INSERT INTO invoice_charges (invoice_id, line_number, company_id, description, charge_type, amount, account_id)
        SELECT invoice_id, 1, $1::uuid, 'Sales tax', 'tax', tax, $2::uuid FROM inv_totals`, [companyId, taxAccountId]);
      await client.query(`
        INSERT INTO document_sequences (company_id, kind, last_value) VALUES ($1, 'INV', $2)
        ON CONFLICT (company_id, kind) DO UPDATE SET last_value = excluded.last_value`, [companyId, to]);
      await client.query('COMMIT');
    }
    await client.query('VACUUM (ANALYZE) items, invoices, invoice_lines, invoice_charges');
    const seconds = (performance.now() - started) / 1000;
    log(`loaded ${SERVICE_ITEMS} service items and ${count.toLocaleString('en')} invoices in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await client.end();
  }
}
