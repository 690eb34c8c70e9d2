/**
 * A believable audit trail for the seeded records, so no Activity panel is empty on a fresh start:
 * staff signing in and out on working days, orders moving along their statuses, cancel requests and
 * KYC checks decided (at the times and by the people the records name), a few edits of customers,
 * settings, projects and fees, and a couple of failed sign-ins. Written from the seeded rows, with
 * its own fixed random stream so the rest of the seed stays as it was.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { ORDER_STATUSES, type AuditAction, type AuditChange, type OrderStatus } from '@admin/api-client/contract';
import type { Db } from '../db/connection';
import * as t from '../db/schema';
import {
  cancelRequestRecord,
  customerRecord,
  orderRecord,
  projectRecord,
  sessionRecord,
  settingRecord,
} from '../audit/labels';
import type { AuditRecord } from '../audit/record';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the made-up history goes. */
const WEEKS = 4;
const DEVICES = ['Chrome on Windows', 'Chrome on macOS', 'Edge on Windows', 'Firefox on Linux', 'Safari on macOS'];
/** The normal path of an order, in order. */
const PATH: OrderStatus[] = ORDER_STATUSES.slice(0, 5);

/** mulberry32: a small seeded generator, independent of faker's stream. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Actor {
  id: number;
  name: string;
  role: string;
}

type Row = typeof t.auditEntries.$inferInsert;

export async function seedAuditHistory(db: Db, now: number): Promise<number> {
  const rand = random(20_251_125);
  const pickOf = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const since = now - WEEKS * 7 * DAY;
  const rows: Row[] = [];
  const entry = (
    at: Date,
    actor: Actor | null,
    action: AuditAction,
    record: AuditRecord,
    changes: AuditChange[] = [],
    note: string | null = null,
    clientAddress: string | null = null,
  ) => {
    rows.push({
      at,
      request_id: randomUUID(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      actor_role: actor?.role ?? null,
      action,
      record_type: record.type,
      record_id: String(record.id),
      record_label: record.label,
      changes,
      note,
      client_address: clientAddress,
    });
  };

  const staffRows = await db
    .select({ id: t.users.id, name: t.users.name, role: t.roles.name, status: t.users.status, phone: t.users.phone })
    .from(t.users)
    .innerJoin(t.roles, eq(t.roles.id, t.users.role))
    .where(and(eq(t.users.is_employee, true), eq(t.roles.is_staff, true)))
    .orderBy(t.users.id);
  const staff = staffRows.filter((s) => s.status === 'Active');
  const byRole = (role: string) => staff.filter((s) => s.role === role);
  const actorById = new Map(staffRows.map((s) => [s.id, { id: s.id, name: s.name, role: s.role }]));
  const operations = byRole('Operations');
  const compliance = byRole('Compliance');
  const managers = byRole('Manager');
  const admins = byRole('Admin');
  if (operations.length === 0 || compliance.length === 0 || admins.length === 0) return 0;
  /** A working-hours time on a day `daysAgo` back (never in the future). */
  const workTime = (daysAgo: number, hour = 9 + rand() * 8) =>
    new Date(Math.min(now - HOUR, now - daysAgo * DAY - (now % DAY) + hour * HOUR));

  /** The window a record's history fits in: from its creation to its last update (at least an hour, never in the future). */
  const within = (created: Date, updated: Date | null) => {
    const from = created.getTime();
    const to = Math.min(now - HOUR, Math.max(updated?.getTime() ?? now, from + HOUR));
    return { from, span: Math.max(0, to - from) };
  };

  // Sign-ins and sign-outs on working days.
  for (let day = WEEKS * 7; day >= 1; day--) {
    const weekday = new Date(now - day * DAY).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const person of staff) {
      if (rand() > 0.55) continue;
      const session = randomUUID();
      const start = 3 + rand() * 2;
      const device = pickOf(DEVICES);
      entry(
        workTime(day, start),
        person,
        'sign_in',
        sessionRecord(session, person.name),
        [],
        device,
        `10.0.${person.id % 250}.${10 + Math.floor(rand() * 200)}`,
      );
      if (rand() < 0.5)
        entry(
          workTime(day, start + 6 + rand() * 3),
          person,
          'sign_out',
          sessionRecord(session, person.name),
          [],
          'Signed out',
        );
    }
  }

  // Orders moving along their path (the most recent ones), by the Operations officers: each step
  // between the order's booking and its last update, so no history comes before the record.
  const recentOrders = await db
    .select({
      id: t.orders.id,
      status: t.orders.status,
      created_at: t.orders.created_at,
      updated_at: t.orders.updated_at,
    })
    .from(t.orders)
    .where(
      inArray(t.orders.status, [
        'Document_Signature_Pending',
        'Full_Payment_Pending',
        'Full_Payment_Done',
        'Token_Transfer',
      ]),
    )
    .orderBy(desc(t.orders.created_at), desc(t.orders.id))
    .limit(45);
  for (const order of recentOrders) {
    const steps = PATH.indexOf(order.status as OrderStatus);
    const { from, span } = within(order.created_at, order.updated_at);
    for (let s = 1; s <= steps; s++) {
      const changes = [{ field: 'status', before: PATH[s - 1] ?? null, after: PATH[s] ?? null }];
      entry(
        new Date(from + (span * s) / (steps + 1)),
        pickOf(operations),
        'status_change',
        orderRecord(order.id),
        changes,
      );
    }
  }

  // Cancel requests: raised (the order's status moves) and, when decided, decided by whoever the request names.
  const requests = await db.select().from(t.cancelRequests).orderBy(desc(t.cancelRequests.created_at)).limit(40);
  for (const request of requests) {
    // Raised when the request was made, decided when it records the decision.
    const raisedAt = request.created_at;
    const raisedBy = pickOf(operations);
    entry(
      raisedAt,
      raisedBy,
      'create',
      cancelRequestRecord(request.id, request.order_id),
      [{ field: 'reason', before: null, after: request.reason }],
      request.reason,
    );
    entry(
      raisedAt,
      raisedBy,
      'status_change',
      orderRecord(request.order_id),
      [{ field: 'status', before: request.previous_order_status, after: 'Cancel_Request_Raised' }],
      request.reason,
    );
    if (request.status === 'Pending') continue;
    const decider = (request.decided_by !== null ? actorById.get(request.decided_by) : undefined) ?? pickOf(operations);
    const decidedAt = request.decided_at ?? new Date(Math.min(now - HOUR, raisedAt.getTime() + DAY));
    const approved = request.status === 'Approved';
    entry(
      decidedAt,
      decider,
      'decision',
      cancelRequestRecord(request.id, request.order_id),
      [{ field: 'status', before: 'Pending', after: request.status }],
      request.decision_reason,
    );
    entry(
      decidedAt,
      decider,
      'status_change',
      orderRecord(request.order_id),
      [
        {
          field: 'status',
          before: 'Cancel_Request_Raised',
          after: approved ? 'Refunded' : request.previous_order_status,
        },
      ],
      `Cancel request #${request.id} ${approved ? 'approved: refunded' : 'rejected'}`,
    );
  }

  // KYC decisions as the checks record them (who, when, why).
  const decisions = await db
    .select({ check: t.kycChecks, name: t.users.name })
    .from(t.kycChecks)
    .innerJoin(t.users, eq(t.users.id, t.kycChecks.user_id))
    .where(and(isNotNull(t.kycChecks.decided_at), isNotNull(t.kycChecks.decided_by)))
    .limit(120);
  for (const { check, name } of decisions) {
    const decider = actorById.get(check.decided_by ?? 0) ?? pickOf(compliance);
    const status =
      (
        await db
          .select({ s: t.users[`${check.verification}_verification_status` as 'pan_verification_status'] })
          .from(t.users)
          .where(eq(t.users.id, check.user_id))
      )[0]?.s ?? 'verified';
    entry(
      check.decided_at ?? new Date(since),
      decider,
      'decision',
      customerRecord({ id: check.user_id, name }),
      [{ field: `${check.verification}_verification_status`, before: 'pending', after: status }],
      check.reason,
    );
  }

  // Edits: customers' addresses and e-mails by Compliance, settings by an Admin, project statuses by a Manager.
  const customers = await db
    .select({ id: t.users.id, name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.role, 2))
    .orderBy(t.users.id)
    .limit(12);
  for (const customer of customers) {
    const field = rand() < 0.5 ? 'address' : 'email';
    const after =
      field === 'email'
        ? (customer.email ?? '').replace('@', '.new@')
        : `${10 + Math.floor(rand() * 90)}, MG Road, Bengaluru`;
    entry(workTime(1 + Math.floor(rand() * WEEKS * 7)), pickOf(compliance), 'update', customerRecord(customer), [
      { field, before: field === 'email' ? `${customer.email ?? ''}`.replace('@', '.old@') : null, after },
    ]);
  }
  const settingRows = await db
    .select()
    .from(t.settings)
    .where(inArray(t.settings.name, ['booking_amount_percentage', 'investment_deadline_days']));
  for (const setting of settingRows) {
    entry(workTime(6 + Math.floor(rand() * 10)), pickOf(admins), 'update', settingRecord(setting), [
      { field: 'value', before: setting.name === 'booking_amount_percentage' ? '12' : '5', after: setting.value },
    ]);
  }
  const projectRows = await db
    .select({ id: t.projects.id, name: t.projects.name, status: t.projects.status })
    .from(t.projects)
    .where(ne(t.projects.status, 'Application Pending'))
    .limit(6);
  for (const project of projectRows) {
    if (managers.length === 0) break;
    entry(workTime(2 + Math.floor(rand() * 20)), pickOf(managers), 'status_change', projectRecord(project), [
      { field: 'status', before: 'Application Pending', after: project.status },
    ]);
  }

  // Failed sign-ins: a mistyped code and an unknown number.
  const someone = pickOf(operations);
  entry(
    workTime(4),
    someone,
    'sign_in_failed',
    {
      type: 'session',
      id: `+91 ${staffRows.find((s) => s.id === someone.id)?.phone ?? ''}`,
      label: `Sign-in as ${someone.name}`,
    },
    [],
    'Invalid OTP. 4 attempts left',
    '10.0.4.77',
  );
  entry(
    workTime(9),
    null,
    'sign_in_failed',
    { type: 'session', id: '+91 9810099999', label: 'Sign-in as +91 9810099999' },
    [],
    'No account for this phone number',
    '203.0.113.24',
  );

  rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.auditEntries).values(rows.slice(i, i + 500));
  return rows.length;
}
