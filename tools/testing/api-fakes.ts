// What the typed calls answer, for every front-end test: a page of a list, a failed call as the
// client rejects it, and the calls themselves replaced by mocks. One set, so every remote, the
// shell and the libs build their answers the same way.
import { vi } from 'vitest';
import type { Paged, Pager } from '@admin/api-client/contract';

/** The pager of page `currentPage` of `totalItems` rows, `pageSize` a page. */
export function pager(totalItems: number, currentPage = 1, pageSize = 10): Pager {
  const totalPages = Math.ceil(totalItems / pageSize);
  return { totalItems, currentPage, pageSize, totalPages, hasMore: currentPage < totalPages };
}

/** One page of `items` as a list call resolves it; `of` overrides the pager (say `{ totalItems: 42 }`). */
export function paged<T>(items: T[], of: Partial<Pager> = {}): Paged<T> {
  const base = pager(of.totalItems ?? items.length, of.currentPage, of.pageSize);
  return { items, pager: { ...base, ...of } };
}

/** A failed call with the server's answer, shaped as axios rejects it (what the error readers and the client look at). */
export interface FakeFailedCall extends Error {
  isAxiosError: true;
  code: string;
  response?: { status: number; statusText: string; headers: Record<string, string>; config: object; data: unknown };
  config: object;
  toJSON: () => object;
}

/**
 * The API answered `status` with `body`, as the client rejects it: `{ message }` for the server's
 * words, `{}` (the default) for an answer without a message (the screen's fallback shows), or any
 * other body (an HTML error page, a `code`) as it came.
 */
export function apiError(status: number, body: unknown = {}): FakeFailedCall {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'AxiosError',
    isAxiosError: true as const,
    code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response: { status, statusText: '', headers: {}, config: {}, data: body },
    config: {},
    toJSON: () => ({}),
  });
}

/** No answer came back (the screen says 'Network Error'). */
export function networkError(): FakeFailedCall {
  return Object.assign(new Error('Network Error'), {
    name: 'AxiosError',
    isAxiosError: true as const,
    code: 'ERR_NETWORK',
    config: {},
    toJSON: () => ({}),
  });
}

/**
 * The typed-call objects named (`ordersApi`, …) with every method a `vi.fn()`; every other export
 * (constants, messages, `errorMessage`) stays real. The methods are set on the lib's own objects too,
 * so what the lib builds on them (`recordHistory` on `auditApi.list`) reaches the mocks. The one way
 * the tests mock the API:
 *
 *     vi.mock('@admin/api-client/orders', (original) => mockCalls(original, ['ordersApi']));
 *     const list = vi.mocked(ordersApi.list);
 */
export async function mockCalls(
  importOriginal: () => Promise<unknown>,
  names: readonly string[],
): Promise<Record<string, unknown>> {
  const actual = (await importOriginal()) as Record<string, unknown>;
  const mocked = names.map((name) => {
    const calls = actual[name];
    if (typeof calls !== 'object' || calls === null) throw new Error(`${name} is not a set of typed calls`);
    return [name, Object.assign(calls, Object.fromEntries(Object.keys(calls).map((method) => [method, vi.fn()])))];
  });
  return { ...actual, ...Object.fromEntries(mocked) };
}

/** A call that never answers: the screen stays in its loading state. */
export const never = <T>() => new Promise<T>(() => undefined);

/** A promise the test settles when it wants (to see a loading state first). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
