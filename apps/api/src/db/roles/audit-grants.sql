-- Database roles of a production deployment on PostgreSQL, and what each may do with the audit
-- trail. Run by the database owner (the role that ran the migrations) after the migrations, and
-- again after any migration that adds a table; it is idempotent:
--
--   psql "$OWNER_DATABASE_URL" -f apps/api/src/db/roles/audit-grants.sql
--
-- admin_api             the API's role (its DATABASE_URL): reads and writes the data, but may only
--                       INSERT and SELECT audit entries, never change or remove one.
-- admin_audit_retention the maintenance job's role (AUDIT_MAINTENANCE_DATABASE_URL): may only read
--                       and DELETE audit entries, which it does past the retention (apps/api/README.md).
--
-- Give each a password (ALTER ROLE … PASSWORD) or another authentication in pg_hba.conf.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'admin_api') THEN
    CREATE ROLE admin_api LOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'admin_audit_retention') THEN
    CREATE ROLE admin_audit_retention LOGIN;
  END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO admin_api, admin_audit_retention;
-- The migrations' own bookkeeping: the API checks at start that every migration is applied.
GRANT USAGE ON SCHEMA drizzle TO admin_api;
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO admin_api;

-- Everything but the trail: the API's ordinary reads and writes.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO admin_api;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO admin_api;

-- The trail: append and read, nothing else (no UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER).
REVOKE ALL ON TABLE audit_entries FROM PUBLIC;
REVOKE ALL ON TABLE audit_entries FROM admin_api;
GRANT SELECT, INSERT ON TABLE audit_entries TO admin_api;
GRANT USAGE ON SEQUENCE audit_entries_id_seq TO admin_api;

-- Retention: read and delete entries, and nothing else in the database.
REVOKE ALL ON TABLE audit_entries FROM admin_audit_retention;
GRANT SELECT, DELETE ON TABLE audit_entries TO admin_audit_retention;
