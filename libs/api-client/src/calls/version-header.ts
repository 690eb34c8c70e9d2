import type { AxiosRequestConfig } from 'axios';

/** `If-Match: "<version>"` when the record's version is known (lost-update check); none otherwise. */
export function versionHeader(version: number | undefined): AxiosRequestConfig | undefined {
  return version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };
}
