ALTER TABLE "bills" ADD COLUMN "payment_terms_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms_id" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payment_terms_id_payment_terms_id_fk" FOREIGN KEY ("payment_terms_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_terms_id_payment_terms_id_fk" FOREIGN KEY ("payment_terms_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_payment_terms_idx" ON "bills" USING btree ("payment_terms_id") WHERE "bills"."payment_terms_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_payment_terms_idx" ON "invoices" USING btree ("payment_terms_id") WHERE "invoices"."payment_terms_id" IS NOT NULL;--> statement-breakpoint
-- documents posted before: the party's terms, where they give exactly the document's due date
UPDATE "invoices" i SET "payment_terms_id" = t."id"
FROM "customers" c JOIN "payment_terms" t ON t."id" = c."payment_terms_id"
WHERE c."id" = i."customer_id" AND NOT i."is_return"
  AND i."due_date" = CASE WHEN t."end_of_month" THEN (date_trunc('month', i."posting_date" + t."due_days") + interval '1 month - 1 day')::date ELSE i."posting_date" + t."due_days" END;--> statement-breakpoint
UPDATE "bills" b SET "payment_terms_id" = t."id"
FROM "suppliers" s JOIN "payment_terms" t ON t."id" = s."payment_terms_id"
WHERE s."id" = b."supplier_id"
  AND b."due_date" = CASE WHEN t."end_of_month" THEN (date_trunc('month', b."posting_date" + t."due_days") + interval '1 month - 1 day')::date ELSE b."posting_date" + t."due_days" END;
