/**
 * `@admin/auth/live-stream`: the page's live update stream (docs/live.md), loaded by the shell once
 * the first screen is idle; never on the first load. One tab of the browser holds the stream (the
 * one holding the cross-tab lock `admin-live-stream`) and hands every event to the others over a
 * BroadcastChannel; when that tab closes, the lock passes to another, which resumes from the last
 * event id. The stream is read with fetch, so the access token travels in the Authorization header,
 * never in a URL. It reconnects with backoff and `Last-Event-ID`; a `reset` (events missed beyond
 * the 15 minutes the API keeps) refetches every query on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, authApi, defaultCrossTabLock, tokenStore } from '@admin/api-client';
import type { CrossTabLock, LiveChange, LivePresence } from '@admin/api-client';
import { INBOX_EVENT, LIVE_EVENTS_PATH, libQueryRoots, parseFrames, type SseFrame } from '@admin/api-client/contract';
import { liveBus, type LiveBus } from '@admin/auth/singletons';

export const LIVE_LOCK_NAME = 'admin-live-stream';
const CHANNEL_NAME = 'admin-live';
/** Where the tab holding the stream keeps the last event id, for the tab that takes over. */
export const LAST_EVENT_STORAGE_KEY = 'admin.live.lastEvent';
/** An id older than the API keeps events is not worth resuming from (the API would answer `reset`). */
const RESUME_WITHIN_MS = 14 * 60_000;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

type Message =
  | { kind: 'change'; change: LiveChange }
  | { kind: 'presence'; presence: LivePresence }
  | { kind: 'reset' }
  | { kind: 'inbox' }
  | { kind: 'status'; status: 'live' | 'paused' };

/** The query of the signed-in person's inbox (the top bar's bell): an `inbox` event refetches it. */
export const INBOX_QUERY_KEY = libQueryRoots.inbox;

export interface LiveStreamOptions {
  /** The page's query client: a `reset` refetches what it holds. */
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  /** The API base (default: the API client's). */
  baseUrl?: string;
  bus?: LiveBus;
  lock?: CrossTabLock;
  fetchImpl?: typeof fetch;
  /** Milliseconds before the next attempt after `failures` failed ones (default: doubling from 1 s to 30 s, with jitter). */
  backoff?: (failures: number) => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent<Message>) => void) | null;
  };
}

const defaultBackoff = (failures: number) => {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Starts the page's live updates; returns the function that stops them (sign-out, unmount). */
export function startLiveUpdates(options: LiveStreamOptions): () => void {
  const bus = options.bus ?? liveBus;
  const lock = options.lock ?? defaultCrossTabLock();
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const backoff = options.backoff ?? defaultBackoff;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const channel =
    options.channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null);
  const stop = new AbortController();
  const { signal } = stop;

  const reset = () => void options.queryClient.invalidateQueries();
  const inboxChanged = () => void options.queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
  // Another tab holds the stream: its events arrive here.
  if (channel) {
    channel.onmessage = ({ data }) => {
      if (data.kind === 'change') bus.emit(data.change);
      else if (data.kind === 'presence') bus.emitPresence(data.presence);
      else if (data.kind === 'reset') reset();
      else if (data.kind === 'inbox') inboxChanged();
      else bus.setStatus(data.status);
    };
  }
  const tell = (message: Message) => channel?.postMessage(message);
  const setStatus = (status: 'live' | 'paused' | 'connecting') => {
    bus.setStatus(status);
    if (status !== 'connecting') tell({ kind: 'status', status });
  };

  const lastEvent = (): string | null => {
    try {
      const saved = JSON.parse(storage?.getItem(LAST_EVENT_STORAGE_KEY) ?? 'null') as { id: string; at: number } | null;
      return saved && Date.now() - saved.at < RESUME_WITHIN_MS ? saved.id : null;
    } catch {
      return null;
    }
  };
  const remember = (id: string) => {
    try {
      storage?.setItem(LAST_EVENT_STORAGE_KEY, JSON.stringify({ id, at: Date.now() }));
    } catch {
      // Storage full or blocked: a takeover starts afresh.
    }
  };

  const onFrame = (frame: SseFrame) => {
    if (frame.event === 'reset') {
      reset();
      tell({ kind: 'reset' });
      return;
    }
    if (frame.event === 'presence') {
      const presence = JSON.parse(frame.data) as LivePresence;
      bus.emitPresence(presence);
      tell({ kind: 'presence', presence });
      return;
    }
    if (frame.event === INBOX_EVENT) {
      // Kept for a resume like a change: an inbox event missed while reconnecting comes again.
      if (frame.id) remember(frame.id);
      inboxChanged();
      tell({ kind: 'inbox' });
      return;
    }
    if (frame.event !== 'change') return;
    const change = JSON.parse(frame.data) as LiveChange;
    if (frame.id) remember(frame.id);
    bus.emit(change);
    tell({ kind: 'change', change });
  };

  /** Reads one connection to its end; true when it was opened (the next attempt is not a failure). */
  const connect = async (): Promise<{ opened: boolean; retryAfterMs?: number }> => {
    const token = tokenStore.getAccessToken();
    if (!token) return { opened: false };
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    const resumeFrom = lastEvent();
    if (resumeFrom) headers['Last-Event-ID'] = resumeFrom;
    const base = options.baseUrl ?? apiClient.defaults.baseURL ?? '';
    const url = `${base.replace(/\/api\/?$/, '')}${LIVE_EVENTS_PATH}`;
    const response = await fetchImpl(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) {
      // An expired access token: any call through the client refreshes it (one flight for every tab).
      await authApi.me().catch(() => undefined);
      return { opened: false, retryAfterMs: 0 };
    }
    if (!response.ok || !response.body) {
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        opened: false,
        retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      };
    }
    setStatus('live');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { opened: true };
      buffer = parseFrames(buffer + value, onFrame);
    }
  };

  /** Holds the stream while this tab holds the lock: until stopped. */
  const lead = async () => {
    let failures = 0;
    let refreshed = false;
    while (!signal.aborted) {
      let outcome: { opened: boolean; retryAfterMs?: number };
      try {
        outcome = await connect();
      } catch {
        outcome = { opened: false };
      }
      if (signal.aborted) return;
      if (!tokenStore.getAccessToken()) return;
      if (outcome.opened) {
        // A stream that ends (its token expired, the API restarted) reconnects at once, quietly.
        failures = 0;
        refreshed = false;
        continue;
      }
      // Refused for an expired token: once, straight after the refresh; again, it is a failure.
      if (outcome.retryAfterMs === 0 && !refreshed) {
        refreshed = true;
        continue;
      }
      failures += 1;
      setStatus('paused');
      await sleep(outcome.retryAfterMs ?? backoff(failures), signal);
    }
  };

  // Signed out (here or in another tab): the stream ends with the session.
  const stopWithSession = tokenStore.subscribe(() => {
    if (tokenStore.getAccessToken() === null) stop.abort();
  });
  bus.setStatus('connecting');
  void lock(LIVE_LOCK_NAME, () => (signal.aborted ? Promise.resolve() : lead())).catch(() => undefined);

  return () => {
    stopWithSession();
    stop.abort();
    channel?.close();
    bus.setStatus('off');
  };
}
