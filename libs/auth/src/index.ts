// Public face of @admin/auth: session state, the route guard, the OTP sign-in flow, the page's
// QueryClient (server state, emptied with the session), the runtime config and the current user.
// Tokens themselves live in @admin/api-client's token store (the client must read them without React).
export { accessTokenAtom, isSignedInAtom } from './session/session-atoms';
export { endSession, startSession } from './session/session';
export { walletAddressAtom, WALLET_ADDRESS_STORAGE_KEY } from './wallet/wallet-address-atom';
export { STORAGE_KEYS } from './storage-keys';
export { RequireAuth } from './guard/RequireAuth';
export type { RequireAuthProps } from './guard/RequireAuth';
export { SessionExpiredRedirect } from './guard/SessionExpiredRedirect';
export type { SessionExpiredRedirectProps } from './guard/SessionExpiredRedirect';
export { SIGN_IN_PATH, signInRedirectTarget } from './guard/redirect-target';
export type { SignInRedirectState } from './guard/redirect-target';
export { NO_STAFF_ACCESS_MESSAGE, RESEND_COOLDOWN_SECONDS, useOtpSignIn } from './otp/use-otp-sign-in';
export type { OtpSignIn, OtpSignInCalls, OtpSignInOptions, OtpSignInStep } from './otp/use-otp-sign-in';
export { formatCountdown, useSecondsUntil } from './otp/use-seconds-until';
export { clearServerState, createQueryClient, QUERY_STALE_TIME_MS, queryClient, shouldRetry } from './server-state/query-client';
export { QueryProvider } from './server-state/QueryProvider';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config/runtime-config';
export type { RuntimeConfig } from './runtime-config/runtime-config';
export { Can, currentUserQuery, useCurrentUser, usePermission } from './current-user/current-user';
export type { CanProps, CurrentUser } from './current-user/current-user';
