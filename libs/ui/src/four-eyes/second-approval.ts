import type { AwaitingSecondApproval, DecisionBy } from '@admin/api-client/contract';

/** Whether the signed-in user may take the second step (confirm or send back), and why not when not. */
export interface SecondStepGate {
  allowed: boolean;
  why: string;
}

/**
 * The second step of a decision awaiting a second approval belongs to someone else holding the
 * permission: the first decider sees it disabled with the reason (the API refuses them anyway).
 */
export function secondStepGate(
  awaiting: AwaitingSecondApproval,
  userId: number | undefined,
  mayDecide: boolean,
  noPermissionWhy: string,
): SecondStepGate {
  if (!mayDecide) return { allowed: false, why: noPermissionWhy };
  if (userId === undefined) return { allowed: false, why: 'Loading who you are…' };
  if (awaiting.by.id === userId)
    return {
      allowed: false,
      why: 'You made the first decision: a different staff member must confirm it or send it back.',
    };
  return { allowed: true, why: '' };
}

/** The words of a record's badge while a first decision waits for a second one. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

/**
 * Who decided, both people when it took two: "Rejected by Kalyani Desai · confirmed by Priya Raman",
 * or "Approved by Meera" when one decision sufficed. `decided` is the decision as a word ("Rejected").
 */
export function decisionByWords(decided: string, decisionBy: DecisionBy): string {
  const first = `${decided} by ${decisionBy.by.name}`;
  return decisionBy.confirmed_by ? `${first} · confirmed by ${decisionBy.confirmed_by.name}` : first;
}
