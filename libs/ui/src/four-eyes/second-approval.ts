import type { AwaitingSecondApproval } from '@admin/api-client/contract';

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
