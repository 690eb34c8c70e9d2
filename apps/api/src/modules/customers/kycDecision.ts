/**
 * Deciding a KYC check, in one or two steps. A rejection, and the approval that would make the
 * customer verified (the last check still open), are identity decisions one staff member alone may
 * not make: the first decision waits on the check (still pending) until another holder of kyc.decide
 * confirms it. Every other decision takes effect at once.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { KYC_VERIFICATIONS } from '@admin/api-client/contract';
import type { KycStatus, KycVerification } from '@admin/api-client/contract';
import type { Tx } from '../../db/connection';
import { customerComments, kycChecks, users } from '../../db/schema';
import { nextVersion, versionMatches } from '../../http/versioning';
import { changesBetween } from '../../audit/changes';
import { customerRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { noFirstDecision } from '../fourEyes/rules';
import { staffOf } from '../../auth/guard';
import { recordDecision, statusColumn } from './kycReview';
import { overallKyc } from './kycStatus';

export type KycStatuses = Record<`${KycVerification}_verification_status`, KycStatus>;

/** Whether setting `verification` to `status` needs a second staff member. */
export function needsSecondApproval(current: KycStatuses, verification: KycVerification, status: KycStatus): boolean {
  if (status === 'rejected') return true;
  if (status !== 'verified' || current[statusColumn(verification)] === 'verified') return false;
  return KYC_VERIFICATIONS.every((v) => v === verification || current[statusColumn(v)] === 'verified');
}

/**
 * Applies a decision: the check's status on the user row (and the overall status), the decision kept
 * with the check, the reason in the comments. Conditional on `sameVersion` (the If-Match when sent);
 * false when the customer changed meanwhile (nothing written).
 */
export async function applyKycDecision(
  tx: Tx,
  http: FastifyRequest,
  sameVersion: SQL | undefined,
  decision: {
    customerId: number;
    current: KycStatuses;
    verification: KycVerification;
    status: KycStatus;
    comment: string | undefined;
    staffId: number;
    note?: string;
  },
): Promise<boolean> {
  const { customerId, verification, status, comment, staffId } = decision;
  const next = { ...decision.current, [statusColumn(verification)]: status };
  const now = new Date();
  const updated = await tx
    .update(users)
    .set({
      ...next,
      kyc_status: overallKyc(next),
      kyc_updated_at: now,
      version: nextVersion(users.version),
      ...(verification === 'email' ? { email_verified: status === 'verified' } : {}),
      updated_by: staffId,
      updated_at: now,
    })
    .where(and(eq(users.id, customerId), sameVersion))
    .returning({ id: users.id, name: users.name, kyc_status: users.kyc_status });
  const [after] = updated;
  if (!after) return false;
  await recordDecision(tx, customerId, verification, status, staffId, comment, now);
  const field = statusColumn(verification);
  await recordAudit(tx, http, {
    action: 'decision',
    record: customerRecord(after),
    changes: changesBetween(
      { [field]: decision.current[field], kyc_status: overallKyc(decision.current) },
      { [field]: status, kyc_status: after.kyc_status },
    ),
    note: decision.note ?? comment ?? null,
  });
  if (comment)
    await tx
      .insert(customerComments)
      .values({ user_id: customerId, comment: `KYC ${verification} ${status}: ${comment}`, created_by: staffId });
  return true;
}

/**
 * Keeps a first decision on the check (status unchanged) or, with `first` null, clears the one made
 * by `clearing`. The customer's version moves (the screens' If-Match covers the check). False when
 * the customer or the check changed meanwhile: the transaction should roll back.
 */
export async function setKycFirstDecision(
  tx: Tx,
  http: FastifyRequest,
  target: { customerId: number; verification: KycVerification; staffId: number },
  first: { decision: 'verified' | 'rejected'; reason: string | null } | { clearing: number; was: string },
  /** The trail's note; null when the step is recorded by the decision that follows (a confirmation). */
  note: string | null,
): Promise<boolean> {
  const { customerId, verification, staffId } = target;
  const now = new Date();
  const updated = await tx
    .update(users)
    .set({ version: nextVersion(users.version), updated_by: staffId, updated_at: now })
    .where(and(eq(users.id, customerId), versionMatches(users.version, http)))
    .returning({ id: users.id, name: users.name });
  const [customer] = updated;
  if (!customer) return false;
  let changed: { first_decision: string | null }[];
  if ('clearing' in first) {
    changed = await tx
      .update(kycChecks)
      .set(noFirstDecision)
      .where(
        and(
          eq(kycChecks.user_id, customerId),
          eq(kycChecks.verification, verification),
          eq(kycChecks.first_decided_by, first.clearing),
        ),
      )
      .returning({ first_decision: kycChecks.first_decision });
  } else {
    const decided = {
      first_decision: first.decision,
      first_reason: first.reason,
      first_decided_by: staffId,
      first_decided_at: now,
    };
    changed = await tx
      .insert(kycChecks)
      .values({ user_id: customerId, verification, ...decided })
      .onConflictDoUpdate({
        target: [kycChecks.user_id, kycChecks.verification],
        set: decided,
        setWhere: isNull(kycChecks.first_decision),
      })
      .returning({ first_decision: kycChecks.first_decision });
  }
  if (changed.length === 0) return false;
  if (note !== null) {
    // The first decision and a send-back are decisions of their own in the trail.
    await recordAudit(tx, http, {
      action: 'decision',
      record: customerRecord(customer),
      changes: [
        {
          field: `${verification}_awaiting_second_approval`,
          before: 'clearing' in first ? first.was : null,
          after: 'clearing' in first ? null : `${first.decision} by ${staffOf(http).name}`,
        },
      ],
      note,
    });
  }
  return true;
}
