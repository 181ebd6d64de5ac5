-- The ledger is append-only: TRUNCATE, which skips row triggers, is refused as well.
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION bos_ledger_is_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON "ledger_lines" FOR EACH STATEMENT EXECUTE FUNCTION bos_ledger_is_append_only();--> statement-breakpoint
-- The running totals (account_balances) change only when an entry is posted: the posting
-- code sets the transaction-local setting bos.posting to 'on' around its write, any other
-- write (or a TRUNCATE) is refused. Works alike on PostgreSQL and PGlite, whatever the role.
CREATE FUNCTION bos_account_balances_only_by_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR current_setting('bos.posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'account balances change only by posting journal entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_balances_only_by_posting BEFORE INSERT OR UPDATE OR DELETE ON "account_balances" FOR EACH ROW EXECUTE FUNCTION bos_account_balances_only_by_posting();--> statement-breakpoint
CREATE TRIGGER account_balances_no_truncate BEFORE TRUNCATE ON "account_balances" FOR EACH STATEMENT EXECUTE FUNCTION bos_account_balances_only_by_posting();
