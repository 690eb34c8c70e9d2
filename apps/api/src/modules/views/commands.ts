/**
 * Changes of the team's shared saved views, each with its audit entry in its transaction. Anyone on
 * the staff shares a view; its owner renames or deletes it, and so does a holder of `views.manage`
 * (Admin: to tidy the team's menu, e.g. a leaver's views). Others copy it to their own instead: a
 * shared view is a colleague's work the team opens every day, so it changes only by its owner's hand.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SharedView, SharedViewBody } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { sharedViews } from '../../db/schema';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { sharedViewRecord } from '../../audit/labels';
import { staffOf } from '../../auth/guard';
import { conflict, forbidden } from '../../http/errors';
import { nextVersion, requiredVersionMatch, staleVersion } from '../../http/versioning';
import { findSharedView } from './repository';

const WHAT = 'Shared view';
/** Not the view's content: who shared it is the entry's actor or the view's label. */
const OWN_FIELDS = ['id', 'owner_id'];

const nameTaken = (name: string) => conflict(`The team already has a view named “${name}” on this list`);

async function assertNameFree(db: Db, list: string, name: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: sharedViews.id })
    .from(sharedViews)
    .where(
      and(eq(sharedViews.list, list), eq(sharedViews.name, name), except ? ne(sharedViews.id, except) : undefined),
    );
  if (taken) throw nameTaken(name);
}

/** The owner, or a holder of `views.manage`; else 403 in words the menu shows. */
async function ownedOrManaged(db: Db, request: FastifyRequest, id: number): Promise<SharedView> {
  const view = await findSharedView(db, id);
  const user = staffOf(request);
  if (view.owner.id !== user.id && !user.permissions.includes('views.manage')) {
    throw forbidden(`Only ${view.owner.name} or an Admin may change the view “${view.name}”`, 'views.manage');
  }
  return view;
}

export async function shareView(db: Db, request: FastifyRequest, body: SharedViewBody): Promise<SharedView> {
  await assertNameFree(db, body.list, body.name);
  const row = await auditedInsert<typeof sharedViews.$inferSelect>(db, request, {
    table: sharedViews,
    values: { ...body, owner_id: staffOf(request).id },
    record: sharedViewRecord,
    changes: { ignore: OWN_FIELDS },
  });
  return findSharedView(db, row.id);
}

/** Renames at the version named by If-Match: 428 without it, 409 with the view as it is now when stale. */
export async function renameView(db: Db, request: FastifyRequest, id: number, name: string): Promise<SharedView> {
  const view = await ownedOrManaged(db, request, id);
  await assertNameFree(db, view.list, name, id);
  const row = await auditedUpdate<typeof sharedViews.$inferSelect>(db, request, {
    table: sharedViews,
    key: eq(sharedViews.id, id),
    condition: requiredVersionMatch(sharedViews.version, request, WHAT),
    set: { name, updated_at: new Date(), version: nextVersion(sharedViews.version) },
    record: sharedViewRecord,
  });
  if (!row) throw staleVersion(WHAT, await findSharedView(db, id));
  return findSharedView(db, id);
}

export async function removeView(db: Db, request: FastifyRequest, id: number): Promise<SharedView> {
  const view = await ownedOrManaged(db, request, id);
  await auditedDelete(db, request, {
    table: sharedViews,
    key: eq(sharedViews.id, id),
    record: sharedViewRecord,
    changes: { ignore: OWN_FIELDS },
  });
  return view;
}
