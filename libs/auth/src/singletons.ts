// `@admin/auth/singletons`: the session's state, once per page however the rest of the lib is shared.
// Jotai atoms are identified by object, a QueryClient is one cache, and a React context is one object:
// the shell provides (RuntimeConfigProvider, QueryProvider) and a remote's hooks read, so both must
// hold the same instances. Federation lists this entry as a singleton; the rest of the lib (guard,
// OTP flow, current-user hooks) is versioned and reaches this state through the package name, never
// by a relative path (tools/federation/shared-entries.test.ts checks it).
export { accessTokenAtom, isSignedInAtom } from './session/session-atoms';
export { walletAddressAtom, WALLET_ADDRESS_STORAGE_KEY } from './wallet/wallet-address-atom';
export {
  clearServerState,
  createQueryClient,
  QUERY_STALE_TIME_MS,
  queryClient,
  shouldRetry,
} from './server-state/query-client';
export { QueryProvider } from './server-state/QueryProvider';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config/RuntimeConfig';
export type { RuntimeConfig } from './runtime-config/RuntimeConfig';
// the live updates' bus: the changes other staff make and the stream's status, fed by the stream
// (`@admin/auth/live-stream`, loaded after the first screen) and read by every screen.
export { liveBus } from './live/live-bus';
export type { LiveBus, LiveStatus } from './live/live-bus';
