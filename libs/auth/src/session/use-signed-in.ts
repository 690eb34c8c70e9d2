import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'jotai/react';
import { isSignedInAtom } from '@admin/auth/singletons';

/**
 * Whether a token is stored (isSignedInAtom), read through useSyncExternalStore: a component renders
 * again only when the answer changes. jotai's useAtomValue asks its component to render once more
 * on every mount, whatever the value: with every screen reading the signed-in user in several hooks
 * (permissions, the list's storage, live lists), opening a list rendered its page again ~5 times in a
 * blocking lane right after its first commit.
 */
export function useSignedIn(): boolean {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(isSignedInAtom, onChange), [store]);
  const read = () => store.get(isSignedInAtom);
  return useSyncExternalStore(subscribe, read, read);
}
