// A test EIP-1193 provider: answers the calls the wallet makes and can emit extension events. Test-only.
import type { Eip1193Provider } from './eip1193';

export interface FakeWalletOptions {
  accounts?: string[];
  chainId?: string;
  /** Chains the wallet knows; switching to another answers 4902 until it is added. */
  knownChains?: string[];
  rejectConnect?: boolean;
}

export interface FakeWallet extends Eip1193Provider {
  calls: Array<{ method: string; params?: unknown }>;
  emit(event: 'accountsChanged' | 'chainChanged', payload: unknown): void;
  chainId: string;
}

export function fakeWallet(options: FakeWalletOptions = {}): FakeWallet {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const known = new Set(options.knownChains ?? ['0x1']);
  const accounts = options.accounts ?? ['0x1234567890abcdef1234567890abcdef1234abcd'];
  const wallet: FakeWallet = {
    calls: [],
    chainId: options.chainId ?? '0x1',
    async request({ method, params }) {
      wallet.calls.push({ method, params });
      switch (method) {
        case 'eth_requestAccounts':
          if (options.rejectConnect) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          return accounts;
        case 'eth_accounts':
          return options.rejectConnect ? [] : accounts;
        case 'eth_chainId':
          return wallet.chainId;
        case 'net_version':
          return String(Number.parseInt(wallet.chainId, 16));
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }];
          if (!known.has(chainId)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
          wallet.chainId = chainId;
          return null;
        }
        case 'wallet_addEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }];
          known.add(chainId);
          wallet.chainId = chainId;
          return null;
        }
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
  return wallet;
}
