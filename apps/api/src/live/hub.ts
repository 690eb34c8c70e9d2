/**
 * The live streams of one API instance (docs/live.md): LISTENs on the events channel and writes
 * each event to the streams whose person may read it; keeps the limits (per person, per instance),
 * the heartbeats and the 15-minute sweep of the events table.
 */
import { PassThrough } from 'node:stream';
import { Counter, Gauge } from 'prom-client';
import {
  INBOX_EVENT,
  liveStreamLimitMessages,
  PRESENCE_TTL_SECONDS,
  type LiveChange,
  type LivePresence,
  type LiveRecordType,
  type Permission,
} from '@admin/api-client/contract';
import type { Database, Db } from '../db/connection';
import { HttpError } from '../http/errors';
import type { Metrics } from '../observability/metrics';
import {
  eventsAfter,
  type InboxEvent,
  type InboxSignal,
  LIVE_CHANNEL,
  parseChange,
  permissionFor,
  sweepEvents,
} from './events';

/** A presence heartbeat as it travels between instances (NOTIFY on the live channel, never stored). */
export interface PresenceSignal {
  kind: 'presence';
  type: LiveRecordType;
  record_id: string;
  user: { id: number; name: string };
  editing: boolean;
  leave: boolean;
}

/** How often an instance forgets viewers not heard from within the TTL. */
const PRESENCE_SWEEP_MS = 5_000;

/** How often an instance deletes events past their retention. */
const SWEEP_EVERY_MS = 60_000;
/** A stream refused for a limit: 429, and how long to wait before trying again (Retry-After). */
export class LiveLimitReached extends HttpError {
  readonly retryAfterSeconds = 60;
  constructor(message: string) {
    super(429, message);
    this.name = 'LiveLimitReached';
  }
}

export interface LiveLimits {
  perPerson: number;
  perInstance: number;
  heartbeatSeconds: number;
}

export interface StreamOwner {
  userId: number;
  permissions: readonly Permission[];
  /** When the access token that opened it expires: the stream ends then, and the reader reconnects with a fresh one. */
  expiresAt: Date | null;
}

interface Stream {
  owner: StreamOwner;
  readable: Set<Permission>;
  out: PassThrough;
  /** The newest event id written (where a catch-up starts). */
  lastSent: number;
  /** The ids written lately: a resume and a NOTIFY may both bring one event. */
  recent: Set<number>;
}

/** How many ids of written events a stream remembers to skip a second copy. */
const RECENT_IDS = 256;

/** One SSE frame: the event's id (for Last-Event-ID), its name and its JSON. */
const frame = (name: string, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveHub {
  readonly #streams = new Set<Stream>();
  readonly #perPerson = new Map<number, number>();
  readonly #sent: Counter;
  readonly #refused: Counter<'reason'>;
  #unlisten: (() => Promise<void>) | null = null;
  /** Who has each record open (`type:id` → viewer id → name, editing, last heard), in memory only. */
  readonly #presence = new Map<string, Map<number, { name: string; editing: boolean; at: number }>>();
  #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly db: Db,
    private readonly limits: LiveLimits,
    metrics: Metrics,
  ) {
    const streams = this.#streams;
    new Gauge({
      name: 'admin_live_streams',
      help: 'Live update streams this instance holds open.',
      registers: [metrics.registry],
      collect() {
        this.set(streams.size);
      },
    });
    this.#sent = new Counter({
      name: 'admin_live_events_sent_total',
      help: 'Live events written to streams (one per receiving stream).',
      registers: [metrics.registry],
    });
    this.#refused = new Counter({
      name: 'admin_live_streams_refused_total',
      help: 'Live update streams refused for a limit (per_person or per_instance).',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
  }

  get size(): number {
    return this.#streams.size;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.database.listen(
      LIVE_CHANNEL,
      (payload) => {
        if (payload.startsWith('{"kind":"presence"')) {
          this.#presenceSignal(JSON.parse(payload) as PresenceSignal);
          return;
        }
        if (payload.startsWith('{"kind":"inbox"')) {
          this.#inboxSignal(JSON.parse(payload) as InboxSignal);
          return;
        }
        const change = parseChange(payload);
        if (change) this.#deliver(change);
      },
      // A NOTIFY lost while the connection was down: each stream asks the table from its last event.
      () => void this.#catchUp(),
    );
    this.#timers.push(
      setInterval(() => void sweepEvents(this.db).catch(() => undefined), SWEEP_EVERY_MS).unref(),
      setInterval(() => this.#beat(), this.limits.heartbeatSeconds * 1000).unref(),
      setInterval(() => this.#expirePresence(), PRESENCE_SWEEP_MS).unref(),
    );
  }

  /**
   * Opens a stream for `owner`, or throws 429 past a limit. With `lastEventId`, first writes what
   * was missed since (or a `reset` event when that is no longer kept).
   */
  async open(owner: StreamOwner, lastEventId: number | null): Promise<PassThrough> {
    if (this.#streams.size >= this.limits.perInstance) {
      this.#refused.inc({ reason: 'per_instance' });
      throw new LiveLimitReached(liveStreamLimitMessages.perInstance(this.limits.perInstance));
    }
    if ((this.#perPerson.get(owner.userId) ?? 0) >= this.limits.perPerson) {
      this.#refused.inc({ reason: 'per_person' });
      throw new LiveLimitReached(liveStreamLimitMessages.perPerson(this.limits.perPerson));
    }
    const out = new PassThrough();
    const stream: Stream = {
      owner,
      readable: new Set(owner.permissions),
      out,
      lastSent: lastEventId ?? 0,
      recent: new Set(),
    };
    this.#streams.add(stream);
    this.#perPerson.set(owner.userId, (this.#perPerson.get(owner.userId) ?? 0) + 1);
    const timers: NodeJS.Timeout[] = [];
    out.once('close', () => {
      for (const timer of timers) clearTimeout(timer);
      this.#streams.delete(stream);
      const left = (this.#perPerson.get(owner.userId) ?? 1) - 1;
      if (left > 0) this.#perPerson.set(owner.userId, left);
      else this.#perPerson.delete(owner.userId);
    });
    if (owner.expiresAt) {
      // Past its token the stream is not re-checked: end it, so the reader comes back with a fresh token.
      const ms = Math.max(0, owner.expiresAt.getTime() - Date.now());
      timers.push(setTimeout(() => out.end(), Math.min(ms, 2 ** 31 - 1)));
    }
    // A comment first: the headers leave at once, and the reader knows it is connected.
    out.write(': live\n\n');
    if (lastEventId !== null) await this.#resume(stream, lastEventId);
    return out;
  }

  async #resume(stream: Stream, lastEventId: number): Promise<void> {
    const missed = await eventsAfter(this.db, lastEventId);
    if (missed === 'reset') {
      stream.out.write(frame('reset', { reason: 'Events since your last one are no longer kept: refetch' }));
      return;
    }
    for (const event of missed) {
      if ('kind' in event) this.#writeInbox(stream, event);
      else this.#write(stream, event);
    }
  }

  async #catchUp(): Promise<void> {
    for (const stream of this.#streams) await this.#resume(stream, stream.lastSent).catch(() => undefined);
  }

  #deliver(change: LiveChange): void {
    for (const stream of this.#streams) this.#write(stream, change);
  }

  #write(stream: Stream, change: LiveChange): void {
    // Not for this person's role.
    if (!stream.readable.has(permissionFor(change.type))) return;
    this.#send(stream, change.id, frame('change', change, change.id));
  }

  /** An inbox event goes to its person's streams only; it says nothing but "refetch your inbox". */
  #writeInbox(stream: Stream, event: InboxEvent): void {
    if (stream.owner.userId !== event.user) return;
    this.#send(stream, event.id, frame(INBOX_EVENT, {}, event.id));
  }

  #send(stream: Stream, eventId: string, text: string): void {
    const id = Number(eventId);
    // Sent already (by a resume racing the NOTIFY).
    if (stream.recent.has(id)) return;
    stream.recent.add(id);
    if (stream.recent.size > RECENT_IDS) stream.recent.delete(stream.recent.values().next().value as number);
    stream.lastSent = Math.max(stream.lastSent, id);
    stream.out.write(text);
    this.#sent.inc();
  }

  #presenceSignal(signal: PresenceSignal): void {
    const key = `${signal.type}:${signal.record_id}`;
    const viewers = this.#presence.get(key) ?? new Map();
    if (signal.leave) viewers.delete(signal.user.id);
    else viewers.set(signal.user.id, { name: signal.user.name, editing: signal.editing, at: Date.now() });
    if (viewers.size > 0) this.#presence.set(key, viewers);
    else this.#presence.delete(key);
    this.#sendPresence(signal.type, signal.record_id);
  }

  #expirePresence(): void {
    // Forgotten one sweep early, so that a viewer is gone at most PRESENCE_TTL_SECONDS after its last
    // heartbeat (so within 30 s of a closed tab), whenever in the sweep's period that falls.
    const oldest = Date.now() - (PRESENCE_TTL_SECONDS * 1000 - PRESENCE_SWEEP_MS);
    for (const [key, viewers] of this.#presence) {
      let changed = false;
      for (const [id, viewer] of viewers) {
        if (viewer.at < oldest) changed = viewers.delete(id) || changed;
      }
      if (viewers.size === 0) this.#presence.delete(key);
      const [type, recordId] = key.split(/:(.*)/s) as [LiveRecordType, string];
      if (changed) this.#sendPresence(type, recordId);
    }
  }

  /** Who has the record open now, to every stream whose person may read it. */
  #sendPresence(type: LiveRecordType, recordId: string): void {
    const viewers = this.#presence.get(`${type}:${recordId}`) ?? new Map();
    const presence: LivePresence = {
      type,
      record_id: recordId,
      viewers: [...viewers].map(([id, viewer]) => ({ id, name: viewer.name, editing: viewer.editing })),
    };
    const text = frame('presence', presence);
    for (const stream of this.#streams) if (stream.readable.has(permissionFor(type))) stream.out.write(text);
  }

  /** New inbox items (or settled ones) for these people: their streams say so, and their bells refetch. */
  #inboxSignal(signal: InboxSignal): void {
    for (const event of signal.events) for (const stream of this.#streams) this.#writeInbox(stream, event);
  }

  #beat(): void {
    for (const stream of this.#streams) stream.out.write(': heartbeat\n\n');
  }

  /** Ends every stream and stops listening (the instance is closing). */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    for (const stream of this.#streams) stream.out.end();
    await this.#unlisten?.();
  }
}
