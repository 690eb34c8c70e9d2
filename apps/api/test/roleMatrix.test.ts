/**
 * The seeded roles' permissions are written twice: in the seed (fresh databases) and in the
 * migrations (databases seeded before roles had permissions: 0004 gave the matrix, 0006 added
 * `roles.manage` to Admin). They must say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@admin/api-client';
import { inMatrixOrder } from '../src/auth/permissionSet';
import { SEED_ROLE_PERMISSIONS } from '../src/seed/fixtures';

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations', file), 'utf8');
const matrix = read('0004_role_permissions.sql');
const rolesManage = read('0006_roles_manage.sql');

/** What 0006 appends to the Admin role (id 1). */
const appendedToAdmin = /array_append\("permissions", '([a-z.]+)'\) WHERE "id" = 1 /.exec(rolesManage)?.[1] as Permission | undefined;
const ADDED_LATER: Partial<Record<string, Permission[]>> = { Admin: appendedToAdmin ? [appendedToAdmin] : [] };

describe('the migrations grant the seeded roles the seed’s matrix', () => {
  it.each(['Admin', 'Manager', 'Operations', 'Compliance', 'Support'] as const)('%s', (role) => {
    const statement = matrix.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    const fromMatrix = (listed?.split(',') ?? []).map((item) => item.trim().replace(/^'|'$/g, '') as Permission);
    expect(inMatrixOrder([...fromMatrix, ...(ADDED_LATER[role] ?? [])])).toEqual(SEED_ROLE_PERMISSIONS[role]);
  });

  it('0006 gives roles.manage to the Admin role only', () => {
    expect(ADDED_LATER.Admin).toEqual(['roles.manage']);
    expect(rolesManage.match(/UPDATE/g)).toHaveLength(1);
  });
});
