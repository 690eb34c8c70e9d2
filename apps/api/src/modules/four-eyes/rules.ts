/**
 * Four eyes: the rules shared by the decisions one staff member alone may not make (a large refund,
 * a KYC rejection, the approval that verifies a customer). The first decision waits beside the item;
 * the second step (confirm or send back) belongs to someone else holding the same permission.
 */
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { controlSettingOf, REFUND_SECOND_APPROVAL_SETTING } from '@admin/api-client/contract';
import type { AwaitingSecondApproval, ControlSetting, DecisionBy } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { settings, users } from '../../db/schema';
import { iso } from '../../http/dates';
import { conflict, forbidden } from '../../http/errors';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The refund amount (rupees) above which approving a cancel request needs a second approval: the
 * setting when it holds a number, else the fallback (a missing or mistyped setting must not switch
 * the control off), held within the control's floor and ceiling (a value stored before the bounds
 * existed cannot switch it off either).
 */
export async function refundThreshold(db: Queryable): Promise<number> {
  const control = controlSettingOf(REFUND_SECOND_APPROVAL_SETTING) as ControlSetting;
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, REFUND_SECOND_APPROVAL_SETTING));
  const value = row ? Number(row.value.trim()) : Number.NaN;
  const set = row && row.value.trim() !== '' && Number.isFinite(value) ? value : control.fallback;
  return Math.min(control.ceiling, Math.max(control.floor, set));
}

/** The columns that keep a first decision (the same four on every table that has one). */
export interface FirstDecisionColumns {
  first_decision: string | null;
  first_reason: string | null;
  first_decided_by: number | null;
  first_decided_at: Date | null;
}

/** A first decision as the API answers it; null when none waits (or its decider's name is gone). */
export function awaitingOf<D extends string>(
  row: FirstDecisionColumns,
  deciderName: string | null,
): AwaitingSecondApproval<D> | null {
  if (row.first_decision === null || row.first_decided_at === null) return null;
  return {
    decision: row.first_decision as D,
    reason: row.first_reason,
    by: { id: row.first_decided_by ?? 0, name: deciderName ?? 'a former staff member' },
    at: iso(row.first_decided_at),
  };
}

/** The names of the staff whose first decisions wait on these rows (one query for a page). */
export async function firstDeciders(
  db: Queryable,
  rows: readonly FirstDecisionColumns[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.first_decided_by).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const named = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(named.map((user) => [user.id, user.name]));
}

/**
 * Who decided a record and, when it took two, who confirmed it: `proposedBy` is the first decider
 * kept once the decision took effect, `decidedBy` whoever made it take effect. Null while undecided.
 */
export function decisionByOf(
  decidedBy: number | null,
  decidedName: string | null,
  proposedBy: number | null,
  proposedName: string | null,
): DecisionBy | null {
  if (decidedBy === null) return null;
  const decider = { id: decidedBy, name: decidedName ?? 'a former staff member' };
  if (proposedBy === null) return { by: decider, confirmed_by: null };
  return { by: { id: proposedBy, name: proposedName ?? 'a former staff member' }, confirmed_by: decider };
}

/**
 * A first decision waiting for a second approval that `staffId` may confirm: made by someone else,
 * and by no one their independence depends on (assertIndependentSecond's rules, as a filter: the
 * queue "Awaiting my confirmation" lists only what its reader could confirm).
 */
export function confirmableBy(firstBy: AnyColumn | SQL, firstAt: AnyColumn | SQL, staffId: number): SQL {
  return sql`(${firstBy} is not null and ${firstBy} <> ${staffId} and not exists (
    select 1 from users me where me.id = ${staffId}
    and (me.created_by = ${firstBy} or me.role_granted_by = ${firstBy} or me.created_at > ${firstAt})))`;
}

/** Clears a first decision (confirmed, sent back, or made moot by new evidence). */
export const noFirstDecision = {
  first_decision: null,
  first_reason: null,
  first_decided_by: null,
  first_decided_at: null,
} as const;

/**
 * The second step is someone else's: the first decider may neither confirm (that would be one pair
 * of eyes) nor send back their own decision. Answered 403 whatever a screen offered.
 */
export function assertSecondStaff<A extends AwaitingSecondApproval>(
  awaiting: A | null,
  staffId: number,
  what: string,
): A {
  if (!awaiting) throw conflict(`${sentenceStart(what)} is not awaiting a second approval`);
  if (awaiting.by.id === staffId) {
    throw forbidden(
      `You made the first decision on this ${what}; a different staff member must confirm it or send it back`,
    );
  }
  return awaiting;
}

/**
 * A confirmation is a second pair of eyes only from someone independent of the first decider: not
 * the same person (assertSecondStaff), not an account the first decider created or gave its role to
 * (their own second account, or one they set up), and not an account younger than the decision (made
 * after it, for the purpose). 403 naming the reason; whatever a screen offered.
 */
export async function assertIndependentSecond<A extends AwaitingSecondApproval>(
  db: Queryable,
  awaiting: A | null,
  staffId: number,
  what: string,
): Promise<A> {
  const first = assertSecondStaff(awaiting, staffId, what);
  const [me] = await db
    .select({ created_by: users.created_by, created_at: users.created_at, role_granted_by: users.role_granted_by })
    .from(users)
    .where(eq(users.id, staffId));
  if (me?.created_by === first.by.id)
    throw forbidden(
      `Your account was created by ${first.by.name}, who made the first decision on this ${what}: an approver independent of them must confirm it`,
    );
  if (me?.role_granted_by === first.by.id)
    throw forbidden(
      `Your role was given to you by ${first.by.name}, who made the first decision on this ${what}: an approver independent of them must confirm it`,
    );
  if (me && me.created_at.getTime() > Date.parse(first.at))
    throw forbidden(
      `Your account was created after the first decision on this ${what} (made ${longDate.format(new Date(first.at))} UTC): an approver whose account is older than the decision must confirm it`,
    );
  return first;
}

/** `what` names the item in the middle of a sentence ("cancel request", "KYC pan check"). */
const sentenceStart = (what: string) => what.charAt(0).toUpperCase() + what.slice(1);

/** Deciding again while a first decision waits would bypass the second step. */
export function assertNoFirstDecision(awaiting: AwaitingSecondApproval | null, what: string): void {
  if (awaiting) {
    throw conflict(
      `${sentenceStart(what)} is awaiting a second approval (${awaiting.decision} by ${awaiting.by.name}): confirm it or send it back first`,
    );
  }
}
