/**
 * The role matrix (`ROLE_MATRIX` in @admin/api-client/contract) is the one source of which built-in
 * role holds which permission; the seed gives the roles its lists. Two more things must say the same:
 * - the migrations, for databases seeded before roles had permissions (0004 gave the matrix, later
 *   ones append a permission to a role, e.g. 0006 `roles.manage` and 0010 `system.read` to Admin);
 * - the table in apps/api/README.md ("Permissions"), which this test prints when it differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MATRIX_ROLES,
  type MatrixRole,
  matrixPermissionsOf,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  ROLE_MATRIX,
} from '@admin/api-client/contract';
import { inMatrixOrder } from '../src/auth/permissionSet';

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

describe('the migrations grant the built-in roles the matrix', () => {
  it.each(MATRIX_ROLES)('%s', (role) => {
    const statement = matrix.split('\n').find((line) => line.includes(`"name" = '${role}'`));
    const listed = /ARRAY\[([^\]]*)\]/.exec(statement ?? '')?.[1];
    expect(listed, `no UPDATE for ${role}`).toBeDefined();
    const fromMatrix = (listed?.split(',') ?? []).map((item) => item.trim().replace(/^'|'$/g, '') as Permission);
    expect(inMatrixOrder([...fromMatrix, ...appendedLater(role)])).toEqual(matrixPermissionsOf(role));
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
