/** docs/product.md#who-uses-it: a wallet address shown as its first 6 and last 4 characters, e.g. 0x1234…abcd. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
