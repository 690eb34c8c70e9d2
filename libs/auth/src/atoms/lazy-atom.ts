import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';

/**
 * A primitive atom whose initial value is computed when a store first reads it, not when the module
 * loads (jotai/utils' atomWithLazy does the same). Ours because jotai/utils is a shared module and so
 * loads whole: the two helpers the session needs were 3 KiB gz of the shell's first load.
 */
export function lazyAtom<T>(initialValue: () => T): PrimitiveAtom<T> {
  const lazy = atom(undefined as T);
  // A store takes an unset atom's value from `init`; a getter makes it computed per store, on first read.
  delete (lazy as { init?: T }).init;
  Object.defineProperty(lazy, 'init', { get: initialValue });
  return lazy;
}
