/** Changes to a customer's account: an edit, a comment, a reveal of their secrets, the KYC reviewer. */
import { and, eq, type SQL } from 'drizzle-orm';
import { looksMasked, maskPan } from '@admin/api-client/contract';
import type { RevealedCustomerDetails } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { customerComments, users } from '../../db/schema';
import { badRequest, found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { customerRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { assertAssignable } from '../queues/assignment';
import { storedSecrets } from './repository';
import { claimReveal } from './reveal-limit';
import type { customerUpdateBody } from './schemas';
import type { z } from 'zod';

type CustomerUpdate = z.output<typeof customerUpdateBody>;

/**
 * The edit form pre-fills PAN from a GET, which answers it masked, and sends it back: that copy
 * unchanged means "keep the PAN" (left out of the update); any other masked-looking value would
 * overwrite the real PAN with dots, so it is refused.
 */
function panChange(sent: string | null | undefined, stored: string | null): { pan_number?: string | null } {
  if (sent === undefined) return {};
  if (sent !== null && stored !== null && sent === maskPan(stored)) return {};
  if (sent !== null && looksMasked(sent)) {
    throw badRequest(
      'pan_number: this is a masked PAN, not a real one; send the full PAN to change it, or leave pan_number out to keep it',
    );
  }
  return { pan_number: sent };
}

/** The fields an edit replaces (the PAN by `panChange`'s rule), apart from its comment. */
export const editedFields = (body: CustomerUpdate, storedPan: string | null) => {
  const { comment: _comment, pan_number: pan, ...others } = body;
  return { ...others, ...panChange(pan, storedPan) };
};

/** Applies the edit (and adds its comment) when `sameVersion` holds; false when it did not. */
export function updateCustomer(
  db: Db,
  by: AuditSource & { staffId: number },
  id: number,
  edit: { fields: ReturnType<typeof editedFields>; comment: string | undefined },
  sameVersion: SQL | undefined,
): Promise<boolean> {
  const { fields, comment } = edit;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id));
    const [after] = await tx
      .update(users)
      .set({ ...fields, updated_by: by.staffId, updated_at: new Date(), version: nextVersion(users.version) })
      .where(and(eq(users.id, id), sameVersion))
      .returning();
    if (!before || !after) return false;
    if (comment) await tx.insert(customerComments).values({ user_id: id, comment, created_by: by.staffId });
    const changes = changesBetween(before, after, { only: Object.keys(fields) });
    await recordAudit(tx, by, {
      action: changes.length > 0 && changes.every((c) => c.field === 'status') ? 'status_change' : 'update',
      record: customerRecord(after),
      changes: comment ? [...changes, { field: 'comment', before: null, after: comment }] : changes,
      note: comment ?? null,
    });
    return true;
  });
}

/** A comment alone: it replaces nothing, so it needs no version. */
export function addCustomerComment(db: Db, by: AuditSource & { staffId: number }, id: number, comment: string) {
  return db.transaction(async (tx) => {
    const customer = found((await tx.select().from(users).where(eq(users.id, id)))[0], 'Customer');
    await tx.insert(customerComments).values({ user_id: id, comment, created_by: by.staffId });
    await recordAudit(tx, by, {
      action: 'update',
      record: customerRecord(customer),
      changes: [{ field: 'comment', before: null, after: comment }],
      note: comment,
    });
  });
}

/**
 * The customer's PAN and bank details in full, within the per-person hourly limit (`RevealLimitReached`
 * when past it). Who saw whose, and when, is in the trail; the values themselves are never written.
 */
export function revealCustomerSecrets(
  db: Db,
  by: AuditSource & { staffId: number },
  id: number,
  limitPerHour: number,
): Promise<RevealedCustomerDetails> {
  return db.transaction(async (tx) => {
    await claimReveal(tx, by.staffId, limitPerHour);
    const customer = await storedSecrets(tx, id);
    await recordAudit(tx, by, {
      action: 'pan_reveal',
      record: customerRecord({ id, name: customer.name }),
      note: 'PAN and bank details shown in full',
    });
    return { pan_number: customer.pan_number, bank_details: customer.bank_details };
  });
}

/** Claims, assigns (to a colleague who decides KYC) or releases (null) the KYC review when `guard` holds. */
export async function assignKycReviewer(
  db: Db,
  by: AuditSource & { staffId: number },
  id: number,
  assigneeId: number | null,
  guard: SQL | undefined,
) {
  await assertAssignable(db, assigneeId, 'kyc');
  const now = new Date();
  return auditedUpdate<typeof users.$inferSelect>(db, by, {
    table: users,
    key: eq(users.id, id),
    condition: guard,
    set: {
      kyc_assignee_id: assigneeId,
      kyc_assigned_at: assigneeId === null ? null : now,
      updated_by: by.staffId,
      updated_at: now,
      version: nextVersion(users.version),
    },
    record: customerRecord,
    changes: { only: ['kyc_assignee_id'] },
  });
}
