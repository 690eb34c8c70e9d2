/**
 * Presence expiry on one instance, with the clock faked (no 30 s sleep): a viewer whose heartbeats
 * stop (a closed tab, a lost connection) is dropped within PRESENCE_TTL_SECONDS of the last one, and
 * every stream that may read the record is told; one that keeps beating stays.
 */
import type { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseFrames,
  PRESENCE_HEARTBEAT_SECONDS,
  PRESENCE_TTL_SECONDS,
  type LivePresence,
} from '@admin/api-client/contract';
import type { Db } from '../db/connection';
import { createMetrics } from '../observability/metrics';
import { LiveHub, type PresenceSignal } from './hub';

/** The presence events a stream received, in order. */
function presencesOf(out: PassThrough): LivePresence[] {
  const seen: LivePresence[] = [];
  let buffer = '';
  out.on('data', (chunk: Buffer) => {
    buffer = parseFrames(buffer + chunk.toString(), (frame) => {
      if (frame.event === 'presence') seen.push(JSON.parse(frame.data) as LivePresence);
    });
  });
  return seen;
}

describe('presence expiry', () => {
  let notify: (payload: string) => void = () => undefined;
  let hub: LiveHub;
  beforeEach(async () => {
    vi.useFakeTimers();
    hub = new LiveHub(
      {
        listen: async (_channel, onPayload) => {
          notify = onPayload;
          return async () => undefined;
        },
      },
      {} as Db,
      { perPerson: 5, perInstance: 10, heartbeatSeconds: 25 },
      createMetrics({ databaseQueueDepth: () => 0 }),
    );
    await hub.start();
  });
  afterEach(async () => {
    await hub.stop();
    vi.useRealTimers();
  });

  const beat = (user: { id: number; name: string }, editing = false) => {
    const signal: PresenceSignal = { kind: 'presence', type: 'order', record_id: '7', user, editing, leave: false };
    notify(JSON.stringify(signal));
  };
  const names = (presence: LivePresence | undefined) => presence?.viewers.map((viewer) => viewer.name) ?? [];

  it('drops a viewer whose heartbeats stopped within 30 s of the last one, and tells the others; a viewer still beating stays', async () => {
    const out = await hub.open({ userId: 1, permissions: ['orders.read'], expiresAt: null }, null);
    const seen = presencesOf(out);
    const ravi = { id: 2, name: 'Ravi Rao' };
    const asha = { id: 3, name: 'Asha Admin' };
    beat(ravi, true);
    beat(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(names(seen.at(-1))).toEqual(['Ravi Rao', 'Asha Admin']);
    expect(seen.at(-1)?.viewers[0]?.editing).toBe(true);

    // Ravi's tab closes (no more heartbeats); Asha's keeps beating every 10 s.
    let elapsed = 0;
    while (elapsed < PRESENCE_TTL_SECONDS * 1000) {
      await vi.advanceTimersByTimeAsync(1000);
      elapsed += 1000;
      if (elapsed % (PRESENCE_HEARTBEAT_SECONDS * 1000) === 0) beat(asha);
      // Not before two heartbeats were missed (a heartbeat late by a few seconds is no departure).
      if (elapsed <= 2 * PRESENCE_HEARTBEAT_SECONDS * 1000) expect(names(seen.at(-1))).toContain('Ravi Rao');
    }
    expect(names(seen.at(-1))).toEqual(['Asha Admin']);
  });

  it('a stream that may not read the record type is told nothing', async () => {
    const out = await hub.open({ userId: 1, permissions: ['customers.read'], expiresAt: null }, null);
    const seen = presencesOf(out);
    beat({ id: 2, name: 'Ravi Rao' });
    await vi.advanceTimersByTimeAsync(PRESENCE_TTL_SECONDS * 1000);
    expect(seen).toEqual([]);
  });
});
