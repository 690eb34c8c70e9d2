CREATE TABLE "company_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text
);
--> statement-breakpoint
ALTER TABLE "company_team_members" ADD CONSTRAINT "company_team_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_team_members_company_idx" ON "company_team_members" USING btree ("company_id","position");