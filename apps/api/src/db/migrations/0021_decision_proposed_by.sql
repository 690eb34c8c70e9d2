-- Four eyes, both people kept: once a decision that took two takes effect, the first decider stays
-- on the record as `proposed_by` beside `decided_by` (who confirmed it), instead of being cleared with
-- the waiting decision.
ALTER TABLE "cancel_requests" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
