import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, tokenStore } from '@admin/api-client';
import type { Permission, StaffUser } from '@admin/api-client';
import { libQueryRoots } from '@admin/api-client/contract/core';

/** A token is stored: the token store is the session's source of truth (isSignedInAtom mirrors it). */
const hasToken = () => tokenStore.getAccessToken() !== null;

/**
 * Whether a token is stored, read through useSyncExternalStore: a component renders
 * again only when the answer changes. jotai's useAtomValue asks its component to render once more
 * on every mount, whatever the value: with every screen reading the signed-in user in several hooks
 * (permissions, the list's storage, live lists), opening a list rendered its page again ~5 times in a
 * blocking lane right after its first commit.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, hasToken);
}

/** `GET /api/auth/me`, cached under ['auth', 'me'] (the libs' `auth` family): one request however many screens ask. */
export const currentUserQuery = queryOptions({
  queryKey: [...libQueryRoots.auth, 'me'] as const,
  queryFn: () => authApi.me(),
  // Who is signed in changes only through sign-in and sign-out, which empty the cache anyway.
  staleTime: 5 * 60_000,
});

export interface CurrentUser {
  /** The signed-in staff user; undefined while loading, when signed out, or when the call failed. */
  user: StaffUser | undefined;
  /** True until the first answer for a signed-in session (false when signed out). */
  isPending: boolean;
}

/** The signed-in staff user (never fetched while signed out). */
export function useCurrentUser(): CurrentUser {
  const signedIn = useSignedIn();
  const query = useQuery({ ...currentUserQuery, enabled: signedIn });
  return { user: query.data, isPending: signedIn && query.isPending };
}

/**
 * Whether the signed-in user holds `permission` (from `/auth/me`). False until known: a control
 * appears once the answer says so, never flashes and disappears.
 */
export function usePermission(permission: Permission): boolean {
  return useCurrentUser().user?.permissions.includes(permission) ?? false;
}

const NONE: readonly Permission[] = [];

/** What the signed-in user holds (from `/auth/me`); none until known, as `usePermission`. */
export function usePermissions(): readonly Permission[] {
  return useCurrentUser().user?.permissions ?? NONE;
}

export interface CanProps {
  permission: Permission;
  children: ReactNode;
  /** Shown instead when the user lacks the permission (e.g. a disabled button with a tooltip). */
  fallback?: ReactNode;
}

/** Renders `children` only for users holding `permission`. */
export function Can({ permission, children, fallback = null }: CanProps) {
  return usePermission(permission) ? children : fallback;
}
