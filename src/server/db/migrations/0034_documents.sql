CREATE TABLE "documents" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"format" text NOT NULL,
	"etag" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_pkey" PRIMARY KEY("kind","record_id","version","format"),
	CONSTRAINT "documents_kind" CHECK ("documents"."kind" IN ('SALES_ORDER', 'INVOICE', 'PURCHASE_ORDER', 'DELIVERY'))
);
--> statement-breakpoint
-- the sales orders' PDFs rendered so far move to the one store, so they are not rendered again
INSERT INTO "documents" ("company_id", "kind", "record_id", "version", "format", "etag", "content", "created_at")
	SELECT "company_id", 'SALES_ORDER', "sales_order_id", "version", "format", "etag", "content", "created_at" FROM "sales_order_documents";--> statement-breakpoint
DROP TABLE "sales_order_documents";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;