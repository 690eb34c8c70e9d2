/**
 * The role matrix (`ROLE_MATRIX` in @admin/api-client/contract) is the one source of which built-in
 * role holds which permission. Three things must say the same as it:
 * - the migrations, for databases seeded before the matrix was applied at start (0004 gave the
 *   matrix, later ones appended a permission; 0017 lists the permissions those already granted);
 * - what the API does at start for a permission new to a database (src/auth/role-matrix.ts);
 * - the table in apps/api/README.md ("Permissions"), which this test prints when it differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATRIX_ROLES,
  type MatrixRole,
  matrixPermissionsOf,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  ROLE_MATRIX,
} from '@admin/api-client/contract';
import { inMatrixOrder } from '../src/auth/permission-set';
import type { Database } from '../src/db/connection';
import { auditEntries, roleMatrixApplied, roles } from '../src/db/schema';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

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

/** The permissions migration 0017 records as already granted by the migrations before it. */
const appliedByMigrations = [...read('0017_role_matrix_applied.sql').matchAll(/\('([a-z]+\.[a-z]+)'\)/g)].map(
  (match) => match[1] as Permission,
);

describe('the migrations grant the built-in roles the matrix, up to the permissions 0017 lists', () => {
  it('0017 lists permissions of the contract, each once', () => {
    expect(appliedByMigrations.length).toBeGreaterThan(0);
    expect(new Set(appliedByMigrations).size).toBe(appliedByMigrations.length);
    expect(appliedByMigrations.filter((permission) => !PERMISSIONS.includes(permission))).toEqual([]);
  });

  it.each(MATRIX_ROLES)('%s', (role) => {
    const statement = matrix.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    const fromMatrix = (listed?.split(',') ?? []).map((item) => item.trim().replace(/^'|'$/g, '') as Permission);
    expect(inMatrixOrder([...fromMatrix, ...appendedLater(role)])).toEqual(
      matrixPermissionsOf(role).filter((permission) => appliedByMigrations.includes(permission)),
    );
  });

  it('the later grants go to the Admin role, and the trail to Compliance too, once each', () => {
    expect(appendedLater('Admin')).toEqual(['roles.manage', 'system.read', 'audit.read']);
    expect(appendedLater('Compliance')).toEqual(['audit.read']);
    expect(read('0006_roles_manage.sql').match(/UPDATE/g)).toHaveLength(1);
    expect(read('0010_system_read.sql').match(/UPDATE/g)).toHaveLength(1);
    expect(read('0014_audit_trail.sql').match(/UPDATE/g)).toHaveLength(2);
  });
});

const README = path.join(import.meta.dirname, '../README.md');

/** The matrix table of the README: its role columns and, per permission row, its description and holders. */
function readmeTable(text: string) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^\|\s*permission\s*\|/.test(line));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const header = cells(lines[start] ?? '');
  const roleColumns = header.slice(2);
  const rows: { permission: string; description: string; holders: string[] }[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [name = '', description = '', ...marks] = cells(line);
    rows.push({
      permission: name.replace(/`/g, ''),
      description,
      holders: roleColumns.filter((_, i) => marks[i] === '✓'),
    });
  }
  return { start, roleColumns, rows };
}

/** The table as the matrix says it, keeping the README's descriptions (a new permission starts with its label). */
function tableFromMatrix(descriptions: ReadonlyMap<string, string>): string {
  const header = ['permission', 'lets a holder', ...MATRIX_ROLES];
  const rows = PERMISSIONS.map((permission) => [
    `\`${permission}\``,
    descriptions.get(permission) ?? PERMISSION_LABELS[permission],
    ...MATRIX_ROLES.map((role) => ((ROLE_MATRIX[permission] as readonly MatrixRole[]).includes(role) ? '✓' : '')),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const centred = (text: string, width: number) => {
    const left = Math.floor((width - text.length) / 2);
    return `${' '.repeat(left)}${text}${' '.repeat(width - text.length - left)}`;
  };
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : centred(cell, widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (i < 2 ? '-'.repeat(width) : `:${'-'.repeat(width - 2)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

describe('the README table of permissions', () => {
  it('is the matrix (on failure, paste the printed table into apps/api/README.md, "Permissions")', () => {
    const table = readmeTable(fs.readFileSync(README, 'utf8'));
    expect(table.start, 'the README has a table whose first column is "permission"').toBeGreaterThan(-1);
    const descriptions = new Map(table.rows.map((row) => [row.permission, row.description]));
    const actual = {
      roles: table.roleColumns,
      rows: table.rows.map(({ permission, holders }) => [permission, holders]),
    };
    const expected = {
      roles: [...MATRIX_ROLES],
      rows: PERMISSIONS.map((permission) => [permission, [...ROLE_MATRIX[permission]]]),
    };
    const same = JSON.stringify(actual) === JSON.stringify(expected);
    if (!same)
      console.log(`The README's table differs from ROLE_MATRIX. Paste this:\n\n${tableFromMatrix(descriptions)}\n`);
    expect(actual).toEqual(expected);
  });

  it('prints the table the README holds, so pasting it changes only what the matrix changed', () => {
    const text = fs.readFileSync(README, 'utf8');
    const table = readmeTable(text);
    const printed = tableFromMatrix(new Map(table.rows.map((row) => [row.permission, row.description])));
    expect(text).toContain(printed);
  });
});

describe('at start, a permission new to the database goes to the roles the matrix names, once', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer | undefined;
  const logged: string[] = [];
  /** Stops the running instance and starts another on the same database, as a deployment does. */
  const restart = async () => {
    await server?.close();
    server = await startOn(
      { ...database.config, logLevel: 'info' },
      { database: opened, logStream: { write: (line) => logged.push(line) } },
    );
  };
  const permissionsOf = async (id: number) =>
    (await opened.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id)))[0]?.permissions;
  const rename = (id: number, name: string) => opened.db.update(roles).set({ name }).where(eq(roles.id, id));

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    await restart();
    // As a database holds it before audit.read and customers.reveal existed: nobody holds them and
    // the matrix was never applied for them. An Admin had also withdrawn orders.read from Support.
    const unknown: Permission[] = ['customers.reveal', 'audit.read'];
    for (const role of await opened.db.select().from(roles)) {
      await opened.db
        .update(roles)
        .set({
          permissions: role.permissions.filter((p) => !unknown.includes(p) && !(role.id === 6 && p === 'orders.read')),
        })
        .where(eq(roles.id, role.id));
    }
    for (const permission of unknown)
      await opened.db.delete(roleMatrixApplied).where(eq(roleMatrixApplied.permission, permission));
  });
  afterAll(async () => {
    await server?.close();
    if (database.config.databaseUrl) await opened.close();
    await database.drop();
  });

  it('grants them as the matrix says and keeps what an Admin changed', async () => {
    const versionBefore = (await opened.db.select().from(roles).where(eq(roles.id, 5)))[0]?.version ?? 0;
    await restart();
    expect(await permissionsOf(1)).toEqual([...PERMISSIONS]);
    expect(await permissionsOf(5)).toEqual(matrixPermissionsOf('Compliance'));
    // Support never had them in the matrix; its withdrawn orders.read stays withdrawn.
    expect(await permissionsOf(6)).toEqual(matrixPermissionsOf('Support').filter((p) => p !== 'orders.read'));
    expect(await permissionsOf(3)).toEqual(matrixPermissionsOf('Manager'));
    // Forms open on the old role refuse to save over it (If-Match).
    expect((await opened.db.select().from(roles).where(eq(roles.id, 5)))[0]?.version).toBe(versionBefore + 1);
    const trail = await opened.db
      .select({ note: auditEntries.note, actor: auditEntries.actor_id, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.record_type, 'role'), eq(auditEntries.record_id, '5')));
    expect(trail).toEqual([
      {
        note: 'granted customers.reveal, audit.read (new permissions, given by the role matrix at start-up)',
        actor: null,
        changes: [
          {
            field: 'permissions',
            before: matrixPermissionsOf('Compliance')
              .filter((p) => p !== 'customers.reveal' && p !== 'audit.read')
              .join(', '),
            after: matrixPermissionsOf('Compliance').join(', '),
          },
        ],
      },
    ]);
    expect(logged.join('')).toContain('Role matrix: granted customers.reveal, audit.read to the Compliance role');
    expect((await opened.db.select().from(roleMatrixApplied)).map((row) => row.permission).sort()).toEqual(
      [...PERMISSIONS].sort(),
    );
  });

  it('grants nothing again: a permission withdrawn after its grant stays withdrawn', async () => {
    const withdrawn = matrixPermissionsOf('Compliance').filter((p) => p !== 'audit.read');
    await opened.db.update(roles).set({ permissions: withdrawn }).where(eq(roles.id, 5));
    const entries = (await opened.db.select().from(auditEntries)).length;
    await restart();
    expect(await permissionsOf(5)).toEqual(withdrawn);
    expect((await opened.db.select().from(auditEntries)).length).toBe(entries);
  });

  it('leaves a built-in role an operator renamed alone, and says so in the log', async () => {
    await rename(5, 'KYC desk');
    await opened.db.update(roles).set({ permissions: [] }).where(eq(roles.id, 5));
    await opened.db.delete(roleMatrixApplied).where(eq(roleMatrixApplied.permission, 'kyc.decide'));
    logged.length = 0;
    await restart();
    expect(await permissionsOf(5)).toEqual([]);
    expect(await permissionsOf(1)).toEqual([...PERMISSIONS]);
    expect(logged.join('')).toContain(
      'Role matrix: role 5 is named KYC desk, not Compliance, so it was not granted kyc.decide; grant them on the Roles screen if it should hold them',
    );
    await rename(5, 'Compliance');
  });
});
