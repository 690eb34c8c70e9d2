-- The permissions the role matrix (ROLE_MATRIX in @admin/api-client/contract) has been applied for.
-- At every start the API grants each permission missing here to the built-in roles the matrix names,
-- then lists it here: once per permission, so what an Admin changed afterwards stays changed
-- (src/auth/roleMatrix.ts). Every permission below was already granted by the seed or by an earlier
-- migration (0004, 0006, 0010, 0014); a permission added later is granted by that start-up step.
CREATE TABLE IF NOT EXISTS "role_matrix_applied" (
	"permission" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "role_matrix_applied" ("permission") VALUES
	('projects.read'), ('projects.write'), ('companies.read'), ('companies.write'), ('fees.read'), ('fees.write'),
	('orders.read'), ('orders.write'), ('cancel.decide'), ('customers.read'), ('customers.write'),
	('customers.reveal'), ('kyc.decide'), ('employees.read'), ('employees.write'), ('roles.manage'),
	('config.read'), ('config.write'), ('templates.read'), ('templates.write'), ('system.read'), ('audit.read')
ON CONFLICT DO NOTHING;
