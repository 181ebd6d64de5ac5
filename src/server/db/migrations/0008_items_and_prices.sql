CREATE TABLE "item_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"price" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "item_prices_price" CHECK ("item_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"item_group" text NOT NULL,
	"uom" text NOT NULL,
	"valuation_method" text NOT NULL,
	"maintain_stock" boolean NOT NULL,
	"allow_negative_stock" boolean NOT NULL,
	"standard_cost" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "items_valuation_method" CHECK ("items"."valuation_method" IN ('MAVG', 'FIFO', 'LIFO', 'STANDARD')),
	CONSTRAINT "items_standard_cost" CHECK ("items"."valuation_method" <> 'STANDARD' OR "items"."standard_cost" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_prices_item_currency_idx" ON "item_prices" USING btree ("item_id","currency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "item_prices_company_created_idx" ON "item_prices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_item_code_key" ON "items" USING btree ("company_id",lower("item_code"));--> statement-breakpoint
CREATE INDEX "items_company_group_idx" ON "items" USING btree ("company_id",lower("item_group"));