CREATE TABLE "invoice_charges" (
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"description" text,
	"charge_type" text,
	"amount" numeric NOT NULL,
	"account_id" uuid NOT NULL,
	"charge_id" uuid,
	"global" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_charges_invoice_id_line_number_pk" PRIMARY KEY("invoice_id","line_number"),
	CONSTRAINT "invoice_charges_amount" CHECK ("invoice_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"qty" numeric NOT NULL,
	"unit_price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "invoice_lines_invoice_id_line_number_pk" PRIMARY KEY("invoice_id","line_number"),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."qty" > 0 AND "invoice_lines"."unit_price" >= 0 AND "invoice_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"is_return" boolean NOT NULL,
	"return_against_id" uuid,
	"status" text NOT NULL,
	"items_total" numeric NOT NULL,
	"charges_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"outstanding" numeric NOT NULL,
	"journal_entry_id" uuid,
	"cost_journal_entry_id" uuid,
	"cancelled_on" date,
	"reversal_journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_id_company_key" UNIQUE("id","company_id"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('UNPAID', 'PARTLY_PAID', 'PAID', 'RETURN', 'CANCELLED')),
	CONSTRAINT "invoices_due_date" CHECK ("invoices"."due_date" >= "invoices"."posting_date"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."items_total" >= 0 AND "invoices"."charges_total" >= 0 AND "invoices"."total" = "invoices"."items_total" + "invoices"."charges_total" AND "invoices"."outstanding" >= 0 AND "invoices"."outstanding" <= "invoices"."total"),
	CONSTRAINT "invoices_return_against" CHECK ("invoices"."return_against_id" IS NULL OR ("invoices"."is_return" AND "invoices"."return_against_id" <> "invoices"."id"))
);
--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_invoice_fk" FOREIGN KEY ("invoice_id","company_id") REFERENCES "public"."invoices"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("invoice_id","company_id") REFERENCES "public"."invoices"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cost_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("cost_journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reversal_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_against_fk" FOREIGN KEY ("return_against_id","company_id") REFERENCES "public"."invoices"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_company_item_idx" ON "invoice_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","posting_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_customer_date_idx" ON "invoices" USING btree ("company_id","customer_id","posting_date");--> statement-breakpoint
CREATE INDEX "invoices_company_status_date_idx" ON "invoices" USING btree ("company_id","status","posting_date");--> statement-breakpoint
CREATE INDEX "invoices_company_return_date_idx" ON "invoices" USING btree ("company_id","is_return","posting_date");--> statement-breakpoint
CREATE INDEX "invoices_return_against_idx" ON "invoices" USING btree ("return_against_id");