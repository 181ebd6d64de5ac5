CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid,
	"bill_id" uuid,
	"amount" numeric NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_line_number_pk" PRIMARY KEY("payment_id","line_number"),
	CONSTRAINT "payment_allocations_document" CHECK (("payment_allocations"."invoice_id" IS NULL) <> ("payment_allocations"."bill_id" IS NULL)),
	CONSTRAINT "payment_allocations_amount" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"party_type" text NOT NULL,
	"customer_id" uuid,
	"supplier_id" uuid,
	"payment_type" text NOT NULL,
	"payment_method_label" text NOT NULL,
	"reference" text NOT NULL,
	"posting_date" date NOT NULL,
	"currency_id" uuid NOT NULL,
	"net_amount" numeric NOT NULL,
	"charge" numeric NOT NULL,
	"gateway_charge" numeric NOT NULL,
	"merchant_commission" numeric NOT NULL,
	"tax" numeric NOT NULL,
	"total_amount" numeric NOT NULL,
	"is_gl_only" boolean NOT NULL,
	"allocated_amount" numeric NOT NULL,
	"status" text NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"cancelled_on" date,
	"reversal_journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payments_id_company_key" UNIQUE("id","company_id"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('POSTED', 'CANCELLED')),
	CONSTRAINT "payments_party" CHECK (("payments"."party_type" = 'CUSTOMER' AND "payments"."payment_type" = 'RECEIVE' AND "payments"."customer_id" IS NOT NULL AND "payments"."supplier_id" IS NULL)
    OR ("payments"."party_type" = 'SUPPLIER' AND "payments"."payment_type" = 'PAY' AND "payments"."supplier_id" IS NOT NULL AND "payments"."customer_id" IS NULL)),
	CONSTRAINT "payments_amounts" CHECK ("payments"."net_amount" >= 0 AND "payments"."charge" >= 0 AND "payments"."gateway_charge" >= 0 AND "payments"."merchant_commission" >= 0 AND "payments"."tax" >= 0
    AND "payments"."total_amount" > 0 AND "payments"."total_amount" = "payments"."net_amount" + "payments"."charge" + "payments"."gateway_charge" + "payments"."merchant_commission" + "payments"."tax"
    AND "payments"."allocated_amount" >= 0 AND "payments"."allocated_amount" <= "payments"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("payment_id","company_id") REFERENCES "public"."payments"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_fk" FOREIGN KEY ("invoice_id","company_id") REFERENCES "public"."invoices"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_bill_idx" ON "payment_allocations" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_key" ON "payments" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","posting_date","id");--> statement-breakpoint
CREATE INDEX "payments_company_customer_date_idx" ON "payments" USING btree ("company_id","customer_id","posting_date");--> statement-breakpoint
CREATE INDEX "payments_company_supplier_date_idx" ON "payments" USING btree ("company_id","supplier_id","posting_date");--> statement-breakpoint
CREATE INDEX "payments_company_type_date_idx" ON "payments" USING btree ("company_id","payment_type","posting_date");--> statement-breakpoint
CREATE INDEX "payments_company_status_date_idx" ON "payments" USING btree ("company_id","status","posting_date");