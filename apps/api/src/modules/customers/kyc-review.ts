/**
 * The review side of KYC: each check's evidence (files the customer submitted), when it was
 * submitted, and the decision (who, when, why). A check's status (pending, verified, rejected)
 * stays on the user row; its review state adds "submitted and awaiting review" to pending.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { KYC_VERIFICATIONS } from '@admin/api-client/contract';
import type { KycCheck, KycCheckState, KycReview, KycStatus, KycVerification } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { kycChecks, kycEvidence, users } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';
import { awaitingOf, decisionByOf, noFirstDecision } from '../four-eyes/rules';

/** The state a reviewer sees: pending splits on whether evidence was submitted. */
function checkState(status: KycStatus, submittedAt: Date | null): KycCheckState {
  if (status === 'verified') return 'approved';
  if (status === 'rejected') return 'rejected';
  return submittedAt ? 'submitted' : 'not_submitted';
}

/** The user column holding a check's status. */
export const statusColumn = (verification: KycVerification) => `${verification}_verification_status` as const;

/**
 * Users with at least one check submitted and still pending: the review queue (`awaiting_review`
 * on the users filter). The check's status lives on the user row, so it is picked per check.
 */
export const awaitingReview = sql`exists (
  select 1 from ${kycChecks} k where k.user_id = ${users.id} and k.submitted_at is not null
  and case k.verification
    when 'email' then ${users.email_verification_status}
    when 'aadhar' then ${users.aadhar_verification_status}
    when 'pan' then ${users.pan_verification_status}
    when 'video' then ${users.video_verification_status} end = 'pending')`;

const decider = alias(users, 'decider');
const firstDecider = alias(users, 'first_decider');
const proposer = alias(users, 'proposer');

/**
 * Every check of a user with its evidence, in the order of KYC_VERIFICATIONS. File URLs are left
 * out unless `fileUrl` is given (identity documents are for those who decide KYC), which turns the
 * stored URL into one the caller's browser can open (a short-lived signed link, files/file-links.ts).
 */
export async function readKycReview(
  db: Queryable,
  user: typeof users.$inferSelect,
  fileUrl: ((url: string) => string) | null,
): Promise<KycReview> {
  const [reviews, files] = await Promise.all([
    db
      .select({
        check: kycChecks,
        decider_name: decider.name,
        first_decider_name: firstDecider.name,
        proposer_name: proposer.name,
      })
      .from(kycChecks)
      .leftJoin(decider, eq(decider.id, kycChecks.decided_by))
      .leftJoin(firstDecider, eq(firstDecider.id, kycChecks.first_decided_by))
      .leftJoin(proposer, eq(proposer.id, kycChecks.proposed_by))
      .where(eq(kycChecks.user_id, user.id)),
    db.select().from(kycEvidence).where(eq(kycEvidence.user_id, user.id)).orderBy(asc(kycEvidence.id)),
  ]);
  const checks = KYC_VERIFICATIONS.map((verification): KycCheck => {
    const status = user[statusColumn(verification)] as KycStatus;
    const review = reviews.find((r) => r.check.verification === verification);
    const submittedAt = review?.check.submitted_at ?? null;
    const decided = status !== 'pending' && review?.check.decided_at ? review.check : null;
    return {
      verification,
      status,
      state: checkState(status, submittedAt),
      submitted_at: isoOrNull(submittedAt),
      decided_at: isoOrNull(decided?.decided_at ?? null),
      decided_by: decided?.decided_by ? { id: decided.decided_by, name: review?.decider_name ?? '' } : null,
      reason: decided?.reason ?? null,
      files: files
        .filter((f) => f.verification === verification)
        .map((f) => ({
          id: f.id,
          name: f.file_name,
          content_type: f.mime_type,
          size: f.size,
          url: fileUrl ? fileUrl(f.url) : null,
          submitted_at: iso(f.submitted_at),
        })),
      awaiting_second_approval: review
        ? awaitingOf<'verified' | 'rejected'>(review.check, review.first_decider_name)
        : null,
      decision_by: decided
        ? decisionByOf(
            decided.decided_by,
            review?.decider_name ?? null,
            decided.proposed_by,
            review?.proposer_name ?? null,
          )
        : null,
    };
  });
  return {
    status: user.kyc_status as KycStatus,
    updated_at: iso(user.kyc_updated_at),
    evidence_visible: fileUrl !== null,
    checks,
  };
}

/**
 * Records a decision on a check (a reset to pending clears it, so the check awaits review again);
 * a first decision that waited for it is done with.
 */
export async function recordDecision(
  db: Queryable,
  userId: number,
  verification: KycVerification,
  status: KycStatus,
  staffId: number,
  reason: string | undefined,
  at: Date,
  /** The first decider, when this confirms a decision that took two. */
  proposedBy: number | null = null,
) {
  const decision = {
    ...(status === 'pending'
      ? { decided_at: null, decided_by: null, reason: null, proposed_by: null }
      : { decided_at: at, decided_by: staffId, reason: reason ?? null, proposed_by: proposedBy }),
    ...noFirstDecision,
  };
  await db
    .insert(kycChecks)
    .values({ user_id: userId, verification, ...decision })
    .onConflictDoUpdate({ target: [kycChecks.user_id, kycChecks.verification], set: decision });
}

/**
 * Marks a check submitted now (new evidence). Its status and decision stay as they are: evidence is
 * not a decision, so a decided check stays decided until a KYC decider sets it back to pending. A
 * first decision still waiting for a second approval no longer stands (it was made on other evidence).
 */
export async function recordSubmission(db: Queryable, userId: number, verification: KycVerification, at: Date) {
  const submission = { submitted_at: at, ...noFirstDecision };
  await db
    .insert(kycChecks)
    .values({ user_id: userId, verification, ...submission })
    .onConflictDoUpdate({ target: [kycChecks.user_id, kycChecks.verification], set: submission });
}

export const kycCheckOf = (review: KycReview, verification: KycVerification) =>
  review.checks.find((c) => c.verification === verification) as KycCheck;
