CREATE TABLE "stock_balances" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"qty" numeric DEFAULT '0' NOT NULL,
	"value" numeric DEFAULT '0' NOT NULL,
	"rate" numeric DEFAULT '0' NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	"last_lot_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"entry_type" text NOT NULL,
	"posting_date" date NOT NULL,
	"total_value" numeric NOT NULL,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_entries_entry_type" CHECK ("stock_entries"."entry_type" IN ('RECEIPT', 'ISSUE'))
);
--> statement-breakpoint
CREATE TABLE "stock_entry_lines" (
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"qty" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"value" numeric NOT NULL,
	"movement_id" uuid NOT NULL,
	CONSTRAINT "stock_entry_lines_entry_id_line_number_pk" PRIMARY KEY("entry_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"qty" numeric NOT NULL,
	"rate" numeric NOT NULL,
	CONSTRAINT "stock_lots_item_id_seq_pk" PRIMARY KEY("item_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"posting_date" date NOT NULL,
	"kind" text NOT NULL,
	"qty" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"value" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"variance" numeric NOT NULL,
	"balance_qty" numeric NOT NULL,
	"balance_value" numeric NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_number" text NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_entry_id_stock_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stock_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_company_idx" ON "stock_balances" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_entries_number_key" ON "stock_entries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "stock_entries_company_date_idx" ON "stock_entries" USING btree ("company_id","posting_date","id");--> statement-breakpoint
CREATE INDEX "stock_entries_company_type_date_idx" ON "stock_entries" USING btree ("company_id","entry_type","posting_date");--> statement-breakpoint
CREATE INDEX "stock_entry_lines_item_idx" ON "stock_entry_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_item_seq_key" ON "stock_movements" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_item_date_idx" ON "stock_movements" USING btree ("item_id","posting_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_source_idx" ON "stock_movements" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "stock_movements_company_idx" ON "stock_movements" USING btree ("company_id");--> statement-breakpoint
-- Data: the two default accounts the stock ledger adds to the standard chart
-- (standard-chart.ts), for every company made before it. The number is the chart's when it
-- is free, else the next free one above it in the type's range; the parent is the chart's
-- group when it still is one (or has no postings).
INSERT INTO "accounts" ("id", "company_id", "account_number", "name", "parent_account_id", "type", "category", "ledger", "party_type", "party", "currency_id", "default_role")
SELECT gen_random_uuid(), c."id",
  (SELECT n::text FROM generate_series(20400, 29999) AS n
    WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."account_number" = n::text) ORDER BY n LIMIT 1),
  'Goods received not billed',
  (SELECT p."id" FROM "accounts" p WHERE p."company_id" = c."id" AND p."account_number" = '20000' AND p."type" = 'LIABILITY'
    AND NOT EXISTS (SELECT 1 FROM "ledger_lines" l WHERE l."account_id" = p."id")),
  'LIABILITY', 'CURRENT', 'GL', 'COMPANY', c."name", c."base_currency_id", 'GOODS_RECEIVED_NOT_BILLED'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."default_role" = 'GOODS_RECEIVED_NOT_BILLED');--> statement-breakpoint
INSERT INTO "accounts" ("id", "company_id", "account_number", "name", "parent_account_id", "type", "category", "ledger", "party_type", "party", "currency_id", "default_role")
SELECT gen_random_uuid(), c."id",
  (SELECT n::text FROM generate_series(50600, 59999) AS n
    WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."account_number" = n::text) ORDER BY n LIMIT 1),
  'Stock adjustments',
  (SELECT p."id" FROM "accounts" p WHERE p."company_id" = c."id" AND p."account_number" = '50000' AND p."type" = 'EXPENSE'
    AND NOT EXISTS (SELECT 1 FROM "ledger_lines" l WHERE l."account_id" = p."id")),
  'EXPENSE', 'OPERATING', 'GL', 'COMPANY', c."name", c."base_currency_id", 'STOCK_ADJUSTMENT'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."default_role" = 'STOCK_ADJUSTMENT');
