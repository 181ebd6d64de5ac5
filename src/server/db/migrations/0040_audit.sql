CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"request_id" text,
	"numeric_fields" text[] DEFAULT '{}' NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "users" SET "name" = "email";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_transaction_record_key" ON "audit_events" USING btree ("txid","record_type","record_id");--> statement-breakpoint
CREATE INDEX "audit_events_company_id_idx" ON "audit_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
-- A change's audit row: `{column: [before, after]}` of what differs, values as text (amounts exact),
-- bookkeeping columns and secrets left out. The actor is what the service set for the transaction
-- (`bos.actor`: type, id, name, requestId, and the operation's action on the record it names).
-- A second change of the record in the same transaction amends the first's row.
CREATE FUNCTION bos_audit_merge(earlier jsonb, later jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, pair), '{}'::jsonb) FROM (
    SELECT k, CASE WHEN earlier ? k AND later ? k THEN jsonb_build_array(earlier->k->0, later->k->1)
                   WHEN later ? k THEN later->k ELSE earlier->k END AS pair
    FROM (SELECT jsonb_object_keys(earlier) AS k UNION SELECT jsonb_object_keys(later)) AS keys
  ) AS merged WHERE pair->0 IS DISTINCT FROM pair->1
$$;--> statement-breakpoint
-- Writes (or, in the same transaction, amends) the event of one record's change, as the transaction's actor.
CREATE FUNCTION bos_audit_write(company uuid, kind text, record text, operation text, changed jsonb, numbers text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('bos.actor', true), '')::jsonb;
BEGIN
  INSERT INTO audit_events AS a (company_id, actor_type, actor_id, actor_name, action, record_type, record_id, changes, numeric_fields, request_id)
  VALUES (
    company, coalesce(actor->>'type', 'SYSTEM'), (actor->>'id')::uuid, coalesce(actor->>'name', 'system'),
    CASE WHEN operation <> 'UPDATE' THEN operation
         WHEN actor->>'action' IS NOT NULL AND coalesce(actor->>'recordId', record) = record THEN actor->>'action' ELSE 'UPDATE' END,
    kind, record, changed, numbers, actor->>'requestId')
  ON CONFLICT (txid, record_type, record_id) DO UPDATE
    SET changes = bos_audit_merge(a.changes, excluded.changes),
        numeric_fields = ARRAY(SELECT DISTINCT unnest(a.numeric_fields || excluded.numeric_fields)),
        action = CASE WHEN a.action = 'CREATE' AND excluded.action <> 'DELETE' THEN 'CREATE' ELSE excluded.action END;
END;
$$;--> statement-breakpoint
CREATE FUNCTION bos_audit_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  after_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  the_row jsonb := coalesce(after_row, before_row);
  ignored text[] := ARRAY['id', 'company_id', 'created_at', 'updated_at', 'version', 'last_used_at'] || string_to_array(TG_ARGV[2], ',');
  changed jsonb;
  numbers text[];
BEGIN
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_array(before_row->>k, after_row->>k)), '{}'::jsonb),
         coalesce(array_agg(k) FILTER (WHERE jsonb_typeof(the_row->k) = 'number' OR jsonb_typeof(before_row->k) = 'number'), '{}')
    INTO changed, numbers
  FROM jsonb_object_keys(the_row) AS k
  WHERE k <> ALL (ignored) AND k !~ '(hash|secret|token)' AND (before_row->>k) IS DISTINCT FROM (after_row->>k);
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN RETURN NULL; END IF;
  PERFORM bos_audit_write(
    CASE WHEN TG_ARGV[1] = '' THEN NULL ELSE (the_row->>TG_ARGV[1])::uuid END, TG_ARGV[0], the_row->>'id',
    CASE TG_OP WHEN 'INSERT' THEN 'CREATE' WHEN 'DELETE' THEN 'DELETE' ELSE 'UPDATE' END, changed, numbers);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Append-only: only the writing transaction amends its row (above); nothing else updates, deletes or truncates.
CREATE FUNCTION bos_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.txid = txid_current() AND NEW.txid = OLD.txid AND NEW.id = OLD.id THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION bos_audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION bos_audit_append_only();--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('user', '', '');--> statement-breakpoint
CREATE TRIGGER companies_audit AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('company', 'id', '');--> statement-breakpoint
CREATE TRIGGER accounts_audit AFTER INSERT OR UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('account', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER fiscal_years_audit AFTER INSERT OR UPDATE OR DELETE ON "fiscal_years" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('fiscal_year', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER accounting_periods_audit AFTER INSERT OR UPDATE OR DELETE ON "accounting_periods" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('accounting_period', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER journal_entries_audit AFTER INSERT OR UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('journal_entry', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER journal_templates_audit AFTER INSERT OR UPDATE OR DELETE ON "journal_templates" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('journal_template', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER api_keys_audit AFTER INSERT OR UPDATE OR DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('api_key', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER charges_audit AFTER INSERT OR UPDATE OR DELETE ON "charges" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('charge', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER exchange_rates_audit AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('exchange_rate', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER exchange_revaluations_audit AFTER INSERT OR UPDATE OR DELETE ON "exchange_revaluations" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('exchange_revaluation', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER imports_audit AFTER INSERT OR UPDATE OR DELETE ON "imports" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('import', 'company_id', 'rows_processed,errors,rejected');--> statement-breakpoint
CREATE TRIGGER items_audit AFTER INSERT OR UPDATE OR DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('item', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER item_prices_audit AFTER INSERT OR UPDATE OR DELETE ON "item_prices" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('item_price', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER stock_entries_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_entries" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('stock_entry', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('invoice', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER invoice_emails_audit AFTER INSERT OR UPDATE OR DELETE ON "invoice_emails" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('invoice_email', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER payment_terms_audit AFTER INSERT OR UPDATE OR DELETE ON "payment_terms" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('payment_terms', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('payment', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER suppliers_audit AFTER INSERT OR UPDATE OR DELETE ON "suppliers" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('supplier', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER purchase_orders_audit AFTER INSERT OR UPDATE OR DELETE ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('purchase_order', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER purchase_receipts_audit AFTER INSERT OR UPDATE OR DELETE ON "purchase_receipts" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('purchase_receipt', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER bills_audit AFTER INSERT OR UPDATE OR DELETE ON "bills" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('bill', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER sales_orders_audit AFTER INSERT OR UPDATE OR DELETE ON "sales_orders" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('sales_order', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER sales_deliveries_audit AFTER INSERT OR UPDATE OR DELETE ON "sales_deliveries" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('delivery', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER customers_audit AFTER INSERT OR UPDATE OR DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('customer', 'company_id', '');--> statement-breakpoint
CREATE TRIGGER tax_rates_audit AFTER INSERT OR UPDATE OR DELETE ON "tax_rates" FOR EACH ROW EXECUTE FUNCTION bos_audit_record('tax_rate', 'company_id', '');
