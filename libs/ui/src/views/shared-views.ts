import type { SharedView, SharedViewBody } from '@admin/api-client/contract';

/** The calls behind the team's views (the kit holds no HTTP client: `@admin/auth` hands them in). */
export interface SharedViewsCalls {
  list(list: string): Promise<SharedView[]>;
  share(body: SharedViewBody): Promise<SharedView>;
  rename(view: Pick<SharedView, 'id' | 'version'>, name: string): Promise<SharedView>;
  remove(id: number): Promise<void>;
}

/** What a list's Views menu needs to show the team's views. */
export interface SharedViewsAccess {
  /** The calls, loaded with the menu (off the list's first load). */
  calls: () => Promise<SharedViewsCalls>;
  /** May rename and delete anyone's shared view (`views.manage`); else only one's own. */
  manageAll: boolean;
}
