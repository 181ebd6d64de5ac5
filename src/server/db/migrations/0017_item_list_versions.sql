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
