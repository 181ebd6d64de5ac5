CREATE TABLE "charge_components" (
	"charge_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"component_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "charge_components_charge_id_position_pk" PRIMARY KEY("charge_id","position")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"currency_id" uuid NOT NULL,
	"account_id" uuid,
	"amount" numeric,
	"percentage_rate" numeric,
	"flat" numeric,
	"composite" boolean DEFAULT false NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"min" numeric,
	"max" numeric,
	"minimum_amount" numeric,
	"maximum_amount" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_components" ADD CONSTRAINT "charge_components_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_components" ADD CONSTRAINT "charge_components_component_id_charges_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_components" ADD CONSTRAINT "charge_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_components_component_idx" ON "charge_components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_company_name_key" ON "charges" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "charges_company_global_idx" ON "charges" USING btree ("company_id","currency_id") WHERE "charges"."global";--> statement-breakpoint
-- Data: the OTHER_INCOME default account (standard-chart.ts) that invoice charges without an
-- account of their own post to, for every company made before it. The chart's 40200 "Other
-- income" takes the role where it is still that account (a revenue posting account in the base
-- currency); otherwise a new "Other income" account takes the next free number from 40200 up,
-- under 40000 when that is still a revenue group without postings.
UPDATE "accounts" a SET "default_role" = 'OTHER_INCOME', "version" = a."version" + 1, "updated_at" = now()
FROM "companies" c
WHERE a."company_id" = c."id" AND a."account_number" = '40200' AND a."type" = 'REVENUE' AND lower(a."name") = 'other income'
  AND a."default_role" IS NULL AND a."currency_id" = c."base_currency_id"
  AND NOT EXISTS (SELECT 1 FROM "accounts" child WHERE child."parent_account_id" = a."id")
  AND NOT EXISTS (SELECT 1 FROM "accounts" d WHERE d."company_id" = c."id" AND d."default_role" = 'OTHER_INCOME');--> statement-breakpoint
INSERT INTO "accounts" ("id", "company_id", "account_number", "name", "parent_account_id", "type", "category", "ledger", "party_type", "party", "currency_id", "default_role")
SELECT gen_random_uuid(), c."id",
  (SELECT n::text FROM generate_series(40200, 49999) AS n
    WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."account_number" = n::text) ORDER BY n LIMIT 1),
  'Other income',
  (SELECT p."id" FROM "accounts" p WHERE p."company_id" = c."id" AND p."account_number" = '40000' AND p."type" = 'REVENUE'
    AND NOT EXISTS (SELECT 1 FROM "ledger_lines" l WHERE l."account_id" = p."id")),
  'REVENUE', 'NON_OPERATING', 'GL', 'COMPANY', c."name", c."base_currency_id", 'OTHER_INCOME'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."company_id" = c."id" AND a."default_role" = 'OTHER_INCOME');
