/** Reads of the team's shared saved views: a list's views by name, one view with its owner's name. */
import { asc, eq } from 'drizzle-orm';
import type { SharedView } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { sharedViews, users } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';

const columns = {
  view: sharedViews,
  owner_name: users.name,
};

type Joined = { view: typeof sharedViews.$inferSelect; owner_name: string | null };

const toSharedView = ({ view, owner_name }: Joined): SharedView => ({
  id: view.id,
  version: view.version,
  list: view.list,
  name: view.name,
  search: view.search,
  columns: view.columns,
  owner: { id: view.owner_id, name: owner_name ?? '' },
  created_at: iso(view.created_at),
  updated_at: iso(view.updated_at),
});

const joined = (db: Queryable) =>
  db.select(columns).from(sharedViews).leftJoin(users, eq(users.id, sharedViews.owner_id));

/** Every view shared on one list, by name (a list holds a handful: no paging). */
export async function sharedViewsOf(db: Queryable, list: string): Promise<SharedView[]> {
  const rows = await joined(db).where(eq(sharedViews.list, list)).orderBy(asc(sharedViews.name));
  return rows.map(toSharedView);
}

/** One shared view, or 404. */
export async function findSharedView(db: Queryable, id: number): Promise<SharedView> {
  const [row] = await joined(db).where(eq(sharedViews.id, id));
  return toSharedView(found(row, 'Shared view'));
}
