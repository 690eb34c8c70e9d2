import type { BrowserProvider } from 'ethers';
import type { Eip1193Provider } from './eip1193';
import { providerErrorCode, UNRECOGNIZED_CHAIN } from './eip1193';
import type { WalletChain } from './wallet-chain';
import { parseChainId, toHexChainId } from './wallet-chain';

/** ethers is ~90 KiB gz: fetched only when the user asks to connect, never in the initial bundle. */
// (A type-only import: erased from the build, so ethers stays out of the initial bundle.)
export type EthersLoader = () => Promise<{ BrowserProvider: typeof BrowserProvider }>;
export const loadEthers: EthersLoader = () => import('ethers');

export interface WalletConnection {
  address: string;
  chainId: number | null;
}

/**
 * Asks the wallet for an account (the extension shows its prompt), then for the configured chain.
 * Rejects when no account is granted; a refused chain switch leaves the wallet connected on its
 * current chain (the top bar shows the mismatch).
 */
export async function connectWallet(
  provider: Eip1193Provider,
  chain: WalletChain,
  load: EthersLoader = loadEthers,
): Promise<WalletConnection> {
  const ethers = await load();
  const browserProvider = new ethers.BrowserProvider(provider, 'any');
  await browserProvider.send('eth_requestAccounts', []);
  const signer = await browserProvider.getSigner();
  const address = await signer.getAddress();
  let chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (chainId !== chain.id) {
    try {
      await switchToChain(provider, chain);
      chainId = chain.id;
    } catch (error) {
      console.warn(`[wallet] could not switch to chain ${chain.id}`, error);
    }
  }
  return { address, chainId };
}

/** `wallet_switchEthereumChain`, adding the chain first when the wallet does not know it (4902). */
export async function switchToChain(provider: Eip1193Provider, chain: WalletChain): Promise<void> {
  const chainId = toHexChainId(chain.id);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (providerErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          rpcUrls: [chain.rpcUrl],
          nativeCurrency: chain.currency,
          ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
        },
      ],
    });
  }
}
