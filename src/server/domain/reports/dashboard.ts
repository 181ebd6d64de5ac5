import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardQuery } from '../../../contract/dashboard';
import type { SalesOrderStatus } from '../../../contract/sales-orders';
import { queryRows } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber } from '../core/money';

/** Sales orders that are still to be worked on: every status but these. */
const FINISHED_ORDER_STATUSES = ['COMPLETED', 'CLOSED', 'CANCELLED'];

/** YYYY-MM of the month `offset` months from the one `date` (YYYY-MM-DD) lies in. */
export function monthOf(date: string, offset = 0): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + offset;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * `GET /reports/dashboard` (issue 11; docs/payments.md "Dashboard"): one query per figure
 * family, each served by an index (migration "reports_indexes"), taken on today's date (UTC).
 */
export async function dashboard(ctx: Ctx, query: DashboardQuery, today = new Date().toISOString().slice(0, 10)): Promise<Dashboard> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const [currency] = await queryRows<{ code: string; minor_units: number }>(db, sql`
    SELECT c.code, c.minor_units FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = ${companyId}`);
  const money = (value: string | null | undefined) => moneyNumber(new Decimal(value ?? 0), currency.minor_units) + 0;
  const firstMonth = monthOf(today, -11);
  const nextMonth = monthOf(today, 1);

  // one after the other: inside a transaction they would share one connection

  // sales: items totals of invoices less credit notes, not cancelled, per posting month: the months the invoices'
  // triggers keep (invoice_sales_months, migration 0027), twelve rows whatever the number of invoices
  const sales = await queryRows<{ month: string; amount: string }>(db, sql`
    SELECT to_char(month, 'YYYY-MM') AS month, amount::text AS amount
    FROM invoice_sales_months
    WHERE company_id = ${companyId} AND month >= ${`${firstMonth}-01`}::date AND month < ${`${nextMonth}-01`}::date`);
  const salesOf = new Map(sales.map((s) => [s.month, s.amount]));
  const salesByMonth = Array.from({ length: 12 }, (_, i) => monthOf(today, i - 11)).map((month) => ({ month, amount: money(salesOf.get(month)) }));

  // open sales orders per status: the list's count table (kept by triggers), never the orders
  const orders = await queryRows<{ status: SalesOrderStatus; count: number }>(db, sql`
    SELECT status, SUM(orders)::int AS count FROM sales_order_counts
    WHERE company_id = ${companyId} AND status NOT IN (${sql.join(FINISHED_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)})
    GROUP BY status HAVING SUM(orders) > 0 ORDER BY status`);

  // open invoices and bills in the base currency (partial indexes on outstanding <> 0), overdue after their due dates
  const [open] = await queryRows<{ receivables: string | null; receivables_overdue: string | null; payables: string | null; payables_overdue: string | null }>(db, sql`
    SELECT r.outstanding::text AS receivables, r.overdue::text AS receivables_overdue, p.outstanding::text AS payables, p.overdue::text AS payables_overdue
    FROM (SELECT SUM(base_outstanding) AS outstanding, SUM(base_outstanding) FILTER (WHERE due_date < ${today}::date) AS overdue
          FROM invoices WHERE company_id = ${companyId} AND outstanding <> 0 AND NOT is_return) r,
         (SELECT SUM(base_outstanding) AS outstanding, SUM(base_outstanding) FILTER (WHERE due_date < ${today}::date) AS overdue
          FROM bills WHERE company_id = ${companyId} AND outstanding <> 0) p`);

  // cash: the CASH and BANK default accounts and the accounts under them, from the running balances less postings after today
  const [cash] = await queryRows<{ balance: string | null }>(db, sql`
    WITH RECURSIVE cash_accounts AS (
      SELECT id FROM accounts WHERE company_id = ${companyId} AND default_role IN ('CASH', 'BANK')
      UNION SELECT a.id FROM accounts a JOIN cash_accounts c ON a.parent_account_id = c.id
    )
    SELECT (COALESCE((SELECT SUM(ab.debit - ab.credit) FROM account_balances ab WHERE ab.account_id IN (SELECT id FROM cash_accounts)), 0)
          - COALESCE((SELECT SUM(l.debit - l.credit) FROM ledger_lines l WHERE l.account_id IN (SELECT id FROM cash_accounts) AND l.posting_date > ${today}::date), 0))::text AS balance`);

  // low stock: stock items with nothing (or less) on hand, lowest first, and how many there are
  const low = await queryRows<{ id: string; item_code: string; name: string; qty: string; count: number }>(db, sql`
    SELECT i.id, i.item_code, i.name, COALESCE(b.qty, 0)::text AS qty, (COUNT(*) OVER ())::int AS count
    FROM items i LEFT JOIN stock_balances b ON b.item_id = i.id
    WHERE i.company_id = ${companyId} AND i.maintain_stock AND COALESCE(b.qty, 0) <= 0
    ORDER BY COALESCE(b.qty, 0), lower(i.item_code), i.id
    LIMIT 10`);

  return {
    companyIdString: companyId,
    currency: currency.code,
    asOf: today,
    salesThisMonth: salesByMonth[11].amount,
    salesByMonth,
    openSalesOrders: orders.map((o) => ({ status: o.status, count: Number(o.count) })),
    receivablesOutstanding: money(open?.receivables),
    receivablesOverdue: money(open?.receivables_overdue),
    payablesOutstanding: money(open?.payables),
    payablesOverdue: money(open?.payables_overdue),
    cashBalance: money(cash?.balance),
    lowStockItems: low.map((l) => ({ id: l.id, itemCode: l.item_code, name: l.name, stockQty: Number(l.qty) + 0 })),
    lowStockCount: low[0]?.count ?? 0,
  };
}
