-- Event rules (docs/messages.md, "Sent by events"): which template a decision sends its customer, on or
-- off; one row per event, one per order status for "an order moves to a status".
CREATE TABLE "message_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_status" text,
	"template_id" integer REFERENCES "templates"("id") ON DELETE SET NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "message_rules_event_status_idx" ON "message_rules" USING btree ("event", coalesce("order_status", ''));--> statement-breakpoint
-- The email of each event, into a database that already has templates and lacks one of that name (an
-- empty database gets them from the seed, in its order). The same text as SEED_TEMPLATES.
INSERT INTO "templates" ("name", "kind", "subject", "body")
SELECT v.name, 'email', v.subject, v.body FROM (VALUES
  ('Refund approved', 'Your refund of INR {{amount}} is approved', '<p>Hi {{name}},</p><p>We approved the cancellation of order {{order_id}} for {{project}}. Your refund of INR {{amount}} is on its way to your bank account.</p>'),
  ('KYC check rejected', 'We could not verify your {{check}}', '<p>Hi {{name}},</p><p>We could not verify your {{check}}: {{reason}}</p><p>Please submit it again from the app.</p>'),
  ('KYC check verified', 'Your {{check}} is verified', '<p>Hi {{name}},</p><p>We verified your {{check}}. Thank you.</p>'),
  ('Order status changed', 'Order {{order_id}} is now {{status}}', '<p>Hi {{name}},</p><p>Your order {{order_id}} for {{units}} units of {{project}} is now {{status}}.</p>'),
  ('Deadline extended', 'More time to pay for {{project}}', '<p>Hi {{name}},</p><p>We extended the deadline of order {{order_id}} to {{deadline}}. The balance of INR {{amount}} is due by then.</p>')
) AS v(name, subject, body)
WHERE EXISTS (SELECT 1 FROM "templates") AND NOT EXISTS (SELECT 1 FROM "templates" t WHERE t.name = v.name);--> statement-breakpoint
-- The rules, off: nobody chose yet to write to customers on an event (the seed turns its own on).
INSERT INTO "message_rules" ("event", "template_id")
SELECT e.event, (SELECT t.id FROM "templates" t WHERE t.name = e.template) FROM (VALUES
  ('refund_approved', 'Refund approved'),
  ('kyc_rejected', 'KYC check rejected'),
  ('kyc_verified', 'KYC check verified'),
  ('deadline_extended', 'Deadline extended')
) AS e(event, template);
