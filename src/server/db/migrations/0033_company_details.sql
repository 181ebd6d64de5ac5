ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_details" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;