import { useCallback, useSyncExternalStore } from 'react';
import type { TableStorage } from './types';

/** Which hideable columns a user shows (true) or hides (false); a column left out follows its default. */
export type ColumnChoice = Record<string, boolean>;

const CHANGED = 'admin:table-columns-changed';
const NONE: ColumnChoice = {};

/** The localStorage key of one user's column choice for one list. */
export function columnsKey({ userId, listId }: TableStorage): string {
  return `admin:table-columns:${userId}:${listId}`;
}

export function readColumnChoice(key: string): ColumnChoice {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return NONE;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    // Unreadable (hand-edited, or storage blocked): the defaults.
    return NONE;
  }
}

/** Saves a choice and tells every table and views menu of the page (another tab hears the storage event). */
export function writeColumnChoice(key: string, choice: ColumnChoice): void {
  try {
    localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice holds until the page reloads.
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }));
}

// The parsed choice per key, so useSyncExternalStore sees the same object until the text changes.
const cache = new Map<string, { text: string | null; choice: ColumnChoice }>();
function snapshot(key: string): ColumnChoice {
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    text = null;
  }
  const hit = cache.get(key);
  if (hit && hit.text === text) return hit.choice;
  const choice = readColumnChoice(key);
  cache.set(key, { text, choice });
  return choice;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A list's column choice for this user, and a setter that keeps it. */
export function useColumnChoice(storage: TableStorage): [ColumnChoice, (choice: ColumnChoice) => void] {
  const key = columnsKey(storage);
  const choice = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => NONE,
  );
  const setChoice = useCallback((next: ColumnChoice) => writeColumnChoice(key, next), [key]);
  return [choice, setChoice];
}
