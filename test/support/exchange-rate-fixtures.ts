import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** The currencies every test company can use beside its base one, each at SEEDED_RATE from SEEDED_FROM on. */
export const SEEDED_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'PLN', 'CHF', 'BHD', 'CAD'];
export const SEEDED_RATE = '1.25';
export const SEEDED_FROM = '2000-01-01';

/**
 * Rates into the company's base currency for the seeded currencies, so that tests of orders and
 * documents in another currency need not set them up. A currency left out (SEK, ...) has none:
 * the tests of 422 no-exchange-rate use one.
 */
export async function seedExchangeRates(t: TestApp, companyId: string) {
  await t.database.db.execute(sql`
    INSERT INTO exchange_rates (id, company_id, from_currency_id, to_currency_id, rate, date)
    SELECT gen_random_uuid(), co.id, c.id, co.base_currency_id, ${SEEDED_RATE}, ${SEEDED_FROM}::date
    FROM companies co JOIN currencies c ON c.code IN (${sql.join(SEEDED_CURRENCIES.map((code) => sql`${code}`), sql`, `)}) AND c.id <> co.base_currency_id
    WHERE co.id = ${companyId}
    ON CONFLICT DO NOTHING`);
}
