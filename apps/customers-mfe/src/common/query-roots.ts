// This remote's query-key families, written once: each feature's key object starts from its root
// here (features showing the same records share a family, so a change to them refreshes every view).
// The page's one QueryClient is shared with the shell and the other remotes, so
// tools/checks/query-keys.test.ts fails when any two apps (or libs) declare the same root.

export const queryRoots = {
  /** The customer list, each profile, its KYC review and portfolio. */
  customers: ['customers'],
  kycOwnership: ['kyc-ownership'],
  /** The employee list, each employee and their sessions. */
  employees: ['employees'],
  roles: ['roles'],
  /** Staff names for the Activity screen's person picker (names and ids only, audit.read). */
  activityPeople: ['activity-people'],
} as const;
