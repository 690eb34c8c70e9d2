// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import type { RuntimeConfigApps } from '@admin/api-client/contract';
import { ACCESS_TOKEN_KEY, assignedRelease, assignReleases, shareBucket, storedUserId } from './assigned-release';

const hash = (salt: string, id: number) => createHash('sha256').update(`${salt}:${id}`).digest('hex');
const live = { release: 'A', manifest: 'http://o/releases/A/mf-manifest.json', pages: [] };
const canary = (share: number, members: number[] = []): RuntimeConfigApps => ({
  orders_mfe: {
    live,
    canary: {
      release: 'B',
      manifest: 'http://o/releases/B/mf-manifest.json',
      pages: [],
      share,
      salt: 'pepper',
      members: members.map((id) => hash('pepper', id)),
    },
  },
});
const ids = Array.from({ length: 2000 }, (_, i) => i + 1);
const releaseOf = async (apps: RuntimeConfigApps, id: number | null) =>
  (await assignedRelease(apps, 'orders_mfe', id))?.release;

describe('the release a person runs', () => {
  it('is live for everyone without a canary, and nothing where the registry published nothing', async () => {
    expect(await assignedRelease({ orders_mfe: { live } }, 'orders_mfe', 7)).toEqual({ ...live, cohort: 'live' });
    expect(await assignedRelease({ orders_mfe: { live } }, 'customers_mfe', 7)).toBeNull();
    expect(await assignedRelease(undefined, 'orders_mfe', 7)).toBeNull();
  });

  it('puts about the share of people in the canary', async () => {
    for (const share of [10, 50, 90]) {
      let inCanary = 0;
      for (const id of ids) if ((await releaseOf(canary(share), id)) === 'B') inCanary++;
      expect(Math.abs(inCanary / ids.length - share / 100)).toBeLessThan(0.04);
    }
    expect(await releaseOf(canary(0), 1)).toBe('A');
    for (const id of ids.slice(0, 50)) expect(await releaseOf(canary(100), id)).toBe('B');
  });

  it('keeps a person in as the share grows, and draws other people for another remote', async () => {
    for (const id of ids) {
      if ((await releaseOf(canary(10), id)) === 'B') expect(await releaseOf(canary(50), id)).toBe('B');
    }
    const differs = ids.filter((id) => shareBucket(id, 'orders_mfe') < 50 !== shareBucket(id, 'customers_mfe') < 50);
    expect(differs.length).toBeGreaterThan(ids.length / 4);
  });

  it('takes named members in whatever the share, and only them', async () => {
    const outside = ids.find((id) => shareBucket(id, 'orders_mfe') >= 10) ?? 0;
    expect(await releaseOf(canary(10, [outside]), outside)).toBe('B');
    const other = ids.find((id) => id !== outside && shareBucket(id, 'orders_mfe') >= 10) ?? 0;
    expect(await releaseOf(canary(10, [outside]), other)).toBe('A');
  });

  it('ignores pointers without a manifest (a hand-edited document), never registering nothing', async () => {
    const broken = { orders_mfe: { live: { release: 'A' } } } as unknown as RuntimeConfigApps;
    expect(await assignedRelease(broken, 'orders_mfe', 1)).toBeNull();
    const badCanary = { orders_mfe: { live, canary: { release: 'B', share: 100 } } } as unknown as RuntimeConfigApps;
    expect(await releaseOf(badCanary, 1)).toBe('A');
  });

  it('runs the live release before anyone signs in', async () => {
    expect(await releaseOf(canary(100, [1]), null)).toBe('A');
  });

  it('assigns every container the registry published', async () => {
    const apps: RuntimeConfigApps = { ...canary(100), projects_mfe: { live } };
    const assigned = await assignReleases(apps, ['orders_mfe', 'projects_mfe', 'config_mfe'], 3);
    expect(Object.fromEntries(Object.entries(assigned).map(([name, a]) => [name, a.cohort]))).toEqual({
      orders_mfe: 'canary',
      projects_mfe: 'live',
    });
  });
});

describe('the signed-in id before the app starts', () => {
  const token = (payload: unknown) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  const storage = (value: string | null) => ({ getItem: () => value });

  it('is the stored access token’s subject, under the token store’s key', () => {
    expect(ACCESS_TOKEN_KEY).toBe(TOKEN_STORAGE_KEYS.accessToken);
    expect(storedUserId(storage(token({ sub: '42', typ: 'access' })), ACCESS_TOKEN_KEY)).toBe(42);
  });

  it('is null without a token or with one that is not a JWT', () => {
    expect(storedUserId(storage(null), ACCESS_TOKEN_KEY)).toBeNull();
    expect(storedUserId(storage('garbage'), ACCESS_TOKEN_KEY)).toBeNull();
    expect(storedUserId(storage(token({ sub: 'x' })), ACCESS_TOKEN_KEY)).toBeNull();
  });
});
