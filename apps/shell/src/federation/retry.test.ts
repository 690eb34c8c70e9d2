import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './retry';

describe('withRetry', () => {
  it('retries until the task succeeds, resetting before each retry', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('page');
    const beforeRetry = vi.fn();
    await expect(withRetry(task, { attempts: 3, backoffMs: 1, beforeRetry })).resolves.toBe('page');
    expect(task).toHaveBeenCalledTimes(2);
    expect(beforeRetry).toHaveBeenCalledOnce();
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('still down'));
    await expect(withRetry(task, { attempts: 3, backoffMs: 1 })).rejects.toThrow('still down');
    expect(task).toHaveBeenCalledTimes(3);
  });
});
