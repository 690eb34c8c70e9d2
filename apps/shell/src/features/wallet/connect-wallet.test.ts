import { getAddress } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { connectWallet, loadEthers } from './connect-wallet';
import { fakeWallet } from './fake-eip1193';
import { DEFAULT_WALLET_CHAIN } from './wallet-chain';

describe('connectWallet', () => {
  it('returns the checksummed account and asks for chain 51, adding it when the wallet answers 4902', async () => {
    const wallet = fakeWallet({ chainId: '0x1' });
    const connection = await connectWallet(wallet, DEFAULT_WALLET_CHAIN);

    expect(connection).toEqual({ address: getAddress('0x1234567890abcdef1234567890abcdef1234abcd'), chainId: 51 });
    expect(connection.address).not.toBe(connection.address.toLowerCase()); // checksummed
    const methods = wallet.calls.map((call) => call.method);
    expect(methods.indexOf('eth_requestAccounts')).toBeGreaterThanOrEqual(0);
    expect(methods.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ]);
    expect(wallet.calls.find((c) => c.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x33' }]);
    expect(wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x33',
        chainName: 'XDC Apothem Network',
        rpcUrls: ['https://erpc.apothem.network'],
        nativeCurrency: { name: 'TXDC', symbol: 'TXDC', decimals: 18 },
        blockExplorerUrls: ['https://testnet.xdcscan.com'],
      },
    ]);
  });

  it('does not ask to switch when the wallet is already on the configured chain', async () => {
    const wallet = fakeWallet({ chainId: '0x33', knownChains: ['0x33'] });
    await connectWallet(wallet, DEFAULT_WALLET_CHAIN);
    expect(wallet.calls.some((c) => c.method.startsWith('wallet_'))).toBe(false);
  });

  it('stays connected on its chain when the user refuses the switch', async () => {
    const wallet = fakeWallet({ chainId: '0x1' });
    const refuse = Object.assign(new Error('User rejected'), { code: 4001 });
    const request = wallet.request.bind(wallet);
    wallet.request = (args) => (args.method === 'wallet_switchEthereumChain' ? Promise.reject(refuse) : request(args));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(connectWallet(wallet, DEFAULT_WALLET_CHAIN)).resolves.toMatchObject({ chainId: 1 });
  });

  it('rejects when the user refuses the connection', async () => {
    await expect(connectWallet(fakeWallet({ rejectConnect: true }), DEFAULT_WALLET_CHAIN)).rejects.toBeDefined();
  });

  it('loads ethers through the loader it is given (the lazy chunk in the app)', async () => {
    const load = vi.fn(loadEthers);
    await connectWallet(fakeWallet({ chainId: '0x33', knownChains: ['0x33'] }), DEFAULT_WALLET_CHAIN, load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
