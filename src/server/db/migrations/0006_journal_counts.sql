CREATE TABLE "account_day_entry_counts" (
	"account_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"source" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "account_day_entry_counts_account_id_posting_date_source_pk" PRIMARY KEY("account_id","posting_date","source")
);
--> statement-breakpoint
CREATE TABLE "journal_entry_day_counts" (
	"company_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"source" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "journal_entry_day_counts_company_id_posting_date_source_pk" PRIMARY KEY("company_id","posting_date","source")
);
--> statement-breakpoint
ALTER TABLE "account_day_entry_counts" ADD CONSTRAINT "account_day_entry_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_day_counts" ADD CONSTRAINT "journal_entry_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_company_reference_idx" ON "journal_entries" USING btree ("company_id",lower("reference"),"id");--> statement-breakpoint
-- The journal list's counts, kept in the transaction that writes the ledger: one statement
-- trigger per table sums the statement's new rows (its transition table) into the day rows.
-- Posted entries are never updated or deleted (0003, 0004), so inserts are all there is; an
-- entry's lines are written by the statement that writes the entry (postJournalEntry, the
-- bench generator), so DISTINCT entry_id within the statement counts each entry once. The
-- account counts are by source too, so every filter of the list but the reference search is
-- a sum of day rows.
CREATE FUNCTION bos_count_journal_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_entry_day_counts (company_id, posting_date, source, entries)
  SELECT company_id, posting_date, source, count(*) FROM new_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, posting_date, source) DO UPDATE SET entries = journal_entry_day_counts.entries + excluded.entries;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION bos_count_account_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_day_entry_counts (account_id, posting_date, source, entries)
  SELECT l.account_id, l.posting_date, e.source, count(DISTINCT l.entry_id)
  FROM new_lines l JOIN journal_entries e ON e.id = l.entry_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, posting_date, source) DO UPDATE SET entries = account_day_entry_counts.entries + excluded.entries;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counts of what is already posted; postings wait until this migration commits, so none
-- falls between the count and the trigger.
LOCK TABLE "journal_entries", "ledger_lines" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO journal_entry_day_counts (company_id, posting_date, source, entries)
SELECT company_id, posting_date, source, count(*) FROM journal_entries GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO account_day_entry_counts (account_id, posting_date, source, entries)
SELECT l.account_id, l.posting_date, e.source, count(DISTINCT l.entry_id)
FROM ledger_lines l JOIN journal_entries e ON e.id = l.entry_id GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER journal_entries_count AFTER INSERT ON "journal_entries" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION bos_count_journal_entries();--> statement-breakpoint
CREATE TRIGGER ledger_lines_count AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION bos_count_account_entries();--> statement-breakpoint
-- Only those triggers write the counts (they run at trigger depth 1, their writes at 2): any
-- other write, or a TRUNCATE, is refused.
CREATE FUNCTION bos_journal_counts_only_by_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'journal counts change only by posting journal entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER journal_entry_day_counts_only_by_posting BEFORE INSERT OR UPDATE OR DELETE ON "journal_entry_day_counts" FOR EACH ROW EXECUTE FUNCTION bos_journal_counts_only_by_posting();--> statement-breakpoint
CREATE TRIGGER journal_entry_day_counts_no_truncate BEFORE TRUNCATE ON "journal_entry_day_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_journal_counts_only_by_posting();--> statement-breakpoint
CREATE TRIGGER account_day_entry_counts_only_by_posting BEFORE INSERT OR UPDATE OR DELETE ON "account_day_entry_counts" FOR EACH ROW EXECUTE FUNCTION bos_journal_counts_only_by_posting();--> statement-breakpoint
CREATE TRIGGER account_day_entry_counts_no_truncate BEFORE TRUNCATE ON "account_day_entry_counts" FOR EACH STATEMENT EXECUTE FUNCTION bos_journal_counts_only_by_posting();
