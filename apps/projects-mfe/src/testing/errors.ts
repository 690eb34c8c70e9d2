import { AxiosError, AxiosHeaders } from 'axios';

/** A failed call as axios rejects it: `data` is the answer's body (`{}` for one without a message). */
export const apiError = (status: number, data: unknown = {}) =>
  new AxiosError('Request failed', status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });
