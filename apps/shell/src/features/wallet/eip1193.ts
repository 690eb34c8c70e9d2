/** The slice of EIP-1193 (injected wallet provider, e.g. MetaMask's `window.ethereum`) the wallet uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** EIP-1193 / EIP-3085 error codes the wallet reacts to. */
export const UNRECOGNIZED_CHAIN = 4902;

/** The injected provider, or null when no wallet extension is installed. */
export function injectedProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as Window & { ethereum?: unknown }).ethereum;
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as Eip1193Provider).request === 'function'
    ? (candidate as Eip1193Provider)
    : null;
}

/** The numeric code of a provider error; some wallets nest it (`data.originalError.code`). */
export function providerErrorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  if (typeof code === 'number') return code;
  const nested = data?.originalError?.code;
  return typeof nested === 'number' ? nested : null;
}
