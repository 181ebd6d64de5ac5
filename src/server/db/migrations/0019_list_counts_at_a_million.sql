CREATE TABLE "purchase_order_day_counts" (
	"company_id" uuid NOT NULL,
	"order_date" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "purchase_order_day_counts_company_id_order_date_status_pk" PRIMARY KEY("company_id","order_date","status")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_status_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "purchase_order_status_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
DROP INDEX "purchase_orders_company_status_date_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_company_date_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_company_supplier_idx";--> statement-breakpoint
ALTER TABLE "purchase_order_day_counts" ADD CONSTRAINT "purchase_order_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_status_counts" ADD CONSTRAINT "purchase_order_status_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_date_idx" ON "purchase_orders" USING btree ("company_id","status","order_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_date_idx" ON "purchase_orders" USING btree ("company_id","order_date" DESC NULLS FIRST,length("number") DESC,"number" DESC,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_supplier_idx" ON "purchase_orders" USING btree ("company_id","supplier_id","total" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The purchase-order list's counts per company and status, and per company, order date and
-- status, kept in the transaction that writes the orders as purchase_order_counts is (0013):
-- one statement trigger sums the statement's new rows (+1) and old rows (-1) per key, so an
-- order whose date or status changes moves its counts, and an update that keeps both writes
-- nothing. A status is then one row, and a date range a sum of day rows (at most one per
-- status a day), where purchase_order_counts has a row per supplier and status.
CREATE FUNCTION bos_count_purchase_order_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO purchase_order_day_counts (company_id, order_date, status, orders)
    SELECT company_id, order_date, status, count(*) FROM new_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, order_date, status) DO UPDATE SET orders = purchase_order_day_counts.orders + excluded.orders;
    INSERT INTO purchase_order_status_counts (company_id, status, orders)
    SELECT company_id, status, count(*) FROM new_orders GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET orders = purchase_order_status_counts.orders + excluded.orders;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO purchase_order_day_counts (company_id, order_date, status, orders)
    SELECT company_id, order_date, status, sum(delta) FROM (
      SELECT company_id, order_date, status, 1 AS delta FROM new_orders
      UNION ALL
      SELECT company_id, order_date, status, -1 FROM old_orders
    ) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, order_date, status) DO UPDATE SET orders = purchase_order_day_counts.orders + excluded.orders;
    INSERT INTO purchase_order_status_counts (company_id, status, orders)
    SELECT company_id, status, sum(delta) FROM (
      SELECT company_id, status, 1 AS delta FROM new_orders
      UNION ALL
      SELECT company_id, status, -1 FROM old_orders
    ) AS changes GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET orders = purchase_order_status_counts.orders + excluded.orders;
  ELSE
    INSERT INTO purchase_order_day_counts (company_id, order_date, status, orders)
    SELECT company_id, order_date, status, -count(*) FROM old_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, order_date, status) DO UPDATE SET orders = purchase_order_day_counts.orders + excluded.orders;
    INSERT INTO purchase_order_status_counts (company_id, status, orders)
    SELECT company_id, status, -count(*) FROM old_orders GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET orders = purchase_order_status_counts.orders + excluded.orders;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counts of the orders already there; order writes wait until this migration commits.
LOCK TABLE "purchase_orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO purchase_order_day_counts (company_id, order_date, status, orders)
SELECT company_id, order_date, status, count(*) FROM purchase_orders GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO purchase_order_status_counts (company_id, status, orders)
SELECT company_id, status, count(*) FROM purchase_orders GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_count_insert AFTER INSERT ON "purchase_orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_order_days();--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_count_update AFTER UPDATE ON "purchase_orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_order_days();--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_count_delete AFTER DELETE ON "purchase_orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION bos_count_purchase_order_days();--> statement-breakpoint
-- Only that trigger writes these counts (it runs at trigger depth 1, its writes at 2); the
-- guard of purchase_order_counts (0013) says the same.
CREATE TRIGGER purchase_order_day_counts_only_by_orders BEFORE INSERT OR UPDATE OR DELETE ON "purchase_order_day_counts" FOR EACH ROW EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER purchase_order_day_counts_no_truncate BEFORE TRUNCATE ON "purchase_order_day_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER purchase_order_status_counts_only_by_orders BEFORE INSERT OR UPDATE OR DELETE ON "purchase_order_status_counts" FOR EACH ROW EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();--> statement-breakpoint
CREATE TRIGGER purchase_order_status_counts_no_truncate BEFORE TRUNCATE ON "purchase_order_status_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_purchase_order_counts_only_by_orders();--> statement-breakpoint
CREATE TABLE "item_list_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_list_versions" ADD CONSTRAINT "item_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The item list's version per company, kept in the transaction that writes the items: one
-- statement trigger bumps the version of each company whose items the statement added,
-- changed or removed, so a count read at one version holds while it is unchanged (a cursor
-- page then reuses it; db/paginate.ts). Every write bumps it, not only those to the listed
-- fields: item writes are rare, and that keeps the rule obviously sound.
CREATE FUNCTION bos_bump_item_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_list_versions (company_id, changes)
    SELECT DISTINCT company_id, 1 FROM new_items ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET changes = item_list_versions.changes + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO item_list_versions (company_id, changes)
    SELECT company_id, 1 FROM (SELECT company_id FROM new_items UNION SELECT company_id FROM old_items) AS touched ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET changes = item_list_versions.changes + 1;
  ELSE
    INSERT INTO item_list_versions (company_id, changes)
    SELECT DISTINCT company_id, 1 FROM old_items ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET changes = item_list_versions.changes + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
LOCK TABLE "items" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO item_list_versions (company_id, changes) SELECT DISTINCT company_id, 1 FROM items;--> statement-breakpoint
CREATE TRIGGER items_list_version_insert AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION bos_bump_item_list_version();--> statement-breakpoint
CREATE TRIGGER items_list_version_update AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION bos_bump_item_list_version();--> statement-breakpoint
CREATE TRIGGER items_list_version_delete AFTER DELETE ON "items" REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION bos_bump_item_list_version();--> statement-breakpoint
-- Only that trigger writes the versions (it runs at trigger depth 1, its writes at 2); the guard of item_group_counts (0010).
CREATE TRIGGER item_list_versions_only_by_items BEFORE INSERT OR UPDATE OR DELETE ON "item_list_versions" FOR EACH ROW EXECUTE FUNCTION bos_item_counts_only_by_items();--> statement-breakpoint
CREATE TRIGGER item_list_versions_no_truncate BEFORE TRUNCATE ON "item_list_versions" FOR EACH STATEMENT EXECUTE FUNCTION bos_item_counts_only_by_items();
