export interface RetryOptions {
  /** Total attempts, the first included. */
  attempts: number;
  /** Wait before attempt n+1 is backoffMs * n. */
  backoffMs: number;
  /** Called before each new attempt, e.g. to reset a cached failure. */
  beforeRetry?: (attempt: number, error: unknown) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or the attempts are spent; rejects with the last error. */
export async function withRetry<T>(
  task: () => Promise<T>,
  { attempts, backoffMs, beforeRetry }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) {
        await wait(backoffMs * attempt);
        beforeRetry?.(attempt + 1, error);
      }
    }
  }
  throw lastError;
}
