/**
 * The seeded roles' permissions are written twice: in the seed (fresh databases) and in the
 * migrations (databases seeded before roles had permissions: 0004 gave the matrix, later ones
 * append a new permission to a role, e.g. 0006 `roles.manage` and 0010 `system.read` to Admin).
 * They must say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@admin/api-client/contract';
import { inMatrixOrder } from '../src/auth/permissionSet';
import { SEED_ROLE_PERMISSIONS } from '../src/seed/fixtures';

const migrations = path.join(import.meta.dirname, '../src/db/migrations');
const read = (file: string) => fs.readFileSync(path.join(migrations, file), 'utf8');
const matrix = read('0004_role_permissions.sql');

/** Permissions later migrations append to a seeded role (`array_append(…, 'x') WHERE "id" = 1` or `… "name" = 'Role'`). */
function appendedLater(role: string): Permission[] {
  const namesRole = (line: string) =>
    line.includes(`"name" = '${role}'`) || (role === 'Admin' && line.includes('"id" = 1 '));
  return fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql') && file > '0004')
    .flatMap((file) => read(file).split('\n'))
    .filter((line) => line.startsWith('UPDATE "roles"') && namesRole(line))
    .flatMap((line) =>
      [...line.matchAll(/array_append\("permissions", '([^']+)'\)/g)].map((match) => (match[1] ?? '') as Permission),
    );
}

describe('the migrations grant the seeded roles the seed’s matrix', () => {
  it.each(['Admin', 'Manager', 'Operations', 'Compliance', 'Support'] as const)('%s', (role) => {
    const statement = matrix.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    const fromMatrix = (listed?.split(',') ?? []).map((item) => item.trim().replace(/^'|'$/g, '') as Permission);
    expect(inMatrixOrder([...fromMatrix, ...appendedLater(role)])).toEqual(SEED_ROLE_PERMISSIONS[role]);
  });

  it('the later grants go to the Admin role, and the trail to Compliance too, once each', () => {
    expect(appendedLater('Admin')).toEqual(['roles.manage', 'system.read', 'audit.read']);
    expect(appendedLater('Compliance')).toEqual(['audit.read']);
    expect(read('0006_roles_manage.sql').match(/UPDATE/g)).toHaveLength(1);
    expect(read('0010_system_read.sql').match(/UPDATE/g)).toHaveLength(1);
    expect(read('0014_audit_trail.sql').match(/UPDATE/g)).toHaveLength(2);
  });
});
