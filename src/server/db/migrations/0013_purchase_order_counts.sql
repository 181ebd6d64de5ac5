CREATE TABLE "purchase_order_counts" (
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "purchase_order_counts_company_id_supplier_id_status_pk" PRIMARY KEY("company_id","supplier_id","status")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD CONSTRAINT "purchase_order_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD CONSTRAINT "purchase_order_counts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_counts_company_status_idx" ON "purchase_order_counts" USING btree ("company_id","status");--> statement-breakpoint
-- The purchase-order list's counts per company, supplier and status, kept in the transaction
-- that writes the orders: one statement trigger sums the statement's new rows (+1) and old
-- rows (-1) per key, so an order whose status changes moves its count, and an update that
-- keeps supplier and status writes nothing.
CREATE FUNCTION bos_count_purchase_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO purchase_order_counts (company_id, supplier_id, status, orders)
    SELECT company_id, supplier_id, status, count(*) FROM new_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, supplier_id, status) DO UPDATE SET orders = purchase_order_counts.orders + excluded.orders;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO purchase_order_counts (company_id, supplier_id, status, orders)
    SELECT company_id, supplier_id, status, sum(delta) FROM (
      SELECT company_id, supplier_id, status, 1 AS delta FROM new_orders
      UNION ALL
      SELECT company_id, supplier_id, status, -1 FROM old_orders
    ) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, supplier_id, status) DO UPDATE SET orders = purchase_order_counts.orders + excluded.orders;
  ELSE
    INSERT INTO purchase_order_counts (company_id, supplier_id, status, orders)
    SELECT company_id, supplier_id, status, -count(*) FROM old_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, supplier_id, status) DO UPDATE SET orders = purchase_order_counts.orders + excluded.orders;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counts of the orders already there; order writes wait until this migration commits.
LOCK TABLE "purchase_orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO purchase_order_counts (company_id, supplier_id, status, orders)
SELECT company_id, supplier_id, status, count(*) FROM purchase_orders GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_insert AFTER INSERT ON "purchase_orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_orders();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_update AFTER UPDATE ON "purchase_orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_orders();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_delete AFTER DELETE ON "purchase_orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_orders();--> statement-breakpoint
-- Only that trigger writes the counts (it runs at trigger depth 1, its writes at 2).
CREATE FUNCTION bos_purchase_order_counts_only_by_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'purchase order counts change only by writing purchase orders' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_only_by_orders BEFORE INSERT OR UPDATE OR DELETE ON "purchase_order_counts" FOR EACH ROW EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_no_truncate BEFORE TRUNCATE ON "purchase_order_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();
