// Stands in for @admin/auth in the remotes' page tests (`vi.mock('@admin/auth', () => import(...))`):
// the signed-in user, what they may do, and the runtime config, set per test.
import { useMemo } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Permission, StaffUser } from '@admin/api-client';

let permissions: ReadonlySet<Permission> | 'all' = 'all';
let user: StaffUser | undefined;

/** Grants exactly these permissions; with none given, every permission. */
export function grant(list?: readonly Permission[]) {
  permissions = list ? new Set(list) : 'all';
}

export function signInAs(next: StaffUser | undefined) {
  user = next;
}

export const usePermission = (permission: Permission) => permissions === 'all' || permissions.has(permission);
export const usePermissions = (): readonly Permission[] =>
  PERMISSIONS.filter((permission) => permissions === 'all' || permissions.has(permission));
export const useCurrentUser = () => ({ user, isPending: false });
/** As @admin/auth's: where a list keeps the user's columns and views; undefined while nobody is signed in. */
export function useListStorage(listId: string) {
  const userId = user?.id;
  return useMemo(() => (userId === undefined ? undefined : { userId, listId }), [userId, listId]);
}
export const useRuntimeConfig = () => ({
  apiBaseUrl: 'http://api.test/api',
  chain: {
    id: 51,
    name: 'XDC Apothem Network',
    rpcUrl: 'http://rpc.test',
    currency: { name: 'TXDC', symbol: 'TXDC', decimals: 18 },
  },
  contracts: {},
  storage: { gatewayUrl: 'http://gateway.test/ipfs', jwt: 'test' },
  remotes: {},
  apps: {},
});

/** The page's shared cache, which a page's `prefetch` fills (its tests compare that call with the page's own). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
