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
