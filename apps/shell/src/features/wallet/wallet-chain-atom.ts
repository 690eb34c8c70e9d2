import { atom } from 'jotai/vanilla';
import type { WalletChain } from './wallet-chain';
import { DEFAULT_WALLET_CHAIN } from './wallet-chain';

/** The configured network; bootstrap sets it from the runtime config's `chain`. */
export const walletChainAtom = atom<WalletChain>(DEFAULT_WALLET_CHAIN);
