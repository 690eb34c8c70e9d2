/**
 * Sessions a user can see and end: their own (any staff user), and an employee's (employees.read to
 * list, employees.write to end, like deactivation, which ends them all too). Ending a session takes
 * effect on its next request: the guard checks the session on every call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, SessionsRevoked, UserSession } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { sessionOf, staffOf } from '../../auth/guard';
import { listSessions } from '../../auth/sessions';
import { arrayOf } from '../../http/responses';
import { auditSourceOf } from '../../audit/record';
import { revokedSchema, userSessionAnswer } from './answers';
import { assertMayManage, employeeOf, signOut } from './commands';
import { employeeParams, employeeSessionParams, othersQuery, sessionParams } from './schemas';

const listOf = (data: UserSession[]): ItemResponse<UserSession[]> => ({ data });
const revoked = (n: number, message: string): ItemResponse<SessionsRevoked> => ({ data: { revoked: n }, message });
const OWN = 'Signed out from their own profile';
const BY_COLLEAGUE = 'Signed out by a colleague';

export function sessionRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/me/sessions', { schema: { response: { 200: arrayOf(userSessionAnswer) } } }, async (request) =>
      listOf(await listSessions(db, staffOf(request).id, sessionOf(request))),
    );

    app.delete(
      '/me/sessions/:sessionId',
      { schema: { params: sessionParams, response: { 200: revokedSchema } } },
      async (request) => {
        const which = { only: request.params.sessionId };
        const n = await signOut(db, auditSourceOf(request), staffOf(request), which, OWN);
        return revoked(n, 'Session signed out');
      },
    );

    app.delete(
      '/me/sessions',
      { schema: { querystring: othersQuery, response: { 200: revokedSchema } } },
      async (request) => {
        const which = { except: sessionOf(request) ?? undefined };
        const n = await signOut(db, auditSourceOf(request), staffOf(request), which, `${OWN} (every other session)`);
        return revoked(n, n === 1 ? 'Signed out of 1 other session' : `Signed out of ${n} other sessions`);
      },
    );

    app.get(
      '/v2/admin/employee/:id/sessions',
      { schema: { params: employeeParams, response: { 200: arrayOf(userSessionAnswer) } } },
      async (request) => {
        await employeeOf(db, request.params.id);
        return listOf(await listSessions(db, request.params.id, sessionOf(request)));
      },
    );

    app.delete(
      '/v2/admin/employee/:id/sessions/:sessionId',
      { schema: { params: employeeSessionParams, response: { 200: revokedSchema } } },
      async (request) => {
        const { id, sessionId } = request.params;
        const employee = await assertMayManage(db, staffOf(request), id);
        const n = await signOut(db, auditSourceOf(request), { id, ...employee }, { only: sessionId }, BY_COLLEAGUE);
        return revoked(n, 'Session signed out');
      },
    );

    app.delete(
      '/v2/admin/employee/:id/sessions',
      { schema: { params: employeeParams, response: { 200: revokedSchema } } },
      async (request) => {
        const { id } = request.params;
        const employee = await assertMayManage(db, staffOf(request), id);
        // Signing oneself out everywhere from the employee form would end this very session too: keep it.
        const except = id === staffOf(request).id ? (sessionOf(request) ?? undefined) : undefined;
        const note = `${BY_COLLEAGUE} (every session)`;
        const n = await signOut(db, auditSourceOf(request), { id, ...employee }, { except }, note);
        return revoked(n, n === 1 ? 'Signed out of 1 session' : `Signed out of ${n} sessions`);
      },
    );
  };
}
