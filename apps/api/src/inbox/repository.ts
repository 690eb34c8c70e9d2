/** The signed-in person's inbox: their newest items, how many wait unread, marking read. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { INBOX_PAGE_SIZE, type InboxItem, type InboxList } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { inboxItems } from '../db/schema';

type ItemRow = typeof inboxItems.$inferSelect;

const itemOf = (row: ItemRow): InboxItem => ({
  id: row.id,
  kind: row.kind,
  record_type: row.record_type,
  record_id: row.record_id,
  record_label: row.record_label,
  text: row.text,
  note: row.note,
  href: row.href,
  by: row.by_id !== null && row.by_name !== null ? { id: row.by_id, name: row.by_name } : null,
  at: row.at.toISOString(),
  read: row.read_at !== null,
  settled: row.settled_at !== null,
});

/** Unread and still waiting: what the bell counts. */
const unreadOf = (userId: number) =>
  and(eq(inboxItems.user_id, userId), isNull(inboxItems.read_at), isNull(inboxItems.settled_at));

export async function inboxOf(db: Queryable, userId: number): Promise<InboxList> {
  const rows = await db
    .select()
    .from(inboxItems)
    .where(eq(inboxItems.user_id, userId))
    .orderBy(desc(inboxItems.id))
    .limit(INBOX_PAGE_SIZE);
  const [unread] = await db.select({ n: count() }).from(inboxItems).where(unreadOf(userId));
  return { data: rows.map(itemOf), unread: unread?.n ?? 0 };
}

/** Marks one of the person's items read; false when it is not theirs (or does not exist). */
export async function markRead(db: Queryable, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .update(inboxItems)
    .set({ read_at: new Date() })
    .where(and(eq(inboxItems.id, itemId), eq(inboxItems.user_id, userId), isNull(inboxItems.read_at)))
    .returning({ id: inboxItems.id });
  if (rows.length > 0) return true;
  const [mine] = await db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(and(eq(inboxItems.id, itemId), eq(inboxItems.user_id, userId)));
  return mine !== undefined;
}

export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db
    .update(inboxItems)
    .set({ read_at: new Date() })
    .where(and(eq(inboxItems.user_id, userId), isNull(inboxItems.read_at)));
}
