/**
 * Items for the inventory benches (issue 9): `generateItems(databaseUrl, companyId, n)` adds n
 * items to a company made by `generateCompany` (bench/generate.ts), with set-based SQL in
 * batches, as the service would store them: codes ITM-0000001..., names made of words so that
 * a search for one word finds a share of them, 40 item groups, the four valuation methods.
 *
 *   npm run bench:generate -- --entries 1000 --items 1000000
 */
import pg from 'pg';

const GROUPS = [
  'Fasteners', 'Bearings', 'Cables', 'Connectors', 'Filters', 'Fittings', 'Gaskets', 'Hoses', 'Hinges', 'Lamps',
  'Motors', 'Pumps', 'Relays', 'Sensors', 'Springs', 'Switches', 'Valves', 'Wheels', 'Adhesives', 'Abrasives',
  'Belts', 'Brackets', 'Brushes', 'Chains', 'Clamps', 'Couplings', 'Drills', 'Fuses', 'Gears', 'Gloves',
  'Hooks', 'Knobs', 'Labels', 'Locks', 'Nozzles', 'Paints', 'Pipes', 'Pulleys', 'Seals', 'Tapes',
];
const MATERIALS = ['steel', 'brass', 'nylon', 'copper', 'rubber', 'aluminium', 'oak', 'glass', 'ceramic', 'carbon', 'zinc', 'titanium', 'cotton', 'leather', 'vinyl', 'bronze'];
const SHAPES = ['round', 'square', 'flat', 'hex', 'long', 'short', 'heavy', 'light', 'narrow', 'wide', 'double', 'single'];
const UOMS = ['each', 'box', 'kg', 'm', 'pack', 'pair', 'l', 'roll'];

const array = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(', ')}]`;

/** The INSERT of items i in [from, to]: every value a function of i, so a run is repeatable. */
function itemsStatement(companyId: string, from: number, to: number, total: number): string {
  // created over the last three years, oldest first, as a v7 UUID from that time (as the service makes them)
  return `
    INSERT INTO items (id, company_id, item_code, name, item_group, uom, valuation_method, maintain_stock, allow_negative_stock,
                       standard_cost, created_at, updated_at, version)
    SELECT (lpad(to_hex((extract(epoch FROM created_at) * 1000)::bigint), 12, '0') || '7' || substr(md5('i' || i), 1, 3)
              || '8' || substr(md5('i' || i), 4, 15))::uuid,
           '${companyId}'::uuid,
           'ITM-' || lpad(i::text, 7, '0'),
           initcap((${array(SHAPES)})[1 + (h >> 4) % ${SHAPES.length}]) || ' ' || (${array(MATERIALS)})[1 + h % ${MATERIALS.length}]
             || ' ' || lower((${array(GROUPS)})[1 + (h >> 8) % ${GROUPS.length}]) || ' ' || (1 + (h >> 12) % 500),
           (${array(GROUPS)})[1 + (h >> 8) % ${GROUPS.length}],
           (${array(UOMS)})[1 + (h >> 16) % ${UOMS.length}],
           method,
           true, false,
           CASE WHEN method = 'STANDARD' THEN round(((h >> 20) % 50000) / 100.0 + 0.5, 2) END,
           created_at, created_at, 1
    FROM generate_series(${from}, ${to}) AS i,
         LATERAL (SELECT ('x' || substr(md5('item' || i), 1, 8))::bit(32)::int & 2147483647 AS h) AS hashed,
         LATERAL (SELECT (ARRAY['MAVG', 'MAVG', 'FIFO', 'FIFO', 'LIFO', 'STANDARD'])[1 + h % 6] AS method,
                         now() - interval '3 years' + (interval '3 years' * i / ${total}) AS created_at) AS derived`;
}

/** Adds `count` items to the company, in transactions of `batch`; returns the seconds it took. */
export async function generateItems(databaseUrl: string, companyId: string, count: number, log: (line: string) => void, batch = 100_000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query(itemsStatement(companyId, from, to, count));
    }
    await client.query('VACUUM (ANALYZE) items');
    const seconds = (performance.now() - started) / 1000;
    log(`loaded ${count.toLocaleString('en')} items in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await client.end();
  }
}

const SUPPLIERS = 1000;
/** Status by share of orders (a hash mod 100), with what it implies of receipts and bills. */
const PO_STATUSES = [
  { to: 59, status: 'COMPLETED', received: 1, billed: 1 },
  { to: 69, status: 'TO_RECEIVE_AND_BILL', received: 0, billed: 0 },
  { to: 77, status: 'TO_BILL', received: 1, billed: 0 },
  { to: 81, status: 'TO_RECEIVE', received: 0, billed: 1 },
  { to: 89, status: 'DRAFT', received: 0, billed: 0 },
  { to: 92, status: 'ON_HOLD', received: 0, billed: 0 },
  { to: 96, status: 'CLOSED', received: 0, billed: 0 },
  { to: 99, status: 'CANCELLED', received: 0, billed: 0 },
] as const;

const caseOf = (column: 'status' | 'received' | 'billed', k: string) =>
  `CASE ${PO_STATUSES.map((s) => `WHEN ${k} <= ${s.to} THEN ${typeof s[column] === 'string' ? `'${s[column]}'` : s[column]}`).join(' ')} END`;

/**
 * Adds 1,000 suppliers and `count` purchase orders of 1-4 lines each (on the company's first
 * 1,000 items, which generateItems must have made) over the last three years, numbered
 * PO-<code>-0000001..., each with its creation in the history, statuses spread as PO_STATUSES,
 * received and billed quantities as the status says; and the company's PO counter.
 */
export async function generatePurchaseOrders(databaseUrl: string, company: { companyId: string; companyCode: string }, count: number, log: (line: string) => void, batch = 100_000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { companyId, companyCode } = company;
  try {
    const started = performance.now();
    await client.query(`
      INSERT INTO suppliers (id, company_id, name, currency_id, email, created_at, updated_at, version)
      SELECT md5('supplier' || s)::uuid, c.id, 'Supplier ' || lpad(s::text, 4, '0'), c.base_currency_id, 'orders@supplier' || s || '.example', now(), now(), 1
      FROM generate_series(1, ${SUPPLIERS}) AS s, companies c WHERE c.id = $1`, [companyId]);
    const items = (await client.query('SELECT id, item_code FROM items WHERE company_id = $1 ORDER BY item_code LIMIT 1000', [companyId])).rows;
    const itemIds = `ARRAY[${items.map((i) => `'${i.id}'::uuid`).join(',')}]`;
    const itemCodes = `ARRAY[${items.map((i) => `'${i.item_code}'`).join(',')}]`;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query('BEGIN');
      await client.query(`
        CREATE TEMP TABLE po_batch ON COMMIT DROP AS
        SELECT i, k, lines, md5('po' || i)::uuid AS id,
               (now() - interval '3 years' + interval '3 years' * i / ${count}) AS created_at,
               ${caseOf('status', 'k')} AS status, ${caseOf('received', 'k')} AS received, ${caseOf('billed', 'k')} AS billed,
               md5('supplier' || (1 + (h >> 8) % ${SUPPLIERS}))::uuid AS supplier_id
        FROM generate_series(${from}, ${to}) AS i,
             LATERAL (SELECT ('x' || substr(md5('po' || i), 1, 8))::bit(32)::int & 2147483647 AS h) AS hashed,
             LATERAL (SELECT h % 100 AS k, 1 + (h >> 16) % 4 AS lines) AS derived`);
      await client.query(`
        CREATE TEMP TABLE pol_batch ON COMMIT DROP AS
        SELECT md5('pol' || b.i || '-' || n)::uuid AS id, $1::uuid AS company_id, b.id AS purchase_order_id, n AS line_number, (${itemIds})[1 + (b.i * 7 + n * 13) % ${items.length}] AS item_id, (${itemCodes})[1 + (b.i * 7 + n * 13) % ${items.length}] AS item_code,
               q AS qty, r AS rate, q * r AS amount, q * b.received AS received_qty, q * b.billed AS billed_qty
        FROM po_batch b, generate_series(1, b.lines) AS n,
             LATERAL (SELECT 1 + (b.i + n) % 20 AS q, round(1 + ((b.i * 31 + n) % 9999) / 100.0, 2) AS r) AS v`, [companyId]);
      await client.query(`
        INSERT INTO purchase_orders (id, company_id, number, supplier_id, currency_id, order_date, expected_date, status, total, base_total,
                                     received_percent, billed_percent, created_at, updated_at, version)
        SELECT b.id, c.id, 'PO-${companyCode}-' || lpad(b.i::text, greatest(6, length(b.i::text)), '0'), b.supplier_id, c.base_currency_id, b.created_at::date, b.created_at::date + 14,
               b.status, t.total, t.total, b.received * 100, b.billed * 100, b.created_at, b.created_at, 1
        FROM po_batch b
        JOIN (SELECT purchase_order_id, sum(amount) AS total FROM pol_batch GROUP BY purchase_order_id) t ON t.purchase_order_id = b.id,
        companies c WHERE c.id = $1`, [companyId]);
      await client.query(`
        INSERT INTO purchase_order_lines (id, company_id, purchase_order_id, line_number, item_id, item_code, qty, rate, amount, received_qty, billed_qty)
        SELECT * FROM pol_batch`);
      await client.query(`
        INSERT INTO purchase_order_history (company_id, purchase_order_id, action, from_status, to_status, at)
        SELECT $1::uuid, b.id, 'create', NULL, 'DRAFT', b.created_at FROM po_batch b
        UNION ALL
        SELECT $1::uuid, b.id, 'generated', 'DRAFT', b.status, b.created_at FROM po_batch b WHERE b.status <> 'DRAFT'`, [companyId]);
      await client.query(`
        INSERT INTO document_sequences (company_id, kind, last_value) VALUES ($1, 'PO', $2)
        ON CONFLICT (company_id, kind) DO UPDATE SET last_value = excluded.last_value`, [companyId, to]);
      await client.query('COMMIT');
    }
    await client.query('VACUUM (ANALYZE) suppliers, purchase_orders, purchase_order_lines, purchase_order_history');
    const seconds = (performance.now() - started) / 1000;
    log(`loaded ${SUPPLIERS} suppliers and ${count.toLocaleString('en')} purchase orders in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await client.end();
  }
}
