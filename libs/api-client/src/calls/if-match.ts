import type { AxiosRequestConfig } from 'axios';

/**
 * `If-Match: "<version>"` for an update when the record's version is known, so a stale edit
 * answers 409 instead of overwriting someone else's; no header (no check) otherwise.
 */
export function ifMatch(version: number | undefined): AxiosRequestConfig | undefined {
  return version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };
}
