/**
 * The seeded roles' permissions are written twice: in the seed (fresh databases) and in migration
 * 0004 (databases seeded before roles had permissions) plus the later migrations that grant a new
 * permission (0010: `system.read` to Admin). They must say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_ROLE_PERMISSIONS } from '../src/seed/fixtures';

const migrations = path.join(import.meta.dirname, '../src/db/migrations');
const migration = fs.readFileSync(path.join(migrations, '0004_role_permissions.sql'), 'utf8');
/** Permissions later migrations append to a seeded role (`array_append(…, 'x') WHERE … "name" = 'Role'`). */
function appendedLater(role: string): string[] {
  return fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql') && file > '0004')
    .flatMap((file) => fs.readFileSync(path.join(migrations, file), 'utf8').split('\n'))
    .filter((line) => line.includes(`"name" = '${role}'`))
    .flatMap((line) => [...line.matchAll(/array_append\("permissions", '([^']+)'\)/g)].map((match) => match[1] ?? ''));
}

describe('migration 0004 grants the seeded roles the seed’s matrix', () => {
  it.each(['Admin', 'Manager', 'Operations', 'Compliance', 'Support'] as const)('%s', (role) => {
    const statement = migration.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    const granted = [...(listed?.split(',').map((item) => item.trim().replace(/^'|'$/g, '')) ?? []), ...appendedLater(role)];
    expect(granted).toEqual(SEED_ROLE_PERMISSIONS[role]);
  });
});
