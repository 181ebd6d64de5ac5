CREATE TABLE "invoice_sales_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "invoice_sales_months_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "invoice_sales_months" ADD CONSTRAINT "invoice_sales_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The dashboard's sales per company and posting month (issue 24), kept in the transaction that
-- writes the invoices as the list counts are (0019): one statement trigger adds the items totals
-- of the statement's new rows that are not cancelled (credit notes negative) and takes off those
-- of its old rows, per company and month, so a cancellation takes an invoice out of its month, and
-- an update that changes none of the four (a payment setting the outstanding) writes nothing and
-- locks no month row.
CREATE FUNCTION bos_sum_invoice_sales_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, date_trunc('month', posting_date)::date, sum(CASE WHEN is_return THEN -items_total ELSE items_total END)
    FROM new_invoices WHERE status <> 'CANCELLED' GROUP BY 1, 2 HAVING sum(CASE WHEN is_return THEN -items_total ELSE items_total END) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, month, sum(amount) FROM (
      SELECT company_id, date_trunc('month', posting_date)::date AS month, CASE WHEN is_return THEN -items_total ELSE items_total END AS amount
      FROM new_invoices WHERE status <> 'CANCELLED'
      UNION ALL
      SELECT company_id, date_trunc('month', posting_date)::date, CASE WHEN is_return THEN items_total ELSE -items_total END
      FROM old_invoices WHERE status <> 'CANCELLED'
    ) AS changes GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  ELSE
    INSERT INTO invoice_sales_months (company_id, month, amount)
    SELECT company_id, date_trunc('month', posting_date)::date, -sum(CASE WHEN is_return THEN -items_total ELSE items_total END)
    FROM old_invoices WHERE status <> 'CANCELLED' GROUP BY 1, 2 HAVING sum(CASE WHEN is_return THEN -items_total ELSE items_total END) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET amount = invoice_sales_months.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The months of the invoices already there; invoice writes wait until this migration commits.
LOCK TABLE "invoices" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO invoice_sales_months (company_id, month, amount)
SELECT company_id, date_trunc('month', posting_date)::date, sum(CASE WHEN is_return THEN -items_total ELSE items_total END)
FROM invoices WHERE status <> 'CANCELLED' GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER invoices_sales_month_insert AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION bos_sum_invoice_sales_months();--> statement-breakpoint
CREATE TRIGGER invoices_sales_month_update AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION bos_sum_invoice_sales_months();--> statement-breakpoint
CREATE TRIGGER invoices_sales_month_delete AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION bos_sum_invoice_sales_months();--> statement-breakpoint
-- Only that trigger writes the months (it runs at trigger depth 1, its writes at 2).
CREATE FUNCTION bos_invoice_sales_months_only_by_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the sales per month change only by writing invoices' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_sales_months_only_by_invoices BEFORE INSERT OR UPDATE OR DELETE ON "invoice_sales_months" FOR EACH ROW EXECUTE FUNCTION bos_invoice_sales_months_only_by_invoices();--> statement-breakpoint
CREATE TRIGGER invoice_sales_months_no_truncate BEFORE TRUNCATE ON "invoice_sales_months" FOR EACH STATEMENT EXECUTE FUNCTION bos_invoice_sales_months_only_by_invoices();
