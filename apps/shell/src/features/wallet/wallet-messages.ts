/** docs/product.md#validation messages, copied exactly. */
export const WALLET_NOT_INSTALLED_MESSAGE = 'MetaMask is not installed. Please install it to use this feature.';
export const WALLET_CONNECT_FAILED_MESSAGE = 'Failed to connect wallet. Please try again.';
/** Ours: the spec names no message for a refused network switch. */
export const WALLET_SWITCH_FAILED_MESSAGE = 'Could not switch the wallet network. Please try again.';
