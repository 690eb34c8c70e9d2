CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhar_verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan_verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "video_verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_role_created_idx" ON "users" USING btree ("role","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_kyc_created_idx" ON "users" USING btree ("kyc_status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_role_kyc_created_idx" ON "users" USING btree ("role","kyc_status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
-- Hand-written: carry existing KYC rows over before 0002 drops the kyc table.
UPDATE "users" SET
  "kyc_status" = k."status",
  "email_verification_status" = k."email_verification_status",
  "aadhar_verification_status" = k."aadhar_verification_status",
  "pan_verification_status" = k."pan_verification_status",
  "video_verification_status" = k."video_verification_status",
  "kyc_updated_at" = k."updated_at"
FROM "kyc" k WHERE k."user_id" = "users"."id";--> statement-breakpoint
-- Hand-written: order_status_counts follows every insert, delete and status change of orders.
CREATE FUNCTION "order_status_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_status_counts" ("status", "n")
    SELECT "status", count(*) FROM "new_rows" GROUP BY "status"
  ON CONFLICT ("status") DO UPDATE SET "n" = "order_status_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_status_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_status_counts" c SET "n" = c."n" - o."n"
    FROM (SELECT "status", count(*) AS "n" FROM "old_rows" GROUP BY "status") o
    WHERE c."status" = o."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_status_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_status_counts" c SET "n" = c."n" - o."n"
    FROM (SELECT "status", count(*) AS "n" FROM "old_rows" GROUP BY "status") o
    WHERE c."status" = o."status";
  INSERT INTO "order_status_counts" ("status", "n")
    SELECT "status", count(*) FROM "new_rows" GROUP BY "status"
  ON CONFLICT ("status") DO UPDATE SET "n" = "order_status_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_add"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_move"();--> statement-breakpoint
-- A TRUNCATE of orders fires no row triggers: empty the counts with it.
CREATE FUNCTION "order_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_status_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_reset"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "n") SELECT "status", count(*) FROM "orders" GROUP BY "status";
