ALTER TABLE "roles" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Databases seeded before roles had permissions: give the seeded roles the matrix of the README
-- (a fresh database is seeded after migrating, with the same lists from src/seed/fixtures.ts).
UPDATE "roles" SET "permissions" = ARRAY['projects.read','projects.write','companies.read','companies.write','fees.read','fees.write','orders.read','orders.write','cancel.decide','customers.read','customers.write','customers.reveal','kyc.decide','employees.read','employees.write','config.read','config.write','templates.read','templates.write'] WHERE "id" = 1 AND "name" = 'Admin';--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY['projects.read','projects.write','companies.read','companies.write','fees.read','orders.read','config.read','templates.read'] WHERE "name" = 'Manager';--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY['projects.read','companies.read','fees.read','orders.read','orders.write','cancel.decide','customers.read','config.read','templates.read'] WHERE "name" = 'Operations';--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY['projects.read','companies.read','orders.read','customers.read','customers.write','customers.reveal','kyc.decide','config.read','templates.read'] WHERE "name" = 'Compliance';--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY['projects.read','companies.read','orders.read','customers.read','config.read','templates.read'] WHERE "name" = 'Support';
