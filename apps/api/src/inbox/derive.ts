/**
 * The inbox's items, derived from a change as the audit trail records it, in the change's own
 * transaction (recordAudit calls this beside the change's domain event): an item exists exactly when
 * its change committed, and a change that rolls back leaves none. Why not a listener reading the
 * events afterwards: the events carry field names only (no values), so a listener would read every
 * record back and keep a cursor across instances to deliver each item once; here the change's own
 * before/after values say who waits on it. Each person whose items changed gets an inbox event (a row of
 * the events table and a NOTIFY, delivered on commit and replayed on resume, like the changes).
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuditChange, AuditRecordType, InboxKind, Permission } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { cancelRequests, inboxItems, roles, users } from '../db/schema';
import { recordInboxEvents } from '../live/events';
import { activeStaffHolding } from '../modules/queues/assignment';

export interface InboxSource {
  record: { type: AuditRecordType; id: string | number; label: string };
  action: string;
  changes: readonly AuditChange[];
  note: string | null;
  actor: { id: number; name: string } | null;
  /** A first decision this change sent back: whose it was (the command knows; the values do not say). */
  sentBackTo?: number | undefined;
}

/** A first decision waiting for a second staff member is kept in a field named so, on every kind. */
const AWAITING = /(^|_)awaiting_second_approval$/;
/** Who may confirm a waiting first decision of each kind of record (the confirm routes' permissions). */
const CONFIRMERS: Partial<Record<AuditRecordType, Permission>> = {
  cancel_request: 'cancel.decide',
  customer: 'kyc.decide',
  employee: 'roles.manage',
  role: 'roles.manage',
};
/** The fields that hold who owns an item of work. */
const ASSIGNEE_FIELDS = new Set(['assignee_id', 'kyc_assignee_id']);
/** Who is told a canary stopped. */
const RELEASE_MANAGERS: Permission = 'releases.manage';

interface NewItem {
  kind: InboxKind;
  subject: string;
  text: string;
  href: string;
}

/** Writes the items `source` makes and settles those it made moot; NOTIFYs the people concerned. */
export async function deriveInboxItems(tx: Queryable, source: InboxSource): Promise<void> {
  const told = new Set<number>();
  for (const change of source.changes) {
    if (AWAITING.test(change.field)) await onFirstDecision(tx, source, change, told);
    else if (ASSIGNEE_FIELDS.has(change.field)) await onAssignment(tx, source, change, told);
  }
  if (source.record.type === 'release') await onCanaryStop(tx, source, told);
  await recordInboxEvents(tx, [...told]);
}

async function insertFor(
  tx: Queryable,
  userIds: readonly number[],
  source: InboxSource,
  item: NewItem,
  told: Set<number>,
) {
  if (userIds.length === 0) return;
  await tx.insert(inboxItems).values(
    userIds.map((userId) => ({
      user_id: userId,
      kind: item.kind,
      record_type: source.record.type,
      record_id: String(source.record.id),
      record_label: source.record.label,
      subject: item.subject,
      text: item.text,
      note: source.note,
      href: item.href,
      by_id: source.actor?.id ?? null,
      by_name: source.actor?.name ?? null,
    })),
  );
  for (const id of userIds) told.add(id);
}

/** Settles the unsettled items of `kind` about `subject` of the record (except `keep`'s); their people's bells change. */
async function settle(
  tx: Queryable,
  source: InboxSource,
  kind: InboxKind,
  subject: string,
  told: Set<number>,
  keep?: number,
) {
  const settled = await tx
    .update(inboxItems)
    .set({ settled_at: sql`now()`, read_at: sql`coalesce(${inboxItems.read_at}, now())` })
    .where(
      and(
        eq(inboxItems.record_type, source.record.type),
        eq(inboxItems.record_id, String(source.record.id)),
        eq(inboxItems.subject, subject),
        eq(inboxItems.kind, kind),
        isNull(inboxItems.settled_at),
        keep === undefined ? undefined : ne(inboxItems.user_id, keep),
      ),
    )
    .returning({ user_id: inboxItems.user_id });
  for (const row of settled) told.add(row.user_id);
}

/** "rejected by Asha Rao" → the decision and who made it (the trail's label of a waiting decision). */
function splitWaiting(label: string): { decision: string; by: string } {
  const at = label.lastIndexOf(' by ');
  return at < 0 ? { decision: label, by: '' } : { decision: label.slice(0, at), by: label.slice(at + 4) };
}

/** What a waiting decision is about, as a sentence names it ("KYC pan check", "Refund"). */
function decisionNoun(type: AuditRecordType, field: string): string {
  if (type === 'customer') return `KYC ${field.replace(AWAITING, '')} check`;
  if (type === 'cancel_request') return 'Refund';
  if (type === 'employee') return 'Role';
  if (type === 'role') return 'Permissions';
  return 'Decision';
}

async function onFirstDecision(tx: Queryable, source: InboxSource, change: AuditChange, told: Set<number>) {
  const type = source.record.type;
  const noun = decisionNoun(type, change.field);
  const href = await hrefOf(tx, type, source.record.id, change.field);
  if (change.before === null && typeof change.after === 'string') {
    const permission = CONFIRMERS[type];
    if (!permission || !source.actor) return;
    const { decision, by } = splitWaiting(change.after);
    const recipients = await confirmers(
      tx,
      permission,
      source.actor.id,
      type === 'employee' ? Number(source.record.id) : null,
    );
    await insertFor(
      tx,
      recipients,
      source,
      {
        kind: 'awaiting_confirmation',
        subject: change.field,
        text: `${noun} ${decision} by ${by}: awaiting your confirmation`,
        href,
      },
      told,
    );
    return;
  }
  if (change.before !== null && change.after === null) {
    // Confirmed, sent back or made moot by new evidence: it waits on nobody any more.
    await settle(tx, source, 'awaiting_confirmation', change.field, told);
    const firstBy = source.sentBackTo;
    if (firstBy === undefined || firstBy === source.actor?.id) return;
    const { decision } = splitWaiting(String(change.before));
    const who = source.actor ? ` by ${source.actor.name}` : '';
    await insertFor(
      tx,
      [firstBy],
      source,
      {
        kind: 'sent_back',
        subject: change.field,
        text: `${noun} ${decision}: your decision was sent back${who}`,
        href,
      },
      told,
    );
  }
}

/**
 * Staff who may confirm a first decision `firstBy` made: holding `permission`, not its maker, and
 * independent of them (assertIndependentSecond's rules: not an account they created or gave its
 * role to); `notUser` (the employee a role is for) never confirms their own.
 */
async function confirmers(
  tx: Queryable,
  permission: Permission,
  firstBy: number,
  notUser: number | null,
): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(
      and(
        activeStaffHolding(permission),
        ne(users.id, firstBy),
        notUser === null ? undefined : ne(users.id, notUser),
        or(isNull(users.created_by), ne(users.created_by, firstBy)),
        or(isNull(users.role_granted_by), ne(users.role_granted_by, firstBy)),
      ),
    );
  return rows.map((row) => row.id);
}

async function onAssignment(tx: Queryable, source: InboxSource, change: AuditChange, told: Set<number>) {
  const assignee = change.after === null ? null : Number(change.after);
  // Whoever held it before is no longer waited on for it.
  await settle(tx, source, 'assigned', change.field, told, assignee ?? undefined);
  // Claiming an item oneself tells nobody.
  if (assignee === null || !Number.isInteger(assignee) || assignee === source.actor?.id) return;
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [assignee]));
  if (!staff) return;
  const href = await hrefOf(tx, source.record.type, source.record.id, change.field);
  const who = source.actor ? `${source.actor.name} assigned it to you` : 'Assigned to you';
  await insertFor(tx, [assignee], source, { kind: 'assigned', subject: change.field, text: who, href }, told);
}

/** A canary ended without the live release moving (stopped by a person or by the registry itself). */
async function onCanaryStop(tx: Queryable, source: InboxSource, told: Set<number>) {
  const canary = source.changes.find((change) => change.field === 'canary');
  if (!canary || canary.before === null || canary.after !== null) return;
  if (source.changes.some((change) => change.field === 'live')) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(and(activeStaffHolding(RELEASE_MANAGERS), source.actor ? ne(users.id, source.actor.id) : undefined));
  const how = source.actor ? `stopped by ${source.actor.name}` : 'stopped automatically';
  await insertFor(
    tx,
    rows.map((row) => row.id),
    source,
    { kind: 'canary_stopped', subject: 'canary', text: `Canary ${String(canary.before)} ${how}`, href: '/releases' },
    told,
  );
}

/** Where a record opens in the app (the shell's paths; a KYC matter opens the profile's KYC tab). */
async function hrefOf(tx: Queryable, type: AuditRecordType, id: string | number, field: string): Promise<string> {
  switch (type) {
    case 'order':
      return `/order-details/${id}`;
    case 'cancel_request': {
      const [row] = await tx
        .select({ order_id: cancelRequests.order_id })
        .from(cancelRequests)
        .where(eq(cancelRequests.id, Number(id)));
      return row ? `/cancel?order_id=${row.order_id}` : '/cancel';
    }
    case 'customer':
      return field === 'kyc_assignee_id' || AWAITING.test(field)
        ? `/customers-profile/${id}?tab=kyc`
        : `/customers-profile/${id}`;
    case 'employee':
      return `/edit-employee/${id}`;
    case 'role':
      return '/roles';
    case 'release':
      return '/releases';
    default:
      return '/';
  }
}
