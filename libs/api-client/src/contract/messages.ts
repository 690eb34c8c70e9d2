// What a failed call shows when the server gives no message (docs/product.md#error-messages), per
// family of calls. Plain text, so screens, the kit and tests read it without loading the client.

/** The audit trail's (ours: the product names none); a failed CSV export says the kit's 'Failed to export CSV'. */
export const AUDIT_MESSAGES = {
  list: 'Failed to fetch activity',
  people: 'Failed to fetch staff names',
} as const;

export const CANCEL_REQUEST_MESSAGES = {
  list: 'Failed to fetch cancel requests',
  detail: 'Failed to fetch the cancel request',
  raise: 'Failed to raise the cancel request',
  approve: 'Failed to approve the cancel request',
  reject: 'Failed to reject the cancel request',
  confirm: 'Failed to confirm the refund',
  sendBack: 'Failed to send the approval back',
} as const;

export const COMPANY_MESSAGES = {
  list: 'Failed to fetch companies',
  detail: 'Failed to fetch company',
  status: 'Failed to update company status',
  create: 'Failed to create company',
  update: 'Failed to update company',
} as const;

/** docs/product.md#error-messages fallbacks; the ones marked "ours" are not named by the spec. */
export const CONFIG_MESSAGES = {
  settingsList: 'Failed to fetch settings', // ours
  settingAdd: 'Failed to add setting',
  settingDelete: 'Failed to delete setting',
  settingEdit: 'Failed to edit the setting detail',
  /** Partners use the generic fallback (docs/product.md#error-messages: "'An unexpected error occurred' for partners"). */
  partner: 'An unexpected error occurred',
  videoLinksList: 'Failed to fetch video links', // ours
  videoLinkAdd: 'Failed to add video link', // ours
  videoLinkDelete: 'Failed to delete video link', // ours
  popupTextsList: 'Failed to fetch popup texts',
  popupTextCreate: 'Failed to create popup text',
  popupTextDelete: 'Failed to delete popup text',
  countriesList: 'Failed to fetch countries',
} as const;

/** docs/product.md#error-messages fallbacks; the ones marked "ours" are not named by the spec. */
export const CUSTOMER_MESSAGES = {
  list: 'Failed to fetch user list',
  /** docs/product.md#error-messages: "Customer portfolio fetch fails with 'error'". */
  portfolio: 'error',
  detail: 'An unexpected error occurred', // ours (the generic fallback of docs/product.md#error-messages)
  update: 'An unexpected error occurred', // ours
  kyc: 'An unexpected error occurred', // ours
  reveal: 'An unexpected error occurred', // ours
  kycReview: 'An unexpected error occurred', // ours
  evidence: 'An unexpected error occurred', // ours
  kycConfirm: 'An unexpected error occurred', // ours
  kycSendBack: 'An unexpected error occurred', // ours
} as const;

/** docs/product.md#error-messages fallbacks; the ones marked "ours" are not named by the spec. */
export const EMPLOYEE_MESSAGES = {
  list: 'Failed to fetch employee',
  detail: 'Failed to fetch employee',
  /** Create and edit alike. */
  save: 'Failed to post employee',
  remove: 'An unexpected error occurred', // ours (the generic fallback of docs/product.md#error-messages)
} as const;

export const FEE_MESSAGES = {
  list: 'Failed to fetch fees',
  percentages: 'Failed to fetch percentages',
  create: 'Failed to create fee management entry',
  delete: 'Failed to delete fee management entry',
  update: 'Failed to update fee',
  projectFees: 'Failed to fetch fee',
  sync: 'Failed to fetch sync fee',
} as const;

/** What a failed order call shows when the server gives no message (docs/product.md#error-messages; `book` is ours). */
export const ORDER_MESSAGES = {
  list: 'Failed to fetch order',
  filter: 'Failed to fetch order data',
  detail: 'Error',
  status: 'Error',
  cover: 'File upload failed',
  time: 'Error updating the order time',
  report: 'Failed to fetch order report data',
  book: 'Failed to book the order',
} as const;

export const PROJECT_FORM_MESSAGES = {
  /** docs/product.md#error-messages; the form's saves have no named fallback, so they use it for the media upload only. */
  upload: 'File upload failed',
  risk: 'Failed to update risk',
} as const;

/** docs/product.md#error-messages fallbacks of the project calls. */
export const PROJECT_MESSAGES = {
  list: 'Failed to fetch projects',
  status: 'Failed to update project status',
  booking: 'Failed to update booking amount',
  waitlist: 'Failed to update join waitlist status',
  delete: 'Failed to delete project',
  properties: 'Failed to fetch property list',
} as const;

/** Fallbacks of the work-queue calls (ours: the product names none for queues). */
export const QUEUE_MESSAGES = {
  counts: 'Failed to fetch the work queues',
  assignees: 'Failed to fetch who can take this',
  assign: 'Failed to assign',
} as const;

/** The spec names no fallback for roles: its generic one (docs/product.md#error-messages). */
export const ROLE_MESSAGES = {
  list: 'An unexpected error occurred',
  save: 'An unexpected error occurred',
} as const;

/** Fallback of this call (ours: the product names none for search). */
export const SEARCH_MESSAGES = {
  search: 'Search failed',
} as const;

/** The Releases screen's (ours: the product names none). */
export const RELEASE_MESSAGES = {
  overview: 'Failed to fetch releases',
  promote: 'Failed to promote the release',
  promoted: 'Release promoted',
  rollback: 'Failed to roll back the release',
  rolledBack: 'Release rolled back',
  stopCanary: 'Failed to stop the canary',
  canaryStopped: 'Canary stopped',
  startCanary: 'Failed to start the canary',
  canaryStarted: 'Canary started',
  saveSettings: 'Failed to save the stop thresholds',
  settingsSaved: 'Stop thresholds saved',
  tokens: 'Failed to fetch deploy tokens',
  createToken: 'Failed to create the deploy token',
  revokeToken: 'Failed to revoke the deploy token',
  tokenRevoked: 'Deploy token revoked',
} as const;

/** Fallbacks of these calls (ours: the product names none for sessions). */
export const SESSION_MESSAGES = {
  list: 'Failed to fetch sessions',
  signOut: 'Failed to sign out the session',
  signOutOthers: 'Failed to sign out the other sessions',
  /** Success toasts. */
  signedOut: 'Session signed out',
  signedOutOthers: 'Signed out of the other sessions',
  signedOutAll: 'Signed out of every session',
} as const;

export const SYSTEM_MESSAGES = {
  readiness: 'The API did not answer', // ours
  clientErrors: 'Failed to fetch client errors', // ours
} as const;

/** Ours: the spec names no fallbacks for templates. */
/** Messages to customers (docs/messages.md); all ours: the spec names none. */
export const MESSAGE_MESSAGES = {
  list: 'Failed to fetch messages',
  templates: 'Failed to fetch the templates you can send',
  preview: 'Failed to preview the message',
  send: 'Failed to send the message',
  retry: 'Failed to retry the message',
} as const;

export const TEMPLATE_MESSAGES = {
  list: 'Failed to fetch templates',
  create: 'Failed to create template',
  update: 'Failed to update template',
  remove: 'Failed to delete template',
  preview: 'Failed to preview template',
} as const;

export const TRANSACTION_MESSAGES = {
  list: 'Failed to fetch transactions',
} as const;
