import { sql } from 'drizzle-orm';
import { percentText, type TaxSummary, type TaxSummaryQuery } from '../../../contract/tax-rates';
import { queryRows } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber } from '../core/money';

type Sums = {
  id: string; name: string; rate_percent: string; currency: string; minor_units: number;
  sales_base: string; sales_tax: string; purchase_base: string; purchase_tax: string;
};

/**
 * `GET /reports/tax-summary` (decisions §13): per tax rate of the company, the taxed lines of
 * invoices (less credit notes) and of bills in the range, in the base currency (each document's
 * tax per rate at its rate), as the ledger has them: a document
 * counts on its posting date and, when cancelled, counts back out on its cancellation date (the
 * day its reversal is posted). So each rate's sales tax is what its sales account was credited
 * in the range by invoices, and its purchase tax what its purchase account was debited by bills.
 */
export async function taxSummary(ctx: Ctx, query: TaxSummaryQuery): Promise<TaxSummary> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const { fromDate, toDate } = query;
  const rows = await queryRows<Sums>(db, sql`
    WITH base AS (
      SELECT c.minor_units FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = ${companyId}
    ), sales_documents AS (
      -- per document and rate in the document's currency, then in the base currency at its rate, as its entry posted the tax
      SELECT il.tax_rate_id, s.sign, i.exchange_rate, SUM(il.amount) AS base, SUM(il.tax_amount) AS tax
      FROM invoices i
      JOIN invoice_lines il ON il.invoice_id = i.id
      CROSS JOIN LATERAL (
        SELECT CASE WHEN i.is_return THEN -1 ELSE 1 END * (
          CASE WHEN i.posting_date BETWEEN ${fromDate} AND ${toDate} THEN 1 ELSE 0 END
          - CASE WHEN i.cancelled_on BETWEEN ${fromDate} AND ${toDate} THEN 1 ELSE 0 END) AS sign
      ) s
      WHERE i.company_id = ${companyId} AND il.tax_rate_id IS NOT NULL
        AND (i.posting_date BETWEEN ${fromDate} AND ${toDate} OR i.cancelled_on BETWEEN ${fromDate} AND ${toDate})
      GROUP BY i.id, il.tax_rate_id, s.sign, i.exchange_rate
    ), sales AS (
      SELECT tax_rate_id, SUM(sign * round(base * exchange_rate, (SELECT minor_units FROM base))) AS base,
             SUM(sign * round(tax * exchange_rate, (SELECT minor_units FROM base))) AS tax
      FROM sales_documents GROUP BY tax_rate_id
    ), purchase_documents AS (
      SELECT bl.tax_rate_id, b.exchange_rate, SUM(bl.amount) AS base, SUM(bl.tax_amount) AS tax
      FROM bills b JOIN bill_lines bl ON bl.bill_id = b.id
      WHERE b.company_id = ${companyId} AND bl.tax_rate_id IS NOT NULL AND b.posting_date BETWEEN ${fromDate} AND ${toDate}
      GROUP BY b.id, bl.tax_rate_id, b.exchange_rate
    ), purchases AS (
      SELECT tax_rate_id, SUM(round(base * exchange_rate, (SELECT minor_units FROM base))) AS base,
             SUM(round(tax * exchange_rate, (SELECT minor_units FROM base))) AS tax
      FROM purchase_documents GROUP BY tax_rate_id
    )
    SELECT r.id, r.name, r.rate_percent::text AS rate_percent, c.code AS currency, c.minor_units,
           COALESCE(sales.base, 0)::text AS sales_base, COALESCE(sales.tax, 0)::text AS sales_tax,
           COALESCE(purchases.base, 0)::text AS purchase_base, COALESCE(purchases.tax, 0)::text AS purchase_tax
    FROM tax_rates r
    JOIN companies co ON co.id = r.company_id
    JOIN currencies c ON c.id = co.base_currency_id
    LEFT JOIN sales ON sales.tax_rate_id = r.id
    LEFT JOIN purchases ON purchases.tax_rate_id = r.id
    WHERE r.company_id = ${companyId}
    ORDER BY lower(r.name), r.id`);

  const [{ currency, minor_units: minorUnits }] = rows.length > 0 ? rows
    : await queryRows<{ currency: string; minor_units: number }>(db, sql`
        SELECT c.code AS currency, c.minor_units FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = ${companyId}`);
  const money = (d: Decimal.Value) => moneyNumber(new Decimal(d), minorUnits);
  const zero = new Decimal(0);
  const sums = { salesBase: zero, salesTax: zero, purchaseBase: zero, purchaseTax: zero };
  const figures = (r: typeof sums) => ({
    salesBase: money(r.salesBase), salesTax: money(r.salesTax), purchaseBase: money(r.purchaseBase), purchaseTax: money(r.purchaseTax),
    netPayable: money(r.salesTax.minus(r.purchaseTax)),
  });
  const answered = rows.map((r) => {
    const row = { salesBase: new Decimal(r.sales_base), salesTax: new Decimal(r.sales_tax), purchaseBase: new Decimal(r.purchase_base), purchaseTax: new Decimal(r.purchase_tax) };
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] = sums[key].plus(row[key]);
    return { taxRateIdString: r.id, name: r.name, ratePercent: percentText(r.rate_percent), ...figures(row) };
  });
  return { companyIdString: companyId, fromDate, toDate, currencyCodeString: currency, rows: answered, totals: figures(sums) };
}
