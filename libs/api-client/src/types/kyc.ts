import type { AwaitingSecondApproval, DecisionBy } from './four-eyes';

/** KYC of a customer (docs/product.md#records-and-their-fields): one overall status and four verifications. */
export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_VERIFICATIONS = ['email', 'aadhar', 'pan', 'video'] as const;
export type KycVerification = (typeof KYC_VERIFICATIONS)[number];

export interface Kyc {
  /** 'verified' once all four verifications are verified, 'rejected' if any is rejected, else 'pending'. */
  status: KycStatus;
  email_verification_status: KycStatus;
  aadhar_verification_status: KycStatus;
  pan_verification_status: KycStatus;
  video_verification_status: KycStatus;
  updated_at: string;
}

/** `PUT /v2/customer/{id}/kyc`: set one verification. */
export interface KycUpdateRequest {
  verification: KycVerification;
  status: KycStatus;
  /** Why, kept in the customer's comments (required when rejecting). */
  comment?: string;
}

/**
 * Where one check stands for the reviewer: `not_submitted` (pending, no evidence yet),
 * `submitted` (pending with evidence: awaiting review), `approved` (verified) or `rejected`.
 * Derived from the check's status and its submitted time; the status values above stay the contract.
 */
export const KYC_CHECK_STATES = ['not_submitted', 'submitted', 'approved', 'rejected'] as const;
export type KycCheckState = (typeof KYC_CHECK_STATES)[number];

/** File types a check's evidence may be: documents and photos, or (the video check) a recording. */
export const KYC_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const KYC_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Files one evidence upload may carry. */
export const KYC_EVIDENCE_MAX_FILES = 5;

/** One file of evidence. */
export interface KycEvidenceFile {
  id: number;
  /** The file's name as uploaded. */
  name: string;
  content_type: string;
  size: number;
  /** Gateway URL of the file; null for a caller who may not open identity documents (no `kyc.decide`). */
  url: string | null;
  submitted_at: string;
}

/** A check's review: its state, the evidence, and the decision once made. */
export interface KycCheck {
  verification: KycVerification;
  status: KycStatus;
  state: KycCheckState;
  /** When evidence was last submitted (null: never). */
  submitted_at: string | null;
  /** When it was approved or rejected (null while awaiting a decision). */
  decided_at: string | null;
  decided_by: { id: number; name: string } | null;
  /** Why it was decided so (always present for a rejection). */
  reason: string | null;
  /** Oldest first. */
  files: KycEvidenceFile[];
  /**
   * A rejection, or the approval that would verify the customer, waiting for a second staff member
   * (the check stays pending meanwhile); null when none waits.
   */
  awaiting_second_approval: AwaitingSecondApproval<'verified' | 'rejected'> | null;
  /**
   * Who decided it and, when it took two, who confirmed it (`decided_by` is whoever made it take
   * effect: the confirmer then); null while undecided.
   */
  decision_by: DecisionBy | null;
}

/** `GET /v2/customer/{id}/kyc`: the overall status and every check's review. */
export interface KycReview {
  status: KycStatus;
  updated_at: string;
  /** Whether file URLs are given (the caller holds `kyc.decide`). */
  evidence_visible: boolean;
  /** In the order of KYC_VERIFICATIONS. */
  checks: KycCheck[];
}
