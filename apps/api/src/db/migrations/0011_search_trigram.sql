-- Trigram indexes behind GET /v2/search and the order filter's customer search: "contains" (ILIKE
-- '%…%') and typo-tolerant word similarity (<%) both use them, so neither scans every row.
-- pg_trgm is a trusted extension: the database owner may create it (PostgreSQL 13 and later);
-- PGlite loads it at start (src/db/connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The phone as dialled with its country code and without the '+' ("919810000003"): a search for
-- "9810000003", "919810000003" or "+91 98100 00003" (digits only) is one contains-match.
CREATE INDEX IF NOT EXISTS "users_dial_trgm_idx" ON "users" USING gin ((replace("country_code", '+', '') || "phone") gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_symbol_trgm_idx" ON "projects" USING gin ("symbol" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);
