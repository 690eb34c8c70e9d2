/** Small fetch wrapper for the tests: JSON in, status + JSON body out. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Call {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: Call = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | FormData | undefined;
  if (options.form) payload = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  // An event stream (the live updates) never ends: its status and headers are the answer here.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: '' as T, headers: response.headers };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (files) are returned as text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** `If-Match` naming one version, as a screen sends the version it loaded. */
export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** A client bound to one server and, optionally, one token. */
export function client(base: string, token?: string) {
  const get = <T = unknown>(path: string, o: Call = {}) => call<T>(base, 'GET', path, { token, ...o });
  const put = <T = unknown>(path: string, body?: unknown, o: Call = {}) =>
    call<T>(base, 'PUT', path, { token, body, ...o });
  return {
    get,
    post: <T = unknown>(path: string, body?: unknown, o: Call = {}) =>
      call<T>(base, 'POST', path, { token, body, ...o }),
    put,
    /** PUT with `If-Match: "<version>"` (an edit that replaces fields needs one). */
    putAt: <T = unknown>(path: string, version: number, body?: unknown, o: Call = {}) =>
      put<T>(path, body, { ...o, headers: { ...o.headers, ...ifMatch(version) } }),
    /**
     * An edit as a form makes it: reads the record's ETag (from `read`, by default the same path)
     * and sends it back as If-Match. A record that does not exist gets no If-Match (the PUT's 404 shows).
     */
    edit: async <T = unknown>(path: string, body?: unknown, read = path, o: Call = {}) => {
      const etag = (await get(read, o)).headers.get('etag');
      return put<T>(path, body, { ...o, headers: { ...o.headers, ...(etag ? { 'if-match': etag } : {}) } });
    },
    /**
     * A KYC decision (`…/kyc`), confirmation or send-back (`…/kyc/{check}/confirm`, `…/send-back`) as
     * the profile sends it: at the customer's version now, read from the customer (If-Match).
     */
    decideKyc: async <T = unknown>(path: string, body?: unknown, o: Call = {}) => {
      const customer = path.replace(/\/kyc(\/[a-z]+\/(confirm|send-back))?$/, '');
      const etag = (await get(customer, o)).headers.get('etag');
      return call<T>(base, path.endsWith('/kyc') ? 'PUT' : 'POST', path, {
        token,
        body,
        ...o,
        headers: { ...o.headers, ...(etag ? { 'if-match': etag } : {}) },
      });
    },
    delete: <T = unknown>(path: string, o: Call = {}) => call<T>(base, 'DELETE', path, { token, ...o }),
  };
}
