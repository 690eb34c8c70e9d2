import { atom, getDefaultStore } from 'jotai/vanilla';
import { tokenStore } from '@admin/api-client';
import { lazyAtom } from '../atoms/lazy-atom';

// Mirrors the token store (the source of truth, read by the API client at request time) so React
// re-renders when a token is stored, refreshed or cleared, in this tab or in another one.
// Lazy: a store reads the current token the first time it needs it, not when this module loaded.
const storedAccessTokenAtom = lazyAtom(() => tokenStore.getAccessToken());
storedAccessTokenAtom.onMount = (set) => {
  set(tokenStore.getAccessToken());
  return tokenStore.subscribe(() => set(tokenStore.getAccessToken()));
};

// The default store is the one every remote shares (jotai is a federation singleton). Keep it in
// step even while no component is mounted, so the first render after sign-in already sees the token.
tokenStore.subscribe(() => getDefaultStore().set(storedAccessTokenAtom, tokenStore.getAccessToken()));

/** The stored access token, or null when signed out. Read-only: use startSession / endSession. */
export const accessTokenAtom = atom((get) => get(storedAccessTokenAtom));

/** docs/product.md#roles: signed in means an access token is stored. */
export const isSignedInAtom = atom((get) => get(storedAccessTokenAtom) !== null);
