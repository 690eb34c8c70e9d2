/**
 * The first Admin of a deployment. Outside development an empty database stays empty (no demo
 * staff with published phone numbers), so an operator creates the first Admin from the command line
 * (`npm run admin:create`, first-admin-cli.ts); every later account is made by an Admin on the
 * Employees screen, under the rules that govern staff changes.
 *
 * Those rules include four eyes on roles that decide: an Admin account made on the screen waits for a
 * second Admin to confirm it, which a deployment with one Admin does not have. So the same command,
 * with `--second`, creates the second Admin while exactly one is active: made by nobody in the
 * product, they are independent of the first, and every later grant has its second pair of eyes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { registerBody } from '../../auth/schemas';
import { employeeRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { SEED_ROLES } from '../../seed/fixtures';

/** What the command takes: the registration's own rules (phone 6 to 15 digits, a name, an e-mail). */
const firstAdminInput = registerBody;

/** A refusal the command prints as it is (exit code 1). */
export class FirstAdminError extends Error {
  override name = 'FirstAdminError';
}

/** Advisory lock key: two commands run at once create one Admin (an arbitrary constant). */
const FIRST_ADMIN_LOCK_KEY = 727_004;

/** The roles the code relies on by id (SYSTEM_ROLE_IDS), as the seed defines them. */
const SYSTEM_ROLES = SEED_ROLES.filter((role) => role.id === ROLE_ADMIN || role.id === ROLE_CUSTOMER);

/**
 * Creates the Admin, and the system roles when the database has none yet (a fresh deployment:
 * Customer too, which registration needs). Refuses when an active Admin exists (with `second`: unless
 * exactly one does): further Admins are made in the product, where the trail and the staff rules see
 * them. Audited as a `create` of an employee with no actor (the command line), in the same transaction.
 */
export async function createFirstAdmin(
  db: Db,
  input: unknown,
  { second = false }: { second?: boolean } = {},
): Promise<{ id: number; name: string; phone: string; country_code: string }> {
  const parsed = firstAdminInput.safeParse(input);
  if (!parsed.success) {
    throw new FirstAdminError(
      parsed.error.issues.map((issue) => `--${issue.path.join('.').replace('_', '-')}: ${issue.message}`).join('\n'),
    );
  }
  const { phone, country_code, name, email } = parsed.data;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    const admins = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.role, ROLE_ADMIN), eq(users.status, 'Active'), isNull(users.deleted_at)))
      .orderBy(users.id)
      .limit(2);
    if (second && admins.length === 0)
      throw new FirstAdminError('No active Admin exists yet: create the first one without --second.');
    if (second && admins.length > 1)
      throw new FirstAdminError(
        `Two active Admins already exist (${admins.map((admin) => admin.name).join(', ')}): further staff are added by an Admin on the Employees screen, and a second Admin confirms a role that decides.`,
      );
    if (!second && admins[0]) {
      throw new FirstAdminError(
        `An active Admin already exists (${admins[0].name}): further staff are added by an Admin on the Employees screen (a deployment with one Admin adds its second with --second).`,
      );
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.country_code, country_code)));
    if (taken) throw new FirstAdminError(`--phone: an account with ${country_code} ${phone} already exists.`);
    await tx.insert(roles).values(SYSTEM_ROLES).onConflictDoNothing();
    // Roles made later by POST /role continue after the system ones.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), 1))`,
    );
    const [created] = await tx
      .insert(users)
      .values({
        name,
        email,
        work_email: email,
        phone,
        country_code,
        role: ROLE_ADMIN,
        is_employee: true,
        status: 'Active',
        join_date: new Date().toISOString().slice(0, 10),
      })
      .returning({ id: users.id, name: users.name, phone: users.phone, country_code: users.country_code });
    if (!created) throw new FirstAdminError('The Admin was not created.');
    await recordAudit(
      tx,
      { requestId: null, actor: null },
      {
        action: 'create',
        record: employeeRecord(created),
        changes: [
          { field: 'name', before: null, after: name },
          { field: 'phone', before: null, after: `${country_code} ${phone}` },
          { field: 'email', before: null, after: email },
          { field: 'role', before: null, after: 'Admin' },
        ],
        note: second
          ? 'Second Admin, created with npm run admin:create -- --second (one Admin cannot confirm a role alone)'
          : 'First Admin, created with npm run admin:create',
      },
    );
    return created;
  });
}
