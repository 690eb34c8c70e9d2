-- Indexes behind the lists' server-side sorts on the tables that grow (projects, companies, people,
-- orders, cancel requests, wallet transactions): each is the sorted column then the id, the order a
-- sorted page is read in (ties broken by id), so a page is an index walk in either direction instead
-- of a sort of every row. The configuration lists (settings, partners, countries, ...) stay small and
-- sort in memory. Partial where the list only shows live rows.
CREATE INDEX IF NOT EXISTS "projects_live_name_idx" ON "projects" ("name", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_live_status_idx" ON "projects" ("status", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_live_total_token_idx" ON "projects" ("total_token", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_idx" ON "companies" ("name", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_type_idx" ON "companies" ("type", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_status_idx" ON "companies" ("status", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_name_idx" ON "users" ("name", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_email_idx" ON "users" ("email", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_status_idx" ON "users" ("status", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_id_idx" ON "orders" ("status", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_total_amount_idx" ON "orders" ("total_amount", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_no_sqyds_idx" ON "orders" ("no_sqyds", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_updated_idx" ON "orders" ("updated_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancel_requests_status_idx" ON "cancel_requests" ("status", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancel_requests_decided_idx" ON "cancel_requests" ("decided_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wallet_transactions_type_idx" ON "wallet_transactions" ("type", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wallet_transactions_status_idx" ON "wallet_transactions" ("status", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wallet_transactions_amount_idx" ON "wallet_transactions" ("amount", "id");
