import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { WALLET_ADDRESS_STORAGE_KEY } from '@admin/auth/singletons';

/** Every localStorage key the session uses (docs/product.md#records-and-their-fields), in one place. */
export const STORAGE_KEYS = {
  ...TOKEN_STORAGE_KEYS,
  walletAddress: WALLET_ADDRESS_STORAGE_KEY,
} as const;
