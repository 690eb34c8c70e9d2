// `@admin/auth/live`: the hooks screens use to follow live updates (docs/live.md). Not a shared
// entry: each app bundles the few it uses, so none of it is on the first load; the state they read
// (the bus) is the singleton entry's, and the signed-in user comes from `@admin/auth`, by package name.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { apiClient, tokenStore } from '@admin/api-client';
import type { LiveChange, LivePresence, LiveRecordType } from '@admin/api-client';
import { LIVE_PRESENCE_PATH, PRESENCE_HEARTBEAT_SECONDS } from '@admin/api-client/contract';
import { liveBus, type LiveStatus } from '@admin/auth/singletons';
import { useCurrentUser } from '@admin/auth';

// A live list's "N new · Show", with the hook that counts them.
export { NewRowsNotice } from './NewRowsNotice';

/**
 * Calls `onChange` with each live change of the given record types (all when none given) made by
 * someone else while the calling screen is mounted. The latest `onChange` is used, so it may close
 * over the screen's state without resubscribing.
 */
export function useLiveChanges(types: readonly LiveRecordType[], onChange: (change: LiveChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set(key ? key.split(',') : []);
    return liveBus.subscribe((change) => {
      if (wanted.size === 0 || wanted.has(change.type)) latest.current(change);
    });
  }, [key]);
}

/** The live updates' status (`paused` is the one a screen shows). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveBus.subscribeStatus, liveBus.getStatus, liveBus.getStatus);
}

/** What a list's rows carry that live updates read: the record's id, and its version when it has one. */
interface LiveListRow {
  id: number | string;
  version?: number | null;
}
/** A list's page as live updates read it: its rows, and the pager's count when the list has one. */
interface LiveListData {
  items: ReadonlyArray<LiveListRow>;
  pager?: { totalItems: number };
}

/** Options of useLiveList. */
export interface LiveListOptions {
  /**
   * The record as it is now (its detail call), for a row someone else took out of the list: the marked
   * row then shows its new values (the status the decision gave it) under its note, not the ones it
   * left with. Only the fields the list's row has are taken; a record that cannot be read (deleted)
   * keeps the row as it was.
   */
  fetchRow?: (id: string) => Promise<object>;
}

/** The row with the fields it shows taken from the record as it is now (the detail may carry more, or fewer). */
function freshened(row: LiveListRow, record: object): LiveListRow {
  const now = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [field, field in now ? now[field] : value]),
  ) as unknown as LiveListRow;
}

/**
 * The page with the rows kept though gone put back in their places. The pager counts them too, until
 * they go: "Showing 1–3 of 3" while three rows show, one marked "Decided by …". Its words describe the
 * rows on screen, so a count that left out a row still in front of the reader would contradict what
 * they can count; the mark says the row is no longer in the list, and row and count go together at the
 * next fetch. The page numbers stay the server's (`totalPages` is left alone): the next page is the
 * same with or without the kept rows.
 */
function withKeptRows(data: LiveListData, items: LiveListRow[], kept: number): LiveListData {
  const pager = data.pager ? { ...data.pager, totalItems: data.pager.totalItems + kept } : undefined;
  return pager ? { ...data, items, pager } : { ...data, items };
}

/** A list's live state (useLiveList). */
export interface LiveList {
  /** Records others created since the list loaded, not yet shown. */
  newCount: number;
  /** Fetches the list again: the new records come in, and rows others took out go. */
  showNew: () => void;
  /**
   * Why a row is still shown though someone else took it out of the list ("Decided by Ravi Rao"),
   * until the list is fetched again for any other reason; undefined for every other row. For the
   * table's `rowMark`: the row stays in place, dimmed, its actions disabled.
   */
  markOf: (row: { id: number | string }) => string | undefined;
}

/** What a row that left the list says about why, from the change that took it out. */
function markText(change: LiveChange): string {
  const who = change.by?.name ?? 'the system';
  if (change.action === 'delete') return `Deleted by ${who}`;
  if (change.action === 'decision') return `Decided by ${who}`;
  return `Changed by ${who}`;
}

const NO_MARKS = { key: '', data: undefined as unknown, byId: new Map<string, string>() };

/** `markOf` while no row of the list is marked: the same function from one render to the next. */
export const noRowMarked = (_row: { id: number | string }): string | undefined => undefined;

/**
 * Keeps a list current with what others change (docs/live.md): a change of a record type it shows
 * refetches it, so visible rows update in place, unless the row already holds the change's version
 * (my own save, answered: nothing is fetched). A row someone else took out of the list (decided,
 * deleted, moved out of its filters) is not yanked: it stays where it was, marked (`markOf`), until
 * the list is fetched again for another reason (another page, a focus refetch, "Show"); with
 * `fetchRow`, it shows the record's new values (the decision's status), and the pager counts it while
 * it shows (withKeptRows). Records others create are only counted, so new rows never move the table
 * under the pointer: the list shows "N new · Show" (NewRowsNotice) and `showNew` fetches them. The
 * count starts again when the list's query changes.
 */
export function useLiveList(
  types: readonly LiveRecordType[],
  queryKey: QueryKey,
  options: LiveListOptions = {},
): LiveList {
  const { fetchRow } = options;
  const queryClient = useQueryClient();
  const me = useCurrentUser().user?.id;
  const keyText = JSON.stringify(queryKey);
  const [counted, setCounted] = useState({ key: keyText, n: 0 });
  // The rows kept though gone, and the list's data they were written into (a mark holds for that data only).
  const [marks, setMarks] = useState(NO_MARKS);
  const marksNow = useRef(NO_MARKS);
  // Records others changed whose refetch is on its way: a row of them that leaves the list is kept.
  const leaving = useRef(new Map<string, LiveChange>());
  const fetchLatest = useRef(fetchRow);
  useEffect(() => {
    fetchLatest.current = fetchRow;
  });
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, keyText]); // eslint-disable-line react-hooks/exhaustive-deps

  const refetchKeeping = useCallback(async () => {
    const before = queryClient.getQueryData<LiveListData>(queryKey);
    await queryClient.invalidateQueries({ queryKey });
    const after = queryClient.getQueryData<LiveListData>(queryKey);
    // A refetch replaced by a newer one (another change): that one keeps the rows.
    if (!before?.items || !after?.items || after === before) return;
    const shown = marksNow.current.key === keyText && marksNow.current.data === before ? marksNow.current.byId : null;
    const present = new Set(after.items.map((row) => String(row.id)));
    const items = [...after.items];
    const byId = new Map<string, string>();
    // Rows a change (not a deletion) just took out, or changed again while marked: their new values
    // are asked for below. A row marked before, changed by nobody since, is kept as it is.
    const toFetch: string[] = [];
    before.items.forEach((row, index) => {
      const id = String(row.id);
      const left = leaving.current.get(id);
      const mark = left ? markText(left) : shown?.get(id);
      if (present.has(id) || mark === undefined) return;
      items.splice(Math.min(index, items.length), 0, row);
      byId.set(id, mark);
      if (left && left.action !== 'delete') toFetch.push(id);
    });
    leaving.current.clear();
    let next = NO_MARKS;
    if (byId.size > 0) {
      queryClient.setQueryData(queryKey, withKeptRows(after, items, byId.size));
      next = { key: keyText, data: queryClient.getQueryData(queryKey), byId };
    }
    marksNow.current = next;
    setMarks(next);
    // The records that left, as they are now: each marked row takes its new values (the status the
    // decision gave it) when the answers come, unless the list has moved on meanwhile (a newer fetch
    // keeps the row as this data holds it, so the row carries them from then on).
    const fetchNow = fetchLatest.current;
    if (!fetchNow || toFetch.length === 0) return;
    const asked = await Promise.all(
      toFetch.map((id) =>
        fetchNow(id).then(
          (now) => [id, now] as const,
          () => null,
        ),
      ),
    );
    const answers = new Map(asked.filter((answer) => answer !== null));
    const marked = marksNow.current;
    const data = queryClient.getQueryData<LiveListData>(queryKey);
    if (answers.size === 0 || marked !== next || !data || data !== next.data) return;
    const freshItems = data.items.map((row) => {
      const now = answers.get(String(row.id));
      return now ? freshened(row, now) : row;
    });
    queryClient.setQueryData(queryKey, { ...data, items: freshItems });
    const withFresh = { ...next, data: queryClient.getQueryData(queryKey) };
    marksNow.current = withFresh;
    setMarks(withFresh);
  }, [queryClient, keyText]); // eslint-disable-line react-hooks/exhaustive-deps

  useLiveChanges(types, (change) => {
    // My own new record: the screen that made it refreshed the list already.
    if (change.action === 'create') {
      if (change.by?.id !== me) setCounted((c) => ({ key: keyText, n: (c.key === keyText ? c.n : 0) + 1 }));
      return;
    }
    const row = queryClient
      .getQueryData<LiveListData>(queryKey)
      ?.items?.find((item) => String(item.id) === change.record_id);
    // The row shows that version (or a later one) already: nothing to fetch.
    if (row && change.version !== null && typeof row.version === 'number' && row.version >= change.version) return;
    if (change.by?.id !== me) leaving.current.set(change.record_id, change);
    void refetchKeeping();
  });
  const newCount = counted.key === keyText ? counted.n : 0;
  const showNew = useCallback(() => {
    setCounted({ key: keyText, n: 0 });
    refetch();
  }, [keyText, refetch]);
  // The marks hold for the data they were written into: another answer (any refetch) drops them.
  const marked = marks.byId.size > 0 && marks.key === keyText && marks.data === queryClient.getQueryData(queryKey);
  // One function while no row is marked (nearly always): each answer of the list would otherwise
  // hand the table, or a page keeping it in state (LiveListBridge), a new `markOf` to render again for.
  const markOf = useMemo(
    () => (marked ? (row: { id: number | string }) => marks.byId.get(String(row.id)) : noRowMarked),
    [marked, marks],
  );
  return { newCount, showNew, markOf };
}

/**
 * An open record others may change: when a change of it arrives (made by someone else), the record
 * refetches at once if `hasUnsavedEdits()` says nothing is unsaved; otherwise `notice` holds the
 * change (who, which fields, when) until the person chooses `reload` (their edits give way to the
 * new values) or `keepMine` (the If-Match rule still guards their save). A change whose version the
 * first query (the record's own) already holds is ignored: nothing to fetch.
 */
export function useLiveRecord(options: {
  type: LiveRecordType;
  id: number | string;
  queryKeys: readonly QueryKey[];
  hasUnsavedEdits?: () => boolean;
}): { notice: LiveChange | null; reload: () => void; keepMine: () => void } {
  const { type, id, queryKeys, hasUnsavedEdits } = options;
  const queryClient = useQueryClient();
  const me = useCurrentUser().user?.id;
  const [notice, setNotice] = useState<LiveChange | null>(null);
  const reload = () => {
    setNotice(null);
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  useLiveChanges([type], (change) => {
    if (change.record_id !== String(id)) return;
    // The screen already shows that version (or a later one): a save of its own it has the answer of.
    const shown = queryKeys[0] ? queryClient.getQueryData<{ version?: unknown }>(queryKeys[0])?.version : undefined;
    if (change.version !== null && typeof shown === 'number' && shown >= change.version) return;
    if (change.by?.id !== me && hasUnsavedEdits?.()) setNotice(change);
    else reload();
  });
  return { notice, reload, keepMine: () => setNotice(null) };
}

/**
 * Presence on an open record: says "I have it open" (and whether I am editing) every 10 s while the
 * screen is mounted, and that I left when it unmounts; returns the others who have it open, as the
 * live stream reports them (none until it does). A lost tab drops out within 30 s on the server.
 */
export function useLivePresence(type: LiveRecordType, id: number | string, editing: boolean): LivePresence['viewers'] {
  const me = useCurrentUser().user?.id;
  const [viewers, setViewers] = useState<LivePresence['viewers']>([]);
  const recordId = String(id);
  useEffect(
    () =>
      liveBus.subscribePresence((presence) => {
        if (presence.type === type && presence.record_id === recordId) setViewers(presence.viewers);
      }),
    [type, recordId],
  );
  useEffect(() => {
    const say = (leave = false) => {
      // Signed out (the screen unmounts as the session ends): nothing to say, and a call would only
      // meet a refused refresh.
      if (tokenStore.getAccessToken() === null) return;
      void apiClient.post(LIVE_PRESENCE_PATH, { type, record_id: recordId, editing, leave }).catch(() => undefined);
    };
    // The tab closing or going to another site unmounts nothing: say it is leaving as the page goes
    // (a keepalive call outlives the page); where that cannot go out, the API forgets the viewer in 30 s.
    const leaveWithPage = () => {
      const token = tokenStore.getAccessToken();
      if (token === null) return;
      void fetch(`${apiClient.defaults.baseURL ?? ''}${LIVE_PRESENCE_PATH}`, {
        method: 'POST',
        keepalive: true,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type, record_id: recordId, editing, leave: true }),
      }).catch(() => undefined);
    };
    say();
    const timer = setInterval(say, PRESENCE_HEARTBEAT_SECONDS * 1000);
    window.addEventListener('pagehide', leaveWithPage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leaveWithPage);
      say(true);
    };
  }, [type, recordId, editing]);
  return viewers.filter((viewer) => viewer.id !== me);
}

/**
 * A soft lock over presence: `startEditing(start)` runs `start` at once unless someone else is editing
 * the record (their presence says "editing"); then it holds it, and `warning` names them until the
 * person chooses `editAnyway` (runs it) or `cancel`. Nothing is locked on the server: the If-Match
 * rule still decides whose save wins. (The warning's words: `EditingWarning` in `@admin/ui`.)
 */
export function useSoftLock(viewers: LivePresence['viewers']): {
  startEditing: (start: () => void) => void;
  warning: { editors: string[]; editAnyway: () => void; cancel: () => void } | null;
} {
  const [held, setHeld] = useState<{ start: () => void } | null>(null);
  const editors = viewers.filter((viewer) => viewer.editing).map((viewer) => viewer.name);
  return {
    startEditing: (start) => {
      if (editors.length === 0) start();
      else setHeld({ start });
    },
    warning: held
      ? {
          editors,
          editAnyway: () => {
            setHeld(null);
            held.start();
          },
          cancel: () => setHeld(null),
        }
      : null,
  };
}
