// Failed calls as the API client rejects them, for the kit's tests.
import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

export const httpError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', data, headers: {}, config });

export const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', config, {});
