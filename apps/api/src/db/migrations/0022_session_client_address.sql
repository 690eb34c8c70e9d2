-- Sessions name where they were opened from: the client address of the sign-in, kept from now on so a
-- staff member can tell their own browser from a stranger's. Sessions opened before this have none.
ALTER TABLE "sessions" ADD COLUMN "client_address" text;
