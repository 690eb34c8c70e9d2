// The shell's query-key families, written once: its hooks start their keys from these roots. The
// page's one QueryClient is shared with every remote, so tools/checks/query-keys.test.ts fails when any two
// apps (or libs) declare the same root.
export const queryRoots = {
  /** The sidebar's queue counts. */
  queues: ['queues'],
  /** The signed-in user's own records (their sessions). */
  me: ['me'],
  releases: ['releases'],
  /** The command palette's record search. */
  palette: ['palette'],
  /** The system status page: the API's readiness, client errors, each remote's check. */
  system: ['system'],
} as const;
