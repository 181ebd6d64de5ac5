CREATE TABLE "account_day_balances" (
	"account_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"company_id" uuid NOT NULL,
	"debit" numeric NOT NULL,
	"credit" numeric NOT NULL,
	CONSTRAINT "account_day_balances_account_id_posting_date_pk" PRIMARY KEY("account_id","posting_date")
);
--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD COLUMN "closing_journal_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_day_balances" ADD CONSTRAINT "account_day_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_day_balances" ADD CONSTRAINT "account_day_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_day_balances_company_date_idx" ON "account_day_balances" USING btree ("company_id","posting_date","account_id","debit","credit");--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD CONSTRAINT "fiscal_years_status" CHECK ("fiscal_years"."status" IN ('OPEN', 'CLOSED'));--> statement-breakpoint
-- The statements' sums per account and day (issue 28), kept in the transaction that posts as the
-- journal counts are (0006): one statement trigger adds the new lines' debits and credits, in
-- account order as the running totals take their rows.
CREATE FUNCTION bos_sum_account_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_day_balances (account_id, posting_date, company_id, debit, credit)
  SELECT account_id, posting_date, company_id, sum(debit), sum(credit)
  FROM new_lines GROUP BY 1, 2, 3 ORDER BY 1, 2
  ON CONFLICT (account_id, posting_date) DO UPDATE
    SET debit = account_day_balances.debit + excluded.debit, credit = account_day_balances.credit + excluded.credit;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What is already posted; postings wait until this migration commits, so none falls between the sums and the trigger.
LOCK TABLE "ledger_lines" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO account_day_balances (account_id, posting_date, company_id, debit, credit)
SELECT account_id, posting_date, company_id, sum(debit), sum(credit) FROM ledger_lines GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER ledger_lines_day_balances AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION bos_sum_account_days();--> statement-breakpoint
-- only that trigger writes them (the journal counts' guard: trigger depth 2), and nothing truncates them
CREATE TRIGGER account_day_balances_only_by_posting BEFORE INSERT OR UPDATE OR DELETE ON "account_day_balances" FOR EACH ROW EXECUTE FUNCTION bos_journal_counts_only_by_posting();--> statement-breakpoint
CREATE TRIGGER account_day_balances_no_truncate BEFORE TRUNCATE ON "account_day_balances" FOR EACH STATEMENT EXECUTE FUNCTION bos_journal_counts_only_by_posting();
