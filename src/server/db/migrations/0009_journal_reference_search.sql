-- The journal's reference search (ILIKE '%term%' on the reference or the entry number) by trigram index, so
-- its count no longer scans the company's entries. pg_trgm is a trusted extension (PostgreSQL 13+):
-- a database owner may create it; PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "journal_entries_reference_trgm_idx" ON "journal_entries" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journal_entries_entry_number_trgm_idx" ON "journal_entries" USING gin ("entry_number" gin_trgm_ops);