CREATE TABLE "item_group_counts" (
	"company_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "item_group_counts_company_id_group_key_pk" PRIMARY KEY("company_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "item_group_counts" ADD CONSTRAINT "item_group_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_company_group_name_idx" ON "items" USING btree ("company_id",lower("item_group"),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "items_company_name_idx" ON "items" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "items_company_code_prefix_idx" ON "items" USING btree ("company_id",lower("item_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_company_created_idx" ON "items" USING btree ("company_id",date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC'),"id");--> statement-breakpoint
-- The item list's counts per company and item group, kept in the transaction that writes the
-- items: one statement trigger sums the statement's new rows (+1) and old rows (-1) per
-- group, so an item moved to another group moves its count, and an update that keeps the
-- group writes nothing.
CREATE FUNCTION bos_count_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_group_counts (company_id, group_key, items)
    SELECT company_id, lower(item_group), count(*) FROM new_items GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, group_key) DO UPDATE SET items = item_group_counts.items + excluded.items;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO item_group_counts (company_id, group_key, items)
    SELECT company_id, group_key, sum(delta) FROM (
      SELECT company_id, lower(item_group) AS group_key, 1 AS delta FROM new_items
      UNION ALL
      SELECT company_id, lower(item_group), -1 FROM old_items
    ) AS changes GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, group_key) DO UPDATE SET items = item_group_counts.items + excluded.items;
  ELSE
    INSERT INTO item_group_counts (company_id, group_key, items)
    SELECT company_id, lower(item_group), -count(*) FROM old_items GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, group_key) DO UPDATE SET items = item_group_counts.items + excluded.items;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counts of the items already there; item writes wait until this migration commits.
LOCK TABLE "items" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO item_group_counts (company_id, group_key, items)
SELECT company_id, lower(item_group), count(*) FROM items GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER items_count_insert AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION bos_count_items();--> statement-breakpoint
CREATE TRIGGER items_count_update AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION bos_count_items();--> statement-breakpoint
CREATE TRIGGER items_count_delete AFTER DELETE ON "items" REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION bos_count_items();--> statement-breakpoint
-- Only that trigger writes the counts (it runs at trigger depth 1, its writes at 2).
CREATE FUNCTION bos_item_counts_only_by_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'item counts change only by writing items' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER item_group_counts_only_by_items BEFORE INSERT OR UPDATE OR DELETE ON "item_group_counts" FOR EACH ROW EXECUTE FUNCTION bos_item_counts_only_by_items();--> statement-breakpoint
CREATE TRIGGER item_group_counts_no_truncate BEFORE TRUNCATE ON "item_group_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_item_counts_only_by_items();
