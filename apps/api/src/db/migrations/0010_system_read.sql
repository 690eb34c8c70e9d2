-- The operators' status page: the seeded Admin role may see it on databases created before it existed.
UPDATE "roles" SET "permissions" = array_append("permissions", 'system.read') WHERE "id" = 1 AND "name" = 'Admin' AND NOT ('system.read' = ANY("permissions"));
