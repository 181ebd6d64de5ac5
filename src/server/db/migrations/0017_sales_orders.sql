CREATE TABLE "sales_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"total" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_delivery_lines" (
	"delivery_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"sales_order_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"qty" numeric NOT NULL,
	"unit_price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "sales_delivery_lines_delivery_id_line_number_pk" PRIMARY KEY("delivery_id","line_number"),
	CONSTRAINT "sales_delivery_lines_qty" CHECK ("sales_delivery_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_counts" (
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_order_counts_company_id_customer_id_status_pk" PRIMARY KEY("company_id","customer_id","status")
);
--> statement-breakpoint
CREATE TABLE "sales_order_day_counts" (
	"company_id" uuid NOT NULL,
	"created_on" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_order_day_counts_company_id_created_on_status_pk" PRIMARY KEY("company_id","created_on","status")
);
--> statement-breakpoint
CREATE TABLE "sales_order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"field" text NOT NULL,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"qty" numeric NOT NULL,
	"unit_price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"delivered_qty" numeric DEFAULT '0' NOT NULL,
	"billed_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_order_lines_qty" CHECK ("sales_order_lines"."qty" > 0 AND "sales_order_lines"."unit_price" >= 0 AND "sales_order_lines"."delivered_qty" >= 0 AND "sales_order_lines"."delivered_qty" <= "sales_order_lines"."qty" AND "sales_order_lines"."billed_qty" >= 0 AND "sales_order_lines"."billed_qty" <= "sales_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"notes" text,
	"workflow_state" text NOT NULL,
	"status" text NOT NULL,
	"held_status" text,
	"total" numeric NOT NULL,
	"delivered_percent" numeric DEFAULT '0' NOT NULL,
	"billed_percent" numeric DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_orders_workflow_state" CHECK ("sales_orders"."workflow_state" IN ('DRAFT', 'PENDING_APPROVAL', 'APPROVED')),
	CONSTRAINT "sales_orders_status" CHECK ("sales_orders"."status" IN ('DRAFT', 'TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED')),
	CONSTRAINT "sales_orders_delivery_date" CHECK ("sales_orders"."delivery_date" IS NULL OR "sales_orders"."delivery_date" >= "sales_orders"."order_date")
);
--> statement-breakpoint
ALTER TABLE "sales_deliveries" ADD CONSTRAINT "sales_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deliveries" ADD CONSTRAINT "sales_deliveries_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deliveries" ADD CONSTRAINT "sales_deliveries_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deliveries" ADD CONSTRAINT "sales_deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_delivery_lines" ADD CONSTRAINT "sales_delivery_lines_delivery_id_sales_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."sales_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_delivery_lines" ADD CONSTRAINT "sales_delivery_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_delivery_lines" ADD CONSTRAINT "sales_delivery_lines_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_delivery_lines" ADD CONSTRAINT "sales_delivery_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_delivery_lines" ADD CONSTRAINT "sales_delivery_lines_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_counts" ADD CONSTRAINT "sales_order_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_counts" ADD CONSTRAINT "sales_order_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_day_counts" ADD CONSTRAINT "sales_order_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_history" ADD CONSTRAINT "sales_order_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_history" ADD CONSTRAINT "sales_order_history_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_history" ADD CONSTRAINT "sales_order_history_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_deliveries_number_key" ON "sales_deliveries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_deliveries_order_idx" ON "sales_deliveries" USING btree ("sales_order_id","posting_date");--> statement-breakpoint
CREATE INDEX "sales_order_counts_company_status_idx" ON "sales_order_counts" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "sales_order_history_order_idx" ON "sales_order_history" USING btree ("sales_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_lines_order_line_key" ON "sales_order_lines" USING btree ("sales_order_id","line_number");--> statement-breakpoint
CREATE INDEX "sales_order_lines_item_idx" ON "sales_order_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_number_key" ON "sales_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_orders_company_created_idx" ON "sales_orders" USING btree ("company_id",date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC'),"id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_status_created_idx" ON "sales_orders" USING btree ("company_id","status",date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC'),"id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_customer_created_idx" ON "sales_orders" USING btree ("company_id","customer_id",date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC'),"id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_customer_status_created_idx" ON "sales_orders" USING btree ("company_id","customer_id","status",date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC'),"id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_number_idx" ON "sales_orders" USING btree ("company_id",length("number"),"number","id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_total_idx" ON "sales_orders" USING btree ("company_id","total","id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_status_total_idx" ON "sales_orders" USING btree ("company_id","status","total","id");--> statement-breakpoint
-- The sales-order list's counts, kept in the transaction that writes the orders (as
-- purchase_order_counts): per company, customer and status, and per company, creation day (UTC)
-- and status. One statement trigger sums the statement's new rows (+1) and old rows (-1) per
-- key, so an order whose status changes moves its counts and an update that keeps them writes nothing.
CREATE FUNCTION bos_count_sales_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_order_counts (company_id, customer_id, status, orders)
    SELECT company_id, customer_id, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, 1 AS delta FROM new_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, customer_id, status) DO UPDATE SET orders = sales_order_counts.orders + excluded.orders;
    INSERT INTO sales_order_day_counts (company_id, created_on, status, orders)
    SELECT company_id, created_on, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, 1 AS delta FROM new_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, created_on, status) DO UPDATE SET orders = sales_order_day_counts.orders + excluded.orders;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_order_counts (company_id, customer_id, status, orders)
    SELECT company_id, customer_id, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, 1 AS delta FROM new_orders UNION ALL SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, -1 AS delta FROM old_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, customer_id, status) DO UPDATE SET orders = sales_order_counts.orders + excluded.orders;
    INSERT INTO sales_order_day_counts (company_id, created_on, status, orders)
    SELECT company_id, created_on, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, 1 AS delta FROM new_orders UNION ALL SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, -1 AS delta FROM old_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, created_on, status) DO UPDATE SET orders = sales_order_day_counts.orders + excluded.orders;
  ELSE
    INSERT INTO sales_order_counts (company_id, customer_id, status, orders)
    SELECT company_id, customer_id, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, -1 AS delta FROM old_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, customer_id, status) DO UPDATE SET orders = sales_order_counts.orders + excluded.orders;
    INSERT INTO sales_order_day_counts (company_id, created_on, status, orders)
    SELECT company_id, created_on, status, sum(delta) FROM (SELECT company_id, customer_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, status, -1 AS delta FROM old_orders) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, created_on, status) DO UPDATE SET orders = sales_order_day_counts.orders + excluded.orders;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_orders_count_insert AFTER INSERT ON "sales_orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_sales_orders();--> statement-breakpoint
CREATE TRIGGER sales_orders_count_update AFTER UPDATE ON "sales_orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_sales_orders();--> statement-breakpoint
CREATE TRIGGER sales_orders_count_delete AFTER DELETE ON "sales_orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_sales_orders();--> statement-breakpoint
-- Only that trigger writes the counts (it runs at trigger depth 1, its writes at 2).
CREATE FUNCTION bos_sales_order_counts_only_by_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'sales order counts change only by writing sales orders' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_order_counts_only_by_orders BEFORE INSERT OR UPDATE OR DELETE ON "sales_order_counts" FOR EACH ROW EXECUTE FUNCTION bos_sales_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER sales_order_counts_no_truncate BEFORE TRUNCATE ON "sales_order_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_sales_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER sales_order_day_counts_only_by_orders BEFORE INSERT OR UPDATE OR DELETE ON "sales_order_day_counts" FOR EACH ROW EXECUTE FUNCTION bos_sales_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER sales_order_day_counts_no_truncate BEFORE TRUNCATE ON "sales_order_day_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_sales_order_counts_only_by_orders();
