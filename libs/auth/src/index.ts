// Public face of @admin/auth: session state, the route guard, the OTP sign-in flow, the page's
// QueryClient (server state, emptied with the session), the runtime config and the current user.
// Tokens themselves live in @admin/api-client's token store (the client must read them without React).
// The state (atoms, QueryClient, runtime-config context) comes from the singleton entry, by package
// name: one session per page even where this (versioned) entry is a remote's own newer copy.
export {
  accessTokenAtom,
  clearServerState,
  createQueryClient,
  isSignedInAtom,
  QUERY_STALE_TIME_MS,
  QueryProvider,
  queryClient,
  RuntimeConfigProvider,
  shouldRetry,
  useRuntimeConfig,
  walletAddressAtom,
  WALLET_ADDRESS_STORAGE_KEY,
} from '@admin/auth/singletons';
export type { LiveStatus, RuntimeConfig } from '@admin/auth/singletons';
export { endSession, startSession } from './session/session';
export { STORAGE_KEYS } from './storage-keys';
export { RequireAuth } from './guard/RequireAuth';
export type { RequireAuthProps } from './guard/RequireAuth';
export { SIGN_IN_PATH, signInRedirectTarget } from './guard/redirect-target';
export type { SignInRedirectState } from './guard/redirect-target';
export { NO_STAFF_ACCESS_MESSAGE, RESEND_COOLDOWN_SECONDS, useOtpSignIn } from './otp/use-otp-sign-in';
export type { OtpSignIn, OtpSignInCalls, OtpSignInOptions, OtpSignInStep } from './otp/use-otp-sign-in';
export { formatCountdown, useSecondsUntil } from './otp/use-seconds-until';
export { Can, currentUserQuery, useCurrentUser, usePermission, usePermissions } from './current-user/CurrentUser';
export type { CanProps, CurrentUser } from './current-user/CurrentUser';
export { useListStorage } from './list/use-list-storage';
