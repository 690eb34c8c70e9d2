/** CIDv1 of raw bytes with a sha2-256 multihash, base32 multibase: the key IPFS gives a raw block. */
import { createHash } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const CID_V1 = 0x01;
const RAW_CODEC = 0x55;
const SHA2_256 = 0x12;
const DIGEST_LENGTH = 0x20;

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The CID of bytes whose sha2-256 digest is `digest` (hashed as they stream by). */
export function cidOfDigest(digest: Uint8Array): string {
  return `b${base32(Uint8Array.from([CID_V1, RAW_CODEC, SHA2_256, DIGEST_LENGTH, ...digest]))}`;
}

export function cidOf(content: Uint8Array): string {
  return cidOfDigest(createHash('sha256').update(content).digest());
}

/** Shape check for a path segment before it touches the disk. */
export const isCid = (value: string) => /^b[a-z2-7]{58}$/.test(value);
