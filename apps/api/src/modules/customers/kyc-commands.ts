/**
 * KYC decisions and evidence, each in one transaction on the customer's locked row. A decision, its
 * confirmation or its send-back is made on the version the caller names (428 without If-Match, 409 with
 * the customer as now when it moved); a rejection, or the approval that would verify the customer,
 * waits for a second staff member. Evidence never changes a check's status: only a decision does.
 * The request carries who acts, for the decision's fields and the trail (kyc-decision.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { KycStatus, KycVerification } from '@admin/api-client/contract';
import type { Db, Tx } from '../../db/connection';
import { customerComments, kycEvidence } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { namesVersion, staleVersion } from '../../http/versioning';
import { customerRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { assertIndependentSecond, assertNoFirstDecision, assertSecondStaff } from '../four-eyes/rules';
import type { ReceivedEvidence } from './evidence-upload';
import {
  applyKycDecision,
  clearKycFirstDecision,
  evidenceClears,
  keepKycFirstDecision,
  type KycRow,
  kycStatusesOf,
  lockKyc,
  needsSecondApproval,
  touchForEvidence,
  waitingKycDecision,
} from './kyc-decision';
import { recordSubmission, statusColumn } from './kyc-review';
import { findCustomerOnly } from './repository';

/** Runs `decide` on the customer's locked row when the If-Match names its version; answers the call's message. */
async function decideUnderLock(
  db: Db,
  request: FastifyRequest,
  id: number,
  decide: (tx: Tx, locked: KycRow) => Promise<string>,
): Promise<string> {
  const message = await db.transaction(async (tx) => {
    const locked = await lockKyc(tx, id);
    return namesVersion(request, locked.version, 'Customer') ? decide(tx, locked) : null;
  });
  if (message === null) throw staleVersion('Customer', await findCustomerOnly(db, id));
  return message;
}

/** A decision on one verification; answers the call's message. */
export function decideKyc(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: { verification: KycVerification; status: KycStatus; comment?: string | undefined },
  mailFrom: string,
): Promise<string> {
  const staff = staffOf(request);
  return decideUnderLock(db, request, id, async (tx, locked) => {
    const waiting = await waitingKycDecision(tx, locked, body.verification);
    assertNoFirstDecision(waiting, `KYC ${body.verification} check`);
    if (!needsSecondApproval(kycStatusesOf(locked), body.verification, body.status)) {
      await applyKycDecision(tx, request, locked, {
        verification: body.verification,
        status: body.status,
        comment: body.comment,
        staffId: staff.id,
        mailFrom,
      });
      return 'KYC updated';
    }
    const decision = body.status as 'verified' | 'rejected';
    const kind = decision === 'rejected' ? 'rejection' : 'approval';
    await keepKycFirstDecision(
      tx,
      request,
      locked,
      body.verification,
      { decision, reason: body.comment ?? null },
      `First ${decision === 'rejected' ? 'rejection' : 'approval that verifies the customer'}, awaiting a second approval${body.comment ? `: ${body.comment}` : ''}`,
    );
    return `KYC ${body.verification} ${kind} awaiting a second approval`;
  });
}

/** The second step: someone other than the first decider confirms it (it takes effect, with the first decider's reason). */
export function confirmKyc(
  db: Db,
  request: FastifyRequest,
  id: number,
  verification: KycVerification,
  mailFrom: string,
) {
  const staff = staffOf(request);
  return decideUnderLock(db, request, id, async (tx, locked) => {
    const waiting = await waitingKycDecision(tx, locked, verification);
    const first = await assertIndependentSecond(tx, waiting, staff.id, `KYC ${verification} check`);
    await applyKycDecision(tx, request, locked, {
      verification,
      status: first.decision,
      comment: first.reason ?? undefined,
      staffId: staff.id,
      note: `Second approval: confirms the decision by ${first.by.name}${first.reason ? ` (${first.reason})` : ''}`,
      cleared: first,
      mailFrom,
    });
    return `KYC ${verification} ${first.decision} (first decided by ${first.by.name}, confirmed)`;
  });
}

/** ... or sends it back: the first decision is cleared and the check awaits a decision again. */
export function sendBackKyc(
  db: Db,
  request: FastifyRequest,
  id: number,
  verification: KycVerification,
  reason: string | undefined,
) {
  const staff = staffOf(request);
  return decideUnderLock(db, request, id, async (tx, locked) => {
    const waiting = await waitingKycDecision(tx, locked, verification);
    const first = assertSecondStaff(waiting, staff.id, `KYC ${verification} check`);
    const kind = first.decision === 'rejected' ? 'rejection' : 'approval';
    const note = `Sent back the ${kind} by ${first.by.name}${reason ? `: ${reason}` : ''}`;
    await clearKycFirstDecision(tx, request, locked, verification, first, note);
    if (reason)
      await tx.insert(customerComments).values({
        user_id: id,
        comment: `KYC ${verification} ${first.decision} by ${first.by.name} sent back: ${reason}`,
        created_by: staff.id,
      });
    return `KYC ${verification} ${first.decision} by ${first.by.name} sent back`;
  });
}

/**
 * Records evidence already stored (a slow upload holds no lock) under the customer's lock and marks the
 * check submitted. Answers the check's status, which the upload leaves as it was.
 */
export function addKycEvidence(
  db: Db,
  request: FastifyRequest,
  id: number,
  verification: KycVerification,
  received: ReceivedEvidence[],
): Promise<KycStatus> {
  const staff = staffOf(request);
  return db.transaction(async (tx) => {
    const locked = await lockKyc(tx, id);
    const waiting = await waitingKycDecision(tx, locked, verification);
    const now = new Date();
    await tx.insert(kycEvidence).values(
      received.map(({ stored, name }) => ({
        user_id: id,
        verification,
        url: stored.url,
        file_name: name,
        mime_type: stored.mimeType,
        size: stored.size,
        submitted_by: staff.id,
        submitted_at: now,
      })),
    );
    await recordSubmission(tx, id, verification, now);
    await touchForEvidence(tx, locked, now);
    await recordAudit(tx, request, {
      action: 'file_upload',
      record: customerRecord(locked),
      changes: evidenceClears(verification, waiting),
      note: `KYC ${verification} evidence: ${received.map(({ name }) => name).join(', ')}`,
    });
    return locked[statusColumn(verification)] as KycStatus;
  });
}
