/**
 * Deciding a KYC check, in one or two steps. A rejection, and the approval that would make the
 * customer verified (the last check still open), are identity decisions one staff member alone may
 * not make: the first decision waits on the check (still pending) until another holder of kyc.decide
 * confirms it. Every other decision takes effect at once.
 *
 * Every KYC write (a decision, its confirmation or send-back, new evidence) runs in one transaction
 * that first locks the customer's row (`lockKyc`, SELECT … FOR UPDATE) and decides on what it reads
 * there: of two writes at once the second waits for the first and reads what it wrote, so a check
 * never returns to a state read before someone else's decision. Each write sets only the check it
 * is about, and records it in the trail in the same transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { KYC_VERIFICATIONS, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { AwaitingSecondApproval, KycStatus, KycVerification } from '@admin/api-client/contract';
import type { Tx } from '../../db/connection';
import { customerComments, kycChecks, users } from '../../db/schema';
import { found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { changesBetween } from '../../audit/changes';
import { customerRecord } from '../../audit/labels';
import { messageOnEvent } from '../messages/rules';
import { recordAudit } from '../../audit/record';
import { noFirstDecision } from '../four-eyes/rules';
import { staffOf } from '../../auth/guard';
import { kycCheckOf, readKycReview, recordDecision, statusColumn } from './kyc-review';
import { overallKyc } from './kyc-status';

export type KycStatuses = Record<`${KycVerification}_verification_status`, KycStatus>;
export type KycRow = typeof users.$inferSelect;
export type WaitingKycDecision = AwaitingSecondApproval<'verified' | 'rejected'>;

/** The four checks' statuses as stored on the user row. */
export const kycStatusesOf = (row: KycRow): KycStatuses => ({
  email_verification_status: row.email_verification_status as KycStatus,
  aadhar_verification_status: row.aadhar_verification_status as KycStatus,
  pan_verification_status: row.pan_verification_status as KycStatus,
  video_verification_status: row.video_verification_status as KycStatus,
});

/** Whether setting `verification` to `status` needs a second staff member. */
export function needsSecondApproval(current: KycStatuses, verification: KycVerification, status: KycStatus): boolean {
  if (status === 'rejected') return true;
  if (status !== 'verified' || current[statusColumn(verification)] === 'verified') return false;
  return KYC_VERIFICATIONS.every((v) => v === verification || current[statusColumn(v)] === 'verified');
}

/**
 * The customer's row, locked until the transaction ends (404 for anyone but a live customer). The
 * KYC statuses live on it and every KYC write takes this lock first, so it also guards the checks'
 * rows (decisions, first decisions, submissions). On PGlite, one connection runs one transaction at
 * a time anyway; on PostgreSQL the lock is what serialises them.
 */
export async function lockKyc(tx: Tx, customerId: number): Promise<KycRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)))
    .for('update');
  return found(row, 'Customer');
}

/** The first decision waiting on a check, read under the lock (null when none waits). */
export async function waitingKycDecision(
  tx: Tx,
  locked: KycRow,
  verification: KycVerification,
): Promise<WaitingKycDecision | null> {
  return kycCheckOf(await readKycReview(tx, locked, null), verification).awaiting_second_approval;
}

/** What the trail says of a first decision on a check ("rejected by Kalyani Desai"). */
const waitingLabel = (waiting: WaitingKycDecision) => `${waiting.decision} by ${waiting.by.name}`;

/** `version + 1` and who changed the customer, for every KYC write. */
const touched = (staffId: number | null, now: Date) => ({
  version: nextVersion(users.version),
  ...(staffId === null ? {} : { updated_by: staffId }),
  updated_at: now,
});

/**
 * Applies a decision to one check of the locked customer: that check's status (and the overall
 * status computed from the locked row), the decision kept with the check, the reason in the
 * comments, one trail entry. `cleared` is the first decision this one confirms.
 */
export async function applyKycDecision(
  tx: Tx,
  http: FastifyRequest,
  locked: KycRow,
  decision: {
    verification: KycVerification;
    status: KycStatus;
    comment: string | undefined;
    staffId: number;
    note?: string;
    cleared?: WaitingKycDecision;
    /** The sender of the message a rule sends for a check verified or rejected (MAIL_FROM). */
    mailFrom: string;
  },
): Promise<void> {
  const { verification, status, comment, staffId } = decision;
  const column = statusColumn(verification);
  const before = kycStatusesOf(locked);
  const after = { ...before, [column]: status };
  const now = new Date();
  await tx
    .update(users)
    .set({
      [column]: status,
      kyc_status: overallKyc(after),
      kyc_updated_at: now,
      ...(verification === 'email' ? { email_verified: status === 'verified' } : {}),
      ...touched(staffId, now),
    })
    .where(eq(users.id, locked.id));
  await recordDecision(tx, locked.id, verification, status, staffId, comment, now, decision.cleared?.by.id ?? null);
  const eventId = await recordAudit(tx, http, {
    action: 'decision',
    record: customerRecord(locked),
    changes: [
      ...changesBetween(
        { [column]: before[column], kyc_status: overallKyc(before) },
        { [column]: status, kyc_status: overallKyc(after) },
      ),
      ...(decision.cleared
        ? [{ field: `${verification}_awaiting_second_approval`, before: waitingLabel(decision.cleared), after: null }]
        : []),
    ],
    note: decision.note ?? comment ?? null,
  });
  // A rejection reaches the customer with its reason (the first decider's, when confirmed).
  if (status === 'verified' || status === 'rejected')
    await messageOnEvent(tx, {
      event: status === 'verified' ? 'kyc_verified' : 'kyc_rejected',
      target: { kind: 'customer', id: locked.id },
      eventId,
      mailFrom: decision.mailFrom,
      kyc: { verification, reason: comment ?? null },
    });
  // The reason is the words of whoever decided first: a confirmed decision's comment is theirs.
  if (comment)
    await tx.insert(customerComments).values({
      user_id: locked.id,
      comment: `KYC ${verification} ${status}: ${comment}`,
      created_by: decision.cleared?.by.id ?? staffId,
    });
}

/**
 * Keeps a first decision on a check of the locked customer (its status unchanged: it stays pending
 * until a second staff member confirms). The customer's version moves (the screens' If-Match covers
 * the check).
 */
export async function keepKycFirstDecision(
  tx: Tx,
  http: FastifyRequest,
  locked: KycRow,
  verification: KycVerification,
  first: { decision: 'verified' | 'rejected'; reason: string | null },
  note: string,
): Promise<void> {
  const staff = staffOf(http);
  const now = new Date();
  await tx.update(users).set(touched(staff.id, now)).where(eq(users.id, locked.id));
  const decided = {
    first_decision: first.decision,
    first_reason: first.reason,
    first_decided_by: staff.id,
    first_decided_at: now,
  };
  await tx
    .insert(kycChecks)
    .values({ user_id: locked.id, verification, ...decided })
    .onConflictDoUpdate({ target: [kycChecks.user_id, kycChecks.verification], set: decided });
  await recordAudit(tx, http, {
    action: 'decision',
    record: customerRecord(locked),
    changes: [
      { field: `${verification}_awaiting_second_approval`, before: null, after: `${first.decision} by ${staff.name}` },
    ],
    note,
  });
}

/** Clears the first decision waiting on a check (sent back): the check awaits a decision again. */
export async function clearKycFirstDecision(
  tx: Tx,
  http: FastifyRequest,
  locked: KycRow,
  verification: KycVerification,
  waiting: WaitingKycDecision,
  note: string,
): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set(touched(staffOf(http).id, now))
    .where(eq(users.id, locked.id));
  await tx
    .update(kycChecks)
    .set(noFirstDecision)
    .where(and(eq(kycChecks.user_id, locked.id), eq(kycChecks.verification, verification)));
  await recordAudit(tx, http, {
    action: 'decision',
    record: customerRecord(locked),
    changes: [{ field: `${verification}_awaiting_second_approval`, before: waitingLabel(waiting), after: null }],
    note,
    sentBackTo: waiting.by.id,
  });
}

/** What new evidence did to a check's waiting first decision, for the upload's trail entry. */
export const evidenceClears = (verification: KycVerification, waiting: WaitingKycDecision | null) =>
  waiting ? [{ field: `${verification}_awaiting_second_approval`, before: waitingLabel(waiting), after: null }] : [];

/** Moves the locked customer's version for new evidence (the screens' view of the check changed). */
export async function touchForEvidence(tx: Tx, locked: KycRow, now: Date): Promise<void> {
  await tx.update(users).set(touched(null, now)).where(eq(users.id, locked.id));
}
