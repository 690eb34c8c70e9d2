-- Editing roles and their permissions becomes its own permission, held by the Admin role (which
-- always holds every permission; a fresh database is seeded after migrating, with the full list).
UPDATE "roles" SET "permissions" = array_append("permissions", 'roles.manage') WHERE "id" = 1 AND NOT ('roles.manage' = ANY("permissions"));
