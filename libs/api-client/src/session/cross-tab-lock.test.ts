import { beforeEach, describe, expect, it } from 'vitest';
import { inTabLock, storageLeaseLock } from './cross-tab-lock';
import type { CrossTabLock } from './cross-tab-lock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` tasks through the given locks (round robin) and reports the most that overlapped. */
async function maxOverlap(locks: CrossTabLock[], count: number): Promise<number> {
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      locks[i % locks.length]!('refresh', async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(5);
        running -= 1;
      }),
    ),
  );
  return most;
}

beforeEach(() => localStorage.clear());

describe('inTabLock', () => {
  it('runs tasks of one name one at a time, and survives a failing task', async () => {
    const lock = inTabLock();
    expect(await maxOverlap([lock], 5)).toBe(1);
    await expect(lock('refresh', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock('refresh', async () => 'next')).resolves.toBe('next');
  });
});

describe('storageLeaseLock', () => {
  it('lets only one of two tabs sharing localStorage hold the lock at a time', async () => {
    const tabA = storageLeaseLock({ storage: localStorage, ownerId: 'a', settleMs: 5, pollMs: 5 });
    const tabB = storageLeaseLock({ storage: localStorage, ownerId: 'b', settleMs: 5, pollMs: 5 });
    expect(await maxOverlap([tabA, tabB], 6)).toBe(1);
    expect(localStorage.getItem('admin.lock.refresh')).toBeNull();
  });

  it('takes over a lease left behind by a tab that closed mid-refresh', async () => {
    localStorage.setItem('admin.lock.refresh', JSON.stringify({ owner: 'gone', expiresAt: Date.now() - 1 }));
    const tab = storageLeaseLock({ storage: localStorage, ownerId: 'a', settleMs: 5, pollMs: 5 });
    await expect(tab('refresh', async () => 'ran')).resolves.toBe('ran');
  });

  it('waits while another tab holds a live lease', async () => {
    localStorage.setItem('admin.lock.refresh', JSON.stringify({ owner: 'other', expiresAt: Date.now() + 60_000 }));
    const tab = storageLeaseLock({ storage: localStorage, ownerId: 'a', settleMs: 5, pollMs: 5 });
    let ran = false;
    const pending = tab('refresh', async () => {
      ran = true;
    });
    await sleep(40);
    expect(ran).toBe(false);
    localStorage.removeItem('admin.lock.refresh');
    await pending;
    expect(ran).toBe(true);
  });
});

describe('defaultCrossTabLock', () => {
  it('uses navigator.locks (Web Locks) when the browser has it', async () => {
    const requested: string[] = [];
    const locks = {
      request: <T>(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>) => {
        requested.push(name);
        return callback();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const { defaultCrossTabLock } = await import('./cross-tab-lock');
      await expect(defaultCrossTabLock()('admin-auth-refresh', async () => 'done')).resolves.toBe('done');
      expect(requested).toEqual(['admin-auth-refresh']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('falls back to the localStorage lease without Web Locks', async () => {
    const { defaultCrossTabLock } = await import('./cross-tab-lock');
    let leaseWhileRunning: string | null = null;
    await defaultCrossTabLock()('refresh', async () => {
      leaseWhileRunning = localStorage.getItem('admin.lock.refresh');
    });
    expect(leaseWhileRunning).toContain('"owner"');
    expect(localStorage.getItem('admin.lock.refresh')).toBeNull();
  });
});
