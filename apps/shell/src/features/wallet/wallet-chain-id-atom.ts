import { atom } from 'jotai/vanilla';

/** The chain the connected wallet is on, as last reported (not persisted: the wallet is asked again). */
export const walletChainIdAtom = atom<number | null>(null);
