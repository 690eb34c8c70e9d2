import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@admin/api-client';
import { tokenStore } from '@admin/api-client';
import { liveBus } from '@admin/auth/singletons';
import { LAST_EVENT_STORAGE_KEY, startLiveUpdates } from './live-stream';

const change = (id: string, type: LiveChange['type'] = 'cancel_request'): LiveChange => ({
  id,
  type,
  record_id: '7',
  action: 'decision',
  fields: ['status'],
  version: 2,
  by: { id: 2, name: 'Asha Admin' },
  at: '2026-11-29T09:00:00.000Z',
});
const frame = (c: LiveChange) => `id: ${c.id}\nevent: change\ndata: ${JSON.stringify(c)}\n\n`;

/** A response whose body is the given chunks, then stays open until `end()`. */
function streamResponse(chunks: string[]) {
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      close = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    end: () => close(),
  };
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};
/** A lock every caller gets at once (one tab). */
const noLock = <T>(_name: string, task: () => Promise<T>) => task();
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('startLiveUpdates', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    tokenStore.clearTokens();
  });

  it('reads the stream with the bearer header (never a token in the URL) and hands each change to the screens', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const { response } = streamResponse([': live\n\n', frame(change('11'))]);
    const fetchImpl = vi.fn(async () => response);
    const seen: LiveChange[] = [];
    const unsubscribe = liveBus.subscribe((c) => seen.push(c));
    stop = startLiveUpdates({
      queryClient: { invalidateQueries: vi.fn() },
      baseUrl: 'http://api.test/api',
      fetchImpl,
      lock: noLock,
      storage: memoryStorage(),
      channel: undefined,
    });
    await vi.waitFor(() => expect(seen.map((c) => c.id)).toEqual(['11']));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/live/events');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(liveBus.getStatus()).toBe('live');
    unsubscribe();
  });

  it('reconnects after the stream ends, resuming from the last event id (an inbox event’s too), without showing paused', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const first = streamResponse([frame(change('20')), 'id: 21\nevent: inbox\ndata: {}\n\n']);
    const second = streamResponse([frame(change('22'))]);
    const fetchImpl = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const statuses: string[] = [];
    const stopStatus = liveBus.subscribeStatus((s) => statuses.push(s));
    stop = startLiveUpdates({
      queryClient: { invalidateQueries: vi.fn() },
      baseUrl: 'http://api.test/api',
      fetchImpl,
      lock: noLock,
      storage: memoryStorage(),
      channel: undefined,
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    await tick();
    first.end();
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    const headers = (fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['Last-Event-ID']).toBe('21');
    expect(statuses).not.toContain('paused');
    stopStatus();
  });

  it('shows paused while it cannot connect and backs off, then comes back live', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const ok = streamResponse([': live\n\n']);
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"message":"busy"}', { status: 429, headers: { 'retry-after': '0' } }))
      .mockResolvedValueOnce(ok.response);
    const backoff = vi.fn(() => 5);
    const statuses: string[] = [];
    const stopStatus = liveBus.subscribeStatus((s) => statuses.push(s));
    stop = startLiveUpdates({
      queryClient: { invalidateQueries: vi.fn() },
      baseUrl: 'http://api.test/api',
      fetchImpl,
      backoff,
      lock: noLock,
      storage: memoryStorage(),
      channel: undefined,
    });
    await vi.waitFor(() => expect(liveBus.getStatus()).toBe('live'));
    expect(statuses).toContain('paused');
    expect(backoff).toHaveBeenCalledWith(1);
    stopStatus();
  });

  it('a reset event (events missed beyond what the API keeps) refetches every query', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const storage = memoryStorage();
    storage.setItem(LAST_EVENT_STORAGE_KEY, JSON.stringify({ id: '5', at: Date.now() }));
    const { response } = streamResponse(['event: reset\ndata: {}\n\n']);
    const invalidateQueries = vi.fn();
    stop = startLiveUpdates({
      queryClient: { invalidateQueries },
      baseUrl: 'http://api.test/api',
      fetchImpl: vi.fn(async () => response),
      lock: noLock,
      storage,
      channel: undefined,
    });
    await vi.waitFor(() => expect(invalidateQueries).toHaveBeenCalledWith());
  });

  it('a tab that does not hold the stream gets its events from the tab that does', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const channel = { onmessage: null as ((e: MessageEvent) => void) | null, postMessage: vi.fn(), close: vi.fn() };
    const fetchImpl = vi.fn();
    const seen: string[] = [];
    const unsubscribe = liveBus.subscribe((c) => seen.push(c.id));
    // Another tab holds the lock: this one waits.
    stop = startLiveUpdates({
      queryClient: { invalidateQueries: vi.fn() },
      baseUrl: 'http://api.test/api',
      fetchImpl,
      lock: () => new Promise(() => undefined),
      storage: memoryStorage(),
      channel,
    });
    channel.onmessage?.({ data: { kind: 'change', change: change('31') } } as MessageEvent);
    expect(seen).toEqual(['31']);
    expect(fetchImpl).not.toHaveBeenCalled();
    unsubscribe();
  });
});
