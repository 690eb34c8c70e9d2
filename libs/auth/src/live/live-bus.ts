import type { LiveChange, LivePresence } from '@admin/api-client/contract';

/**
 * How the page's live updates stand: `off` (not started, or signed out), `connecting`, `live`, or
 * `paused` (the stream is lost and retrying: the shell shows a quiet indicator then, and only then).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'paused';

type Listener<T> = (value: T) => void;

/**
 * The page's live updates, as the screens see them: the changes other staff make, as they arrive,
 * and the stream's status. The stream itself (`@admin/auth/live-stream`, loaded by the shell after
 * the first screen) feeds it; it lives in the singleton entry so that every remote and the shell
 * share one. Small on purpose: it is on the first load.
 */
function createLiveBus() {
  const changes = new Set<Listener<LiveChange>>();
  const statuses = new Set<Listener<LiveStatus>>();
  const presences = new Set<Listener<LivePresence>>();
  let status: LiveStatus = 'off';
  return {
    /** Hands a change to every listener (the stream calls it). */
    emit(change: LiveChange): void {
      for (const listener of [...changes]) listener(change);
    },
    /** Calls `listener` with each change from now on; returns its removal. */
    subscribe(listener: Listener<LiveChange>): () => void {
      changes.add(listener);
      return () => void changes.delete(listener);
    },
    /** Who has a record open, as the stream says (each time it changes). */
    emitPresence(presence: LivePresence): void {
      for (const listener of [...presences]) listener(presence);
    },
    subscribePresence(listener: Listener<LivePresence>): () => void {
      presences.add(listener);
      return () => void presences.delete(listener);
    },
    getStatus: (): LiveStatus => status,
    setStatus(next: LiveStatus): void {
      if (next === status) return;
      status = next;
      for (const listener of [...statuses]) listener(next);
    },
    subscribeStatus(listener: Listener<LiveStatus>): () => void {
      statuses.add(listener);
      return () => void statuses.delete(listener);
    },
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;

export const liveBus: LiveBus = createLiveBus();
