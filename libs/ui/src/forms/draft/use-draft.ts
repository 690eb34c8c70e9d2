import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserStorage,
  draftKey,
  DRAFT_MAX_AGE_MS,
  dropExpiredDrafts,
  readDraft,
  withoutSecrets,
  writeDraft,
} from './draft-store';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

export interface DraftOptions {
  /** The signed-in user's id (`useCurrentUser().user?.id`): nothing is read or written until it is known. */
  userId: number | undefined;
  /** The form, e.g. `project`. */
  form: string;
  /** The record's id when editing; omitted (or `new`) when adding. */
  record?: number | string;
  /** Paths never stored (`pan_number`, `terms.*.account`), on top of the kit's `SECRET_FIELD_NAMES`. */
  exclude?: readonly string[];
  /** The record's version now: a draft typed over another version says so when offered. */
  version?: number | string;
  maxAgeMs?: number;
  delayMs?: number;
}

/** A stored draft offered to the user when the form opens. */
export interface DraftOffer<T> {
  values: T;
  savedAt: Date;
  /** The record was saved (by anyone) since the draft was typed. */
  changedSince: boolean;
}

export interface Draft<T> {
  /** The draft found when the form opened, until the user restores or discards it; null when none. */
  offer: DraftOffer<T> | null;
  /** Keeps `values` as the draft after a pause in typing; null removes it (the form is back to what is saved). */
  save: (values: T | null) => void;
  /** The form was saved: the draft goes at once, with any write still waiting. */
  clear: () => void;
  /** Takes the offered values (to put in the form); the draft stays stored until the form is saved. */
  restore: () => T | null;
  /** Drops the offered draft. */
  discard: () => void;
}

let expiredDropped = false;

/**
 * A form's draft in the browser, kept per signed-in user and record. While a draft is offered,
 * `save` writes nothing: the stored draft is the one on offer until the user answers, so a stray
 * keystroke cannot replace it. Writes wait `delayMs` after the last change and are flushed when
 * the form unmounts and when the page is hidden (reload, tab closed).
 */
export function useDraft<T>(options: DraftOptions): Draft<T> {
  const {
    userId,
    form,
    record = 'new',
    exclude,
    version,
    maxAgeMs = DRAFT_MAX_AGE_MS,
    delayMs = DRAFT_SAVE_DELAY_MS,
  } = options;
  const key = userId === undefined ? null : draftKey({ userId, form, record });

  const load = (at: string | null): DraftOffer<T> | null => {
    const storage = browserStorage();
    if (!at || !storage) return null;
    const now = Date.now();
    if (!expiredDropped) {
      expiredDropped = true;
      dropExpiredDrafts(storage, now, maxAgeMs);
    }
    const stored = readDraft<T>(storage, at, now, maxAgeMs);
    if (!stored) return null;
    return {
      values: stored.values,
      savedAt: new Date(stored.savedAt),
      changedSince: version !== undefined && stored.version !== undefined && stored.version !== version,
    };
  };
  const [state, setState] = useState<{ key: string | null; offer: DraftOffer<T> | null }>(() => ({
    key,
    offer: load(key),
  }));
  // The user id arrives after the first render (and the record may change): read the draft of the new key.
  if (state.key !== key) setState({ key, offer: load(key) });
  const offering = state.key === key && state.offer !== null;

  // What the callbacks act on, kept current after each render (they run from events and timers).
  const latest = useRef({ key, exclude, version, offering });
  useEffect(() => {
    latest.current = { key, exclude, version, offering };
  });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const waiting = pending.current;
    cancel();
    waiting?.write();
  }, [cancel]);

  const save = useCallback(
    (values: T | null) => {
      const { key: at, exclude: without, version: over, offering: busy } = latest.current;
      if (!at || busy) return;
      cancel();
      const write = () => {
        const storage = browserStorage();
        if (!storage) return;
        if (values === null) storage.removeItem(at);
        else writeDraft(storage, at, { savedAt: Date.now(), values: withoutSecrets(values, without), version: over });
      };
      pending.current = { timer: setTimeout(flush, delayMs), write };
    },
    [cancel, delayMs, flush],
  );

  const clear = useCallback(() => {
    cancel();
    const at = latest.current.key;
    if (at) browserStorage()?.removeItem(at);
    setState((current) => (current.offer ? { ...current, offer: null } : current));
  }, [cancel]);

  const restore = useCallback((): T | null => {
    const values = state.offer?.values ?? null;
    setState((current) => ({ ...current, offer: null }));
    return values;
  }, [state.offer]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { offer: offering ? state.offer : null, save, clear, restore, discard: clear };
}
