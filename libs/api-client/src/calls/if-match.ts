import type { AxiosRequestConfig } from 'axios';

/**
 * Request config that makes a write conditional on the version the screen loaded
 * (`If-Match: "<version>"`): the API answers 409 `ConflictErrorBody` with the current record when
 * someone else saved in between. An edit that replaces fields must send one (else 428
 * `VersionRequiredErrorBody`); a status call may. No version, no header.
 */
export function ifMatch(version: number | undefined): AxiosRequestConfig | undefined {
  return version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };
}
