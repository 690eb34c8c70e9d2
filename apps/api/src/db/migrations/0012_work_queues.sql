-- Work queues: who owns a waiting item (orders, cancel requests, a customer's KYC review), and the
-- indexes the queue counts and their oldest-first lists use.
ALTER TABLE "orders" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kyc_assignee_id_users_id_fk" FOREIGN KEY ("kyc_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_assignee_created_idx" ON "orders" USING btree ("assignee_id","created_at","id") WHERE "assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("investment_deadline_time") WHERE "status" in ('Booked', 'Document_Signature_Pending', 'Full_Payment_Pending');--> statement-breakpoint
CREATE INDEX "cancel_requests_status_created_idx" ON "cancel_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "cancel_requests_assignee_idx" ON "cancel_requests" USING btree ("assignee_id") WHERE "assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "users_kyc_assignee_idx" ON "users" USING btree ("kyc_assignee_id") WHERE "kyc_assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "kyc_checks_submitted_idx" ON "kyc_checks" USING btree ("user_id","submitted_at") WHERE "submitted_at" is not null;
