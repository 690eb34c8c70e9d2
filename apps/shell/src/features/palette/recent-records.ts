import type { SearchKind } from '@admin/api-client';

/** A record the user opened from the palette, enough to show and open it again without asking the API. */
export interface RecentRecord {
  kind: SearchKind;
  id: number;
  label: string;
  detail: string;
}

/** How many the palette remembers per user. */
export const RECENT_LIMIT = 8;

/** Per user, so two people sharing a browser profile do not see each other's records. */
export const recentKey = (userId: number) => `admin.palette.recent.${userId}`;

const isRecent = (value: unknown): value is RecentRecord => {
  const r = value as Partial<RecentRecord> | null;
  return (
    !!r &&
    typeof r.kind === 'string' &&
    typeof r.id === 'number' &&
    typeof r.label === 'string' &&
    typeof r.detail === 'string'
  );
};

/** The user's recent records, newest first; nothing when storage is unavailable or holds something else. */
export function readRecent(userId: number, storage: Storage = localStorage): RecentRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `record` first (once), keeping at most RECENT_LIMIT. A full or blocked storage only loses the memory. */
export function rememberRecent(userId: number, record: RecentRecord, storage: Storage = localStorage): RecentRecord[] {
  const next = [
    record,
    ...readRecent(userId, storage).filter((r) => r.kind !== record.kind || r.id !== record.id),
  ].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // Private mode or quota: the palette still works, it just forgets.
  }
  return next;
}
