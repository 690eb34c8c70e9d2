/**
 * Sessions a user can see and end: their own (any staff user), and an employee's (employees.read to
 * list, employees.write to end, like deactivation, which ends them all too). Ending a session takes
 * effect on its next request: the guard checks the session on every call.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemResponse, Permission, SessionsRevoked, UserSession } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { roles, users } from '../../db/schema';
import { sessionOf, staffOf } from '../../auth/guard';
import { lacking } from '../../auth/permissionSet';
import { endSessions, listSessions } from '../../auth/sessions';
import { forbidden, found, notFound } from '../../http/errors';
import { id } from '../../http/fields';
import { arrayOf, itemOf, record } from '../../http/responses';
import { sessionRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';

/** The client's `UserSession` and `SessionsRevoked`, field by field (test/clientTypes.test.ts). */
export const userSessionAnswer = record({
  id: z.string().describe('The session id (sid of its access tokens)'),
  device: z.string().describe('The user agent summarised, e.g. "Chrome on Linux"'),
  user_agent: z.string().nullable(),
  client_address: z
    .string()
    .nullable()
    .describe('The address the sign-in came from; null for sessions opened before it was recorded'),
  created_at: z.string(),
  last_seen_at: z.string().describe('Its last sign-in or token refresh'),
  current: z.boolean().describe('The session the request itself was made with'),
});
export const sessionsRevokedAnswer = record({ revoked: z.number().int() });
const revokedSchema = itemOf(sessionsRevokedAnswer);

const sessionParams = z.object({ sessionId: z.uuid() });
const employeeParams = z.object({ id });
const employeeSessionParams = z.object({ id, sessionId: z.uuid() });
const othersQuery = z.object({
  others: z.literal('true', { error: 'others: must be true (this call signs out every session but the current one)' }),
});

const listOf = (data: UserSession[]): ItemResponse<UserSession[]> => ({ data });
const revoked = (n: number, message: string): ItemResponse<SessionsRevoked> => ({ data: { revoked: n }, message });

export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /** The employee's role permissions; 404 when `employeeId` is no (live) employee. */
  const employeeRole = async (employeeId: number): Promise<Permission[]> => (await employeeOf(employeeId)).permissions;
  const employeeOf = async (employeeId: number): Promise<{ name: string; permissions: Permission[] }> => {
    const [row] = await db
      .select({ name: users.name, permissions: roles.permissions })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role))
      .where(and(eq(users.id, employeeId), eq(users.is_employee, true), isNull(users.deleted_at)));
    return found(row, 'Employee');
  };
  /**
   * Ends sessions of `userId` (named `userName`) and records a sign-out for each, in one
   * transaction; 404 when `only` names none of theirs.
   */
  const signOut = (
    request: FastifyRequest,
    userId: number,
    userName: string,
    which: { only?: string; except?: string },
    note: string,
  ) =>
    db.transaction(async (tx) => {
      const ended = await endSessions(tx, userId, which);
      if (which.only && ended.length === 0) throw notFound('Session not found');
      for (const sessionId of ended)
        await recordAudit(tx, request, { action: 'sign_out', record: sessionRecord(sessionId, userName), note });
      return ended.length;
    });
  /** As for every other change to an employee: nobody manages someone holding permissions they lack. */
  const assertMayManage = async (request: FastifyRequest, employeeId: number) => {
    const employee = await employeeOf(employeeId);
    const missing = lacking(staffOf(request).permissions, employee.permissions);
    if (missing[0])
      throw forbidden(
        `You cannot sign out an employee whose role is holding permissions you do not hold: ${missing.join(', ')}`,
        missing[0],
      );
    return employee;
  };

  return async (app) => {
    app.get('/me/sessions', { schema: { response: { 200: arrayOf(userSessionAnswer) } } }, async (request) =>
      listOf(await listSessions(db, staffOf(request).id, sessionOf(request))),
    );

    app.delete(
      '/me/sessions/:sessionId',
      { schema: { params: sessionParams, response: { 200: revokedSchema } } },
      async (request) => {
        const { sessionId } = request.params;
        const me = staffOf(request);
        const n = await signOut(request, me.id, me.name, { only: sessionId }, 'Signed out from their own profile');
        return revoked(n, 'Session signed out');
      },
    );

    app.delete(
      '/me/sessions',
      { schema: { querystring: othersQuery, response: { 200: revokedSchema } } },
      async (request) => {
        const me = staffOf(request);
        const n = await signOut(
          request,
          me.id,
          me.name,
          { except: sessionOf(request) ?? undefined },
          'Signed out from their own profile (every other session)',
        );
        return revoked(n, n === 1 ? 'Signed out of 1 other session' : `Signed out of ${n} other sessions`);
      },
    );

    app.get(
      '/v2/admin/employee/:id/sessions',
      { schema: { params: employeeParams, response: { 200: arrayOf(userSessionAnswer) } } },
      async (request) => {
        const { id: employeeId } = request.params;
        await employeeRole(employeeId);
        return listOf(await listSessions(db, employeeId, sessionOf(request)));
      },
    );

    app.delete(
      '/v2/admin/employee/:id/sessions/:sessionId',
      { schema: { params: employeeSessionParams, response: { 200: revokedSchema } } },
      async (request) => {
        const { id: employeeId, sessionId } = request.params;
        const employee = await assertMayManage(request, employeeId);
        const n = await signOut(request, employeeId, employee.name, { only: sessionId }, 'Signed out by a colleague');
        return revoked(n, 'Session signed out');
      },
    );

    app.delete(
      '/v2/admin/employee/:id/sessions',
      { schema: { params: employeeParams, response: { 200: revokedSchema } } },
      async (request) => {
        const { id: employeeId } = request.params;
        const employee = await assertMayManage(request, employeeId);
        // Signing oneself out everywhere from the employee form would end this very session too: keep it.
        const except = employeeId === staffOf(request).id ? (sessionOf(request) ?? undefined) : undefined;
        const n = await signOut(
          request,
          employeeId,
          employee.name,
          { except },
          'Signed out by a colleague (every session)',
        );
        return revoked(n, n === 1 ? 'Signed out of 1 session' : `Signed out of ${n} sessions`);
      },
    );
  };
}
