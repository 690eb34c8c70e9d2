/**
 * Four eyes: decisions on money and identity that one staff member alone may not make. The first
 * decision waits beside the item (whose status stays Pending / pending) until a different holder of
 * the same permission confirms it (it takes effect then) or sends it back (it is cleared).
 */
import type { Assignee } from './queues';

/** The setting (in rupees) above which approving a cancel request (a refund) needs a second approval. */
export const REFUND_SECOND_APPROVAL_SETTING = 'refund_second_approval_threshold';
/** The threshold when the setting is absent or not a number. */
export const REFUND_SECOND_APPROVAL_DEFAULT = 100000;

/** A first decision waiting for a second staff member. */
export interface AwaitingSecondApproval<D extends string = string> {
  /** What the first staff member decided: `Approved` for a refund; `verified` or `rejected` for a KYC check. */
  decision: D;
  reason: string | null;
  by: Assignee;
  at: string;
}

/** `POST …/send-back`: clears the first decision; the reason is kept with the item's history. */
export interface SendBackRequest {
  reason?: string;
}
