// Uploads go to the API's own endpoints with the staff session (bearer token, refresh and retry),
// never straight to the storage service: the storage JWT in the runtime config is not used by screens.
import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { apiClient } from '@admin/api-client/singletons';
import type { ItemResponse, PinResult } from '../types/index';
import { ifMatch } from './if-match';

export interface UploadOptions {
  /** Called as the body goes out, with the fraction sent (0..1). */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the call then rejects with a cancel error). */
  signal?: AbortSignal;
  /** The version of the record the upload changes, sent as If-Match (409 when someone saved since). */
  version?: number;
}

/** The API's pinning endpoint (partner icons and other loose files); multipart field `file`. */
const PIN_FILE_PATH = '/pinning/pinFileToIPFS';

function progressOf(onProgress: UploadOptions['onProgress']) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
    onProgress(Math.min(1, Math.max(0, fraction)));
  };
}

/**
 * Posts `form` as multipart/form-data (the browser writes the boundary) and resolves to the whole
 * response body. For endpoints that do not wrap their answer in `{ data }`, such as pinning.
 */
async function postMultipart<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
  http: AxiosInstance = apiClient,
): Promise<T> {
  const response = await http.post<T>(path, form, {
    ...ifMatch(options.version),
    signal: options.signal,
    onUploadProgress: progressOf(options.onProgress),
  });
  options.onProgress?.(1);
  return response.data;
}

/**
 * Multipart `POST` through the shared client (bearer token, refresh), with progress and cancel;
 * resolves to the answer's `data`, e.g. `upload<ProjectMediaResult>('/v2/project/5/media', form)`.
 */
export async function upload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
  http: AxiosInstance = apiClient,
): Promise<T> {
  return (await postMultipart<ItemResponse<T>>(path, form, options, http)).data;
}

/** Pins one file through the API (`POST /api/pinning/pinFileToIPFS`, field `file`). */
export async function pinFile(file: Blob, options: UploadOptions = {}, fileName?: string): Promise<PinResult> {
  const form = new FormData();
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return postMultipart<PinResult>(PIN_FILE_PATH, form, options);
}

/** The gateway URL of a pinned file: `{gatewayUrl}/{cid}` (gatewayUrl from the runtime config, e.g. `https://host/ipfs`). */
export function gatewayFileUrl(gatewayUrl: string, cid: string): string {
  return `${gatewayUrl.replace(/\/+$/, '')}/${cid}`;
}
