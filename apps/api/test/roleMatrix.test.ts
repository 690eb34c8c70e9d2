/**
 * The seeded roles' permissions are written twice: in the seed (fresh databases) and in migration
 * 0004 (databases seeded before roles had permissions). They must say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_ROLE_PERMISSIONS } from '../src/seed/fixtures';

const migration = fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/0004_role_permissions.sql'), 'utf8');

describe('migration 0004 grants the seeded roles the seed’s matrix', () => {
  it.each(['Admin', 'Manager', 'Operations', 'Compliance', 'Support'] as const)('%s', (role) => {
    const statement = migration.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    expect(listed?.split(',').map((item) => item.trim().replace(/^'|'$/g, ''))).toEqual(SEED_ROLE_PERMISSIONS[role]);
  });
});
