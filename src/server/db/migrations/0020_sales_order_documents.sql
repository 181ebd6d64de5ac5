CREATE TABLE "sales_order_documents" (
	"company_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"format" text NOT NULL,
	"etag" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_documents_pkey" PRIMARY KEY("sales_order_id","version","format")
);
--> statement-breakpoint
ALTER TABLE "sales_order_documents" ADD CONSTRAINT "sales_order_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_documents" ADD CONSTRAINT "sales_order_documents_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;