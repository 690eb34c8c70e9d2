/** The network the wallet should be on; the shell passes it from the runtime config. */
export interface WalletChain {
  id: number;
  name: string;
  rpcUrl: string;
  explorerUrl?: string;
  currency: { name: string; symbol: string; decimals: number };
}

/** docs/product.md#constants: chain 51, XDC Apothem test network. */
export const DEFAULT_WALLET_CHAIN: WalletChain = {
  id: 51,
  name: 'XDC Apothem Network',
  rpcUrl: 'https://erpc.apothem.network',
  explorerUrl: 'https://testnet.xdcscan.com',
  currency: { name: 'TXDC', symbol: 'TXDC', decimals: 18 },
};

/** EIP-695 chain ids are hex strings: 51 → '0x33'. */
export function toHexChainId(id: number): string {
  return `0x${id.toString(16)}`;
}

/** A chain id as wallets report it (hex string, decimal string or number) → number, or null. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = value.startsWith('0x') || value.startsWith('0X') ? Number.parseInt(value, 16) : Number(value);
  return Number.isInteger(parsed) ? parsed : null;
}
