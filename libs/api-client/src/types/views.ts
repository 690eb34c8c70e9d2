/**
 * Saved views shared with the team (docs/architecture.md, "Saved views"): one person's view of a list
 * (its query string and column choice) that every staff member sees in that list's Views menu and may
 * copy to their own. The owner renames or deletes it; holders of `views.manage` any of them.
 */
export interface SharedView {
  id: number;
  version: number;
  /** The list it belongs to: the list's storage id (`orders`, `customers`, `settings`, …). */
  list: string;
  name: string;
  /** The list's query string without `?` and without the page (a view opens on page 1). */
  search: string;
  /** Which columns are shown or hidden (the column chooser's choice). */
  columns: Record<string, boolean>;
  /** Who shared it, by name as they are now. */
  owner: { id: number; name: string };
  created_at: string;
  updated_at: string;
}

/** `POST /v2/views`: share a view of a list. */
export interface SharedViewBody {
  list: string;
  name: string;
  search: string;
  columns: Record<string, boolean>;
}

export const VIEWS_PATH = '/v2/views';
/** A view's name and a list's id are short words. */
export const VIEW_NAME_MAX = 60;
export const VIEW_LIST_MAX = 60;
/** A list's query string (filters, sort, page size). */
export const VIEW_SEARCH_MAX = 2000;
