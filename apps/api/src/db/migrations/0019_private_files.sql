-- KYC evidence and order cover documents leave the public gateway (src/files/fileLinks.ts): each
-- upload records its access, and the rows that named a private file's gateway URL
-- (`…/ipfs/<cid>?upload=<id>`) name its API URL instead (`…/api/files/<id>`), served after a
-- permission check or by a short-lived signed link. Public media keep their gateway URLs.
ALTER TABLE "file_uploads" ADD COLUMN IF NOT EXISTS "access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
UPDATE "file_uploads" SET "access" = 'kyc_evidence'
WHERE "id" IN (
	SELECT substring("url" from '\?upload=([0-9]{1,9})$')::int FROM "kyc_evidence"
	WHERE "url" ~ '/ipfs/[a-z2-7]+\?upload=[0-9]{1,9}$'
);--> statement-breakpoint
UPDATE "kyc_evidence" SET "url" = regexp_replace("url", '/ipfs/[a-z2-7]+\?upload=([0-9]{1,9})$', '/api/files/\1')
WHERE "url" ~ '/ipfs/[a-z2-7]+\?upload=[0-9]{1,9}$';--> statement-breakpoint
UPDATE "file_uploads" SET "access" = 'order_cover'
WHERE "id" IN (
	SELECT substring("cover_image_pdf" from '\?upload=([0-9]{1,9})$')::int FROM "orders"
	WHERE "cover_image_pdf" ~ '/ipfs/[a-z2-7]+\?upload=[0-9]{1,9}$'
);--> statement-breakpoint
UPDATE "orders" SET "cover_image_pdf" = regexp_replace("cover_image_pdf", '/ipfs/[a-z2-7]+\?upload=([0-9]{1,9})$', '/api/files/\1')
WHERE "cover_image_pdf" ~ '/ipfs/[a-z2-7]+\?upload=[0-9]{1,9}$';
