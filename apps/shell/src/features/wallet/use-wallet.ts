import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai/react';
import { walletAddressAtom } from '@admin/auth';
import { connectWallet, loadEthers, switchToChain } from './connect-wallet';
import type { EthersLoader } from './connect-wallet';
import { injectedProvider } from './eip1193';
import type { Eip1193Provider } from './eip1193';
import { walletChainIdAtom } from './wallet-chain-id-atom';
import type { WalletChain } from './wallet-chain';
import { parseChainId } from './wallet-chain';
import {
  WALLET_CONNECT_FAILED_MESSAGE,
  WALLET_NOT_INSTALLED_MESSAGE,
  WALLET_SWITCH_FAILED_MESSAGE,
} from './wallet-messages';

export interface UseWalletOptions {
  chain: WalletChain;
  /** Shows a failure (the shell passes its error toast). */
  onError: (message: string) => void;
  /** Seams for tests; the browser's by default. */
  getProvider?: () => Eip1193Provider | null;
  loadEthers?: EthersLoader;
  alert?: (message: string) => void;
}

export interface Wallet {
  /** Connected address (persisted across reloads until disconnect), or null. */
  address: string | null;
  /** The wallet's current chain, once known. */
  chainId: number | null;
  /** Connected but on another chain than the configured one. */
  wrongChain: boolean;
  connecting: boolean;
  connect(): Promise<void>;
  disconnect(): void;
  switchChain(): Promise<void>;
}

const firstAccount = (accounts: unknown): string | null =>
  Array.isArray(accounts) && typeof accounts[0] === 'string' && accounts[0] !== '' ? accounts[0] : null;

/** Wallet state for the top bar. Use it once (it subscribes to the extension's events). */
export function useWallet(options: UseWalletOptions): Wallet {
  const { chain } = options;
  const [address, setAddress] = useAtom(walletAddressAtom);
  const [chainId, setChainId] = useAtom(walletChainIdAtom);
  const [connecting, setConnecting] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const provider = useCallback(() => (latest.current.getProvider ?? injectedProvider)(), []);

  const connected = address !== null;
  // Follow the extension while connected: account switches, lock or revoke ([]), network changes.
  useEffect(() => {
    if (!connected) return undefined;
    const wallet = provider();
    if (!wallet) return undefined;
    const onAccounts = (accounts: unknown) => {
      const next = firstAccount(accounts);
      if (next === null) {
        setAddress(null);
        setChainId(null);
        return;
      }
      // Keep the checksummed spelling when it is the same account.
      setAddress((current) => (current?.toLowerCase() === next.toLowerCase() ? current : next));
    };
    const onChain = (id: unknown) => setChainId(parseChainId(id));
    wallet.on?.('accountsChanged', onAccounts);
    wallet.on?.('chainChanged', onChain);
    wallet.request({ method: 'eth_chainId' }).then(onChain, () => undefined);
    return () => {
      wallet.removeListener?.('accountsChanged', onAccounts);
      wallet.removeListener?.('chainChanged', onChain);
    };
  }, [connected, provider, setAddress, setChainId]);

  const connect = useCallback(async () => {
    const wallet = provider();
    if (!wallet) {
      (latest.current.alert ?? ((message: string) => window.alert(message)))(WALLET_NOT_INSTALLED_MESSAGE);
      return;
    }
    setConnecting(true);
    try {
      const connection = await connectWallet(wallet, latest.current.chain, latest.current.loadEthers ?? loadEthers);
      setAddress(connection.address);
      setChainId(connection.chainId);
    } catch (error) {
      console.warn('[wallet] connection failed', error);
      latest.current.onError(WALLET_CONNECT_FAILED_MESSAGE);
    } finally {
      setConnecting(false);
    }
  }, [provider, setAddress, setChainId]);

  const disconnect = useCallback(() => {
    setAddress(null);
    setChainId(null);
  }, [setAddress, setChainId]);

  const switchChain = useCallback(async () => {
    const wallet = provider();
    if (!wallet) return;
    try {
      await switchToChain(wallet, latest.current.chain);
      setChainId(latest.current.chain.id);
    } catch (error) {
      console.warn('[wallet] network switch failed', error);
      latest.current.onError(WALLET_SWITCH_FAILED_MESSAGE);
    }
  }, [provider, setChainId]);

  return {
    address,
    chainId,
    wrongChain: connected && chainId !== null && chainId !== chain.id,
    connecting,
    connect,
    disconnect,
    switchChain,
  };
}
