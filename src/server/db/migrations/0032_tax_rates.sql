CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_percent" numeric NOT NULL,
	"sales_account_id" uuid NOT NULL,
	"purchase_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_rates_rate_percent" CHECK ("tax_rates"."rate_percent" >= 0 AND "tax_rates"."rate_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_amounts";--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "tax_percent" numeric;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "tax_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "tax_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "tax_percent" numeric;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "tax_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tax_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_percent" numeric;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "tax_percent" numeric;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "tax_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "tax_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_sales_account_id_accounts_id_fk" FOREIGN KEY ("sales_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_purchase_account_id_accounts_id_fk" FOREIGN KEY ("purchase_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_company_name_key" ON "tax_rates" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_tax_rate_idx" ON "bill_lines" USING btree ("tax_rate_id") WHERE "bill_lines"."tax_rate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_tax_rate_idx" ON "purchase_order_lines" USING btree ("tax_rate_id") WHERE "purchase_order_lines"."tax_rate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_lines_tax_rate_idx" ON "invoice_lines" USING btree ("tax_rate_id") WHERE "invoice_lines"."tax_rate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_order_lines_tax_rate_idx" ON "sales_order_lines" USING btree ("tax_rate_id") WHERE "sales_order_lines"."tax_rate_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_tax" CHECK (("bill_lines"."tax_rate_id" IS NULL) = ("bill_lines"."tax_percent" IS NULL) AND "bill_lines"."tax_amount" >= 0 AND ("bill_lines"."tax_rate_id" IS NOT NULL OR "bill_lines"."tax_amount" = 0));--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_tax" CHECK (("purchase_order_lines"."tax_rate_id" IS NULL) = ("purchase_order_lines"."tax_percent" IS NULL) AND "purchase_order_lines"."tax_amount" >= 0 AND ("purchase_order_lines"."tax_rate_id" IS NOT NULL OR "purchase_order_lines"."tax_amount" = 0));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tax" CHECK (("invoice_lines"."tax_rate_id" IS NULL) = ("invoice_lines"."tax_percent" IS NULL) AND "invoice_lines"."tax_amount" >= 0 AND ("invoice_lines"."tax_rate_id" IS NOT NULL OR "invoice_lines"."tax_amount" = 0));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts" CHECK ("invoices"."items_total" >= 0 AND "invoices"."charges_total" >= 0 AND "invoices"."tax_total" >= 0 AND "invoices"."total" = "invoices"."items_total" + "invoices"."tax_total" + "invoices"."charges_total" AND "invoices"."outstanding" >= 0 AND "invoices"."outstanding" <= "invoices"."total");--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_tax" CHECK (("sales_order_lines"."tax_rate_id" IS NULL) = ("sales_order_lines"."tax_percent" IS NULL) AND "sales_order_lines"."tax_amount" >= 0 AND ("sales_order_lines"."tax_rate_id" IS NOT NULL OR "sales_order_lines"."tax_amount" = 0));--> statement-breakpoint
-- every company gets the standard chart's new "Tax receivable" (purchase tax), unless its number or role is taken
INSERT INTO "accounts" ("id", "company_id", "account_number", "name", "parent_account_id", "type", "category", "ledger", "party_type", "party", "currency_id", "default_role")
SELECT gen_random_uuid(), c."id", '10500', 'Tax receivable',
  (SELECT a."id" FROM "accounts" a WHERE a."company_id" = c."id" AND a."account_number" = '10000'),
  'ASSET', 'CURRENT', 'GL', 'COMPANY', c."name", c."base_currency_id", 'TAX_RECEIVABLE'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND (a."account_number" = '10500' OR a."default_role" = 'TAX_RECEIVABLE'));
