import type { ColumnChoice } from '../table/column-storage';
import type { TableStorage } from '../table/types';

/** A saved view: the list's query string (filters, sort, page size) and the column choice, under a name. */
export interface SavedView {
  name: string;
  /** The query string without `?` and without the page (a view opens on page 1). */
  search: string;
  columns: ColumnChoice;
}

/** The localStorage key of one user's views of one list. */
export function viewsKey({ userId, listId }: TableStorage): string {
  return `admin:saved-views:${userId}:${listId}`;
}

const isView = (value: unknown): value is SavedView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedView).name === 'string' &&
  typeof (value as SavedView).search === 'string' &&
  typeof (value as SavedView).columns === 'object';

export function readViews(key: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}

export function writeViews(key: string, views: SavedView[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(views));
  } catch {
    // Storage full or blocked: the menu still shows the list until the page reloads.
  }
}

/** The query string a view keeps: every key but the page, in a stable order. */
export function viewSearch(search: URLSearchParams, pageKey = 'page'): string {
  const kept = new URLSearchParams(
    [...search].filter(([key]) => key !== pageKey).sort(([a], [b]) => a.localeCompare(b)),
  );
  return kept.toString();
}
