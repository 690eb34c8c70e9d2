/** What a decision's command takes from its HTTP request: who decides, and the If-Match guard. */
import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { cancelRequests } from '../../db/schema';
import { ifMatchVersions, versionMatches } from '../../http/versioning';
import type { CancelActor, VersionGuard } from './commands';

/** Who decides, from where, and the sender of the mail a decision's rule writes. */
export const actorsFrom =
  (mailFrom: string) =>
  (request: FastifyRequest): CancelActor => ({ staff: staffOf(request), by: auditSourceOf(request), mailFrom });
/** An If-Match is honoured when sent: these are single-decision calls (their status check keeps them safe). */
export const guardOf = (request: FastifyRequest): VersionGuard => ({
  sameVersion: versionMatches(cancelRequests.version, request),
  named: ifMatchVersions(request) !== null,
});
