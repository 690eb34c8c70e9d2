import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shorten-address';
import { parseChainId, toHexChainId } from './wallet-chain';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
  });
});

describe('chain ids', () => {
  it('writes 51 as 0x33 and reads hex, decimal and numbers back', () => {
    expect(toHexChainId(51)).toBe('0x33');
    expect(parseChainId('0x33')).toBe(51);
    expect(parseChainId('51')).toBe(51);
    expect(parseChainId(51)).toBe(51);
    expect(parseChainId('')).toBeNull();
    expect(parseChainId(undefined)).toBeNull();
  });
});
