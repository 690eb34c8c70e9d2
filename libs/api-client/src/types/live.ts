import type { AuditAction, AuditRecordType } from './audit';
import type { Permission } from './permissions';

/**
 * Live updates (docs/live.md): `GET /api/live/events` answers a server-sent event stream of what
 * other staff change. Each change is one `change` event whose `id` is the `Last-Event-ID` a
 * reconnecting reader sends; a `reset` event means events were missed (older than the 15 minutes
 * kept): refetch whatever is shown.
 */
export const LIVE_EVENTS_PATH = '/api/live/events';

/** The records that send live events, and the permission a receiver needs to get each one's. */
export const LIVE_RECORD_PERMISSIONS = {
  order: 'orders.read',
  cancel_request: 'orders.read',
  customer: 'customers.read',
  project: 'projects.read',
  company: 'companies.read',
  employee: 'employees.read',
  fee: 'fees.read',
  setting: 'config.read',
  template: 'templates.read',
} as const satisfies Partial<Record<AuditRecordType, Permission>>;
export type LiveRecordType = keyof typeof LIVE_RECORD_PERMISSIONS;

/** One committed change: what changed (field names only, never values), by whom, when. */
export interface LiveChange {
  /** The event's id, increasing; sent back as `Last-Event-ID` on reconnect. */
  id: string;
  type: LiveRecordType;
  /** The record's id, as text (a customer's, an order's). */
  record_id: string;
  action: AuditAction;
  /** Names of the fields that changed; empty when the action says it all (a deletion). */
  fields: string[];
  /** The version the record reached (its ETag), so a screen that already shows it skips a refetch; null for a record without one, or deleted. */
  version: number | null;
  /** The staff member who made the change; null for the system. */
  by: { id: number; name: string } | null;
  /** ISO time of the change. */
  at: string;
}

/** The SSE `event:` names the stream sends. */
export const LIVE_EVENT_NAMES = { change: 'change', reset: 'reset', presence: 'presence' } as const;

/** The 429 messages of the stream's limits. */
export const liveStreamLimitMessages = {
  perPerson: (limit: number) =>
    `You have ${limit} live update streams open, the most allowed. Close a tab or window of the admin site and try again.`,
  perInstance: (limit: number) =>
    `This server holds ${limit} live update streams, the most it allows. Live updates will retry in a minute.`,
} as const;

/** Who has a record open (`event: presence` on the stream), as of the latest heartbeat of each: staff only, kept in memory. */
export interface LivePresence {
  type: LiveRecordType;
  record_id: string;
  viewers: { id: number; name: string; editing: boolean }[];
}

/** `POST /api/live/presence`: "I have this record open" (again every PRESENCE_HEARTBEAT_SECONDS), or `leave`. */
export interface LivePresenceRequest {
  type: LiveRecordType;
  record_id: string;
  editing: boolean;
  leave?: boolean;
}

export const LIVE_PRESENCE_PATH = '/live/presence';
/** How often an open record says so; a viewer not heard from for PRESENCE_TTL_SECONDS is gone (a closed tab, a lost connection). */
export const PRESENCE_HEARTBEAT_SECONDS = 10;
export const PRESENCE_TTL_SECONDS = 30;

/** One server-sent event: its name (`message` when the frame names none), its id and its data lines joined. */
export interface SseFrame {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Splits server-sent event text into frames: the one reader of the live stream's format, for the
 * browser, the API's tests and the bench. A comment (`: live`, `: heartbeat`) gives no frame; its text
 * goes to `onComment` when given. Returns what is left incomplete, to put before the next chunk.
 */
export function parseFrames(
  buffer: string,
  onFrame: (frame: SseFrame) => void,
  onComment?: (text: string) => void,
): string {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) onComment?.(line.slice(1).trim());
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onFrame({ event, id, data: data.join('\n') });
  }
  return rest;
}
