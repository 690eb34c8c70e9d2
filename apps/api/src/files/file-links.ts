/**
 * Private files (KYC evidence, order cover documents) are not on the public gateway: rows store
 * their API URL, `PUBLIC_URL/api/files/<upload id>`, and the API answers it to a staff bearer whose
 * role may see that kind of file, or to a link it signed. Screens show these files by plain
 * navigation (`<img>`, `<video>`, a new tab), which cannot carry the bearer header, so the answers
 * that carry such a URL (the KYC review, for those who decide KYC; orders, for those who read them)
 * hand out a short-lived signed copy, made after the route's own permission check.
 *
 * Signature: base64url(HMAC-SHA256(key, "file-link:<upload id>:<expires ms>")), the key every
 * instance shares (the access-token secret): a link signed by one instance opens on any other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Permission } from '@admin/api-client/contract';

export type FileAccess = 'public' | 'kyc_evidence' | 'order_cover';
export type PrivateAccess = Exclude<FileAccess, 'public'>;

/** Who may open each kind of private file with a bearer (and so who is handed signed links to it). */
export const PRIVATE_FILE_PERMISSION: Record<PrivateAccess, Permission> = {
  kyc_evidence: 'kyc.decide',
  order_cover: 'orders.read',
};

/** How long a signed link opens its file, at least. */
const FILE_LINK_TTL_MS = 15 * 60_000;
/**
 * Expiries are rounded up to this step, so the links of one file are the same for a few minutes:
 * a screen that refetches keeps its URLs (and the browser its cached copy) instead of reloading.
 */
const EXPIRY_STEP_MS = 5 * 60_000;

const PRIVATE_PATH = /\/api\/files\/(\d+)$/;

/** The stored URL of a private upload. */
export const privateFileUrl = (publicUrl: string, uploadId: number) => `${publicUrl}/api/files/${uploadId}`;

const signature = (key: Uint8Array, uploadId: number, expires: number) =>
  createHmac('sha256', key).update(`file-link:${uploadId}:${expires}`).digest();

/**
 * The URL with an expiry and a signature when it names a private upload; any other URL (the
 * gateway's, an outside link) comes back as it is.
 */
export function signFileUrl(key: Uint8Array, url: string, now: Date): string {
  const path = url.split('?')[0] ?? '';
  const id = PRIVATE_PATH.exec(path)?.[1];
  if (!id) return url;
  const expires = Math.ceil((now.getTime() + FILE_LINK_TTL_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  return `${path}?expires=${expires}&signature=${signature(key, Number(id), expires).toString('base64url')}`;
}

/** Whether a link's expiry and signature were made by this key for this upload and are still valid. */
export function validFileLink(
  key: Uint8Array,
  uploadId: number,
  link: { expires?: string; signature?: string },
  now: Date,
): boolean {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires <= now.getTime() || typeof link.signature !== 'string') return false;
  const given = Buffer.from(link.signature, 'base64url');
  const expected = signature(key, uploadId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
