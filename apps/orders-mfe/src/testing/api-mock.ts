// The typed calls this remote uses, replaced by mocks (vi.mock of '@admin/api-client' keeps every
// other export real: errorMessage, the messages, the constants).
import { vi } from 'vitest';

export function withMockedCalls<T extends object>(actual: T) {
  return {
    ...actual,
    ordersApi: {
      list: vi.fn(),
      filterOptions: vi.fn(),
      get: vi.fn(),
      setStatus: vi.fn(),
      setTime: vi.fn(),
      uploadCover: vi.fn(),
      report: vi.fn(),
      reportCsv: vi.fn(),
      book: vi.fn(),
    },
    cancelRequestsApi: { list: vi.fn(), get: vi.fn(), raise: vi.fn(), approve: vi.fn(), reject: vi.fn(), confirm: vi.fn(), sendBack: vi.fn() },
    transactionsApi: { list: vi.fn() },
  };
}

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
