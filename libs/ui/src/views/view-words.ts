// The Views menu's words and limits, kept in the kit's lazy menu chunk (the contract is not shared: a
// shared entry importing it would bundle its own copy; the API's limits are the contract's `VIEW_*`).

/** A view's name, as the API allows (`VIEW_NAME_MAX`; SavedViews.test.tsx holds them equal). */
export const VIEW_NAME_LIMIT = 60;

export const VIEW_MESSAGES = {
  list: "Failed to fetch the team's views",
  share: 'Failed to share the view',
  rename: 'Failed to rename the view',
  remove: 'Failed to delete the view',
  /** Success toasts. */
  shared: (name: string) => `View “${name}” shared with the team`,
  renamed: (name: string) => `View renamed to “${name}”`,
  removed: (name: string) => `View “${name}” deleted`,
  copied: (name: string) => `View “${name}” copied to your views`,
} as const;
