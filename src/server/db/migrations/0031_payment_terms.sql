CREATE TABLE "payment_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"due_days" integer NOT NULL,
	"end_of_month" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_terms_due_days" CHECK ("payment_terms"."due_days" BETWEEN 0 AND 3650)
);
--> statement-breakpoint
DROP INDEX "bills_company_open_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_id" uuid;--> statement-breakpoint
-- bills had no due date: each was due on its posting date, and stays so
ALTER TABLE "bills" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "bills" SET "due_date" = "posting_date";--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "payment_terms_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_company_name_key" ON "payment_terms" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_terms_id_payment_terms_id_fk" FOREIGN KEY ("payment_terms_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_payment_terms_id_payment_terms_id_fk" FOREIGN KEY ("payment_terms_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_payment_terms_idx" ON "customers" USING btree ("payment_terms_id");--> statement-breakpoint
CREATE INDEX "suppliers_payment_terms_idx" ON "suppliers" USING btree ("payment_terms_id");--> statement-breakpoint
CREATE INDEX "bills_company_open_idx" ON "bills" USING btree ("company_id","posting_date","due_date","outstanding") WHERE "bills"."outstanding" <> 0;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_due_date" CHECK ("bills"."due_date" >= "bills"."posting_date");