-- Four eyes: a refund above the threshold, a KYC rejection and the KYC approval that would verify a
-- customer wait for a second staff member. The first decision is kept beside the item (which stays
-- Pending / pending) until someone else confirms or sends it back.
ALTER TABLE "cancel_requests" ADD COLUMN "first_decision" text;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD COLUMN "first_reason" text;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD COLUMN "first_decided_by" integer;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_first_decided_by_users_id_fk" FOREIGN KEY ("first_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "first_decision" text;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "first_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "first_decided_by" integer;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_first_decided_by_users_id_fk" FOREIGN KEY ("first_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
