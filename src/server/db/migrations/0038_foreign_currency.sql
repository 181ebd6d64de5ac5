CREATE TABLE "exchange_revaluations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"difference" numeric NOT NULL,
	"lines" jsonb NOT NULL,
	"journal_entry_id" uuid,
	"reversal_journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "bills_company_open_idx";--> statement-breakpoint
DROP INDEX "invoices_company_open_idx";--> statement-breakpoint
DROP INDEX "invoices_company_open_party_idx";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "currency_debit" numeric;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "currency_credit" numeric;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "base_total" numeric;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "base_outstanding" numeric;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "base_total" numeric;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "base_total" numeric;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "base_outstanding" numeric;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_base" numeric;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "base_total" numeric;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "base_amount" numeric;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "base_total" numeric;--> statement-breakpoint
ALTER TABLE "exchange_revaluations" ADD CONSTRAINT "exchange_revaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_revaluations" ADD CONSTRAINT "exchange_revaluations_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_revaluations" ADD CONSTRAINT "exchange_revaluations_reversal_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_revaluations" ADD CONSTRAINT "exchange_revaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_revaluations_number_key" ON "exchange_revaluations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "exchange_revaluations_company_date_idx" ON "exchange_revaluations" USING btree ("company_id","date","id");--> statement-breakpoint
-- what every document had so far was in the base currency (foreign ones were refused): its base amounts are its amounts
UPDATE "bills" SET "base_total" = "total", "base_outstanding" = "outstanding";--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "base_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "base_outstanding" SET NOT NULL;--> statement-breakpoint
UPDATE "purchase_orders" SET "base_total" = "total";--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "base_total" SET NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "base_total" = "total", "base_outstanding" = "outstanding";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "base_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "base_outstanding" SET NOT NULL;--> statement-breakpoint
UPDATE "sales_orders" SET "base_total" = "total";--> statement-breakpoint
ALTER TABLE "sales_orders" ALTER COLUMN "base_total" SET NOT NULL;--> statement-breakpoint
UPDATE "payment_allocations" SET "base_amount" = "amount";--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "base_amount" SET NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "base_total" = "total_amount";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "base_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_base_amounts" CHECK ("base_total" >= 0 AND "base_outstanding" >= 0 AND "exchange_rate" > 0);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_base_amounts" CHECK ("base_total" >= 0 AND "base_outstanding" >= 0 AND "exchange_rate" > 0);--> statement-breakpoint
-- every company's chart gets the exchange difference accounts (decisions §13 "Exchange rates"), unless the number or role is taken
INSERT INTO "accounts" ("id", "company_id", "account_number", "name", "parent_account_id", "type", "category", "ledger", "party_type", "party", "currency_id", "default_role")
SELECT gen_random_uuid(), c."id", x.number, x.name,
  (SELECT a."id" FROM "accounts" a WHERE a."company_id" = c."id" AND a."account_number" = '40000'),
  'REVENUE', 'NON_OPERATING', 'GL', 'COMPANY', c."name", c."base_currency_id", x.role
FROM "companies" c CROSS JOIN (VALUES ('40300', 'Realized exchange gain/loss', 'REALIZED_EXCHANGE'), ('40400', 'Unrealized exchange gain/loss', 'UNREALIZED_EXCHANGE')) AS x(number, name, role)
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND (a."account_number" = x.number OR a."default_role" = x.role));--> statement-breakpoint
-- the dashboard's sales months in the base currency: each invoice's items total at its rate (1 in the base currency)
CREATE OR REPLACE FUNCTION bos_sum_invoice_sales_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, date_trunc('month', posting_date)::date, sum(CASE WHEN is_return THEN -items_total ELSE items_total END * exchange_rate)
    FROM new_invoices WHERE status <> 'CANCELLED' GROUP BY 1, 2 HAVING sum(CASE WHEN is_return THEN -items_total ELSE items_total END * exchange_rate) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, month, sum(amount) FROM (
      SELECT company_id, date_trunc('month', posting_date)::date AS month, CASE WHEN is_return THEN -items_total ELSE items_total END * exchange_rate AS amount
      FROM new_invoices WHERE status <> 'CANCELLED'
      UNION ALL
      SELECT company_id, date_trunc('month', posting_date)::date, CASE WHEN is_return THEN items_total ELSE -items_total END * exchange_rate
      FROM old_invoices WHERE status <> 'CANCELLED'
    ) AS changes GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  ELSE
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, date_trunc('month', posting_date)::date, -sum(CASE WHEN is_return THEN -items_total ELSE items_total END * exchange_rate)
    FROM old_invoices WHERE status <> 'CANCELLED' GROUP BY 1, 2 HAVING sum(CASE WHEN is_return THEN -items_total ELSE items_total END * exchange_rate) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE INDEX "bills_company_open_idx" ON "bills" USING btree ("company_id","posting_date","due_date","outstanding","base_outstanding") WHERE "bills"."outstanding" <> 0;--> statement-breakpoint
CREATE INDEX "invoices_company_open_idx" ON "invoices" USING btree ("company_id","due_date","is_return","outstanding","base_outstanding") WHERE "invoices"."outstanding" <> 0;--> statement-breakpoint
CREATE INDEX "invoices_company_open_party_idx" ON "invoices" USING btree ("company_id","customer_id","due_date","is_return","outstanding","base_outstanding","posting_date","cancelled_on","id") WHERE "invoices"."outstanding" <> 0;
