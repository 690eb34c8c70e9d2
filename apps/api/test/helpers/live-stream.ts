/** Reads the live update stream (`GET /api/live/events`) as a browser's fetch-based reader does. */
import { parseFrames, type LiveChange } from '@admin/api-client/contract';

export interface LiveFrame {
  event: string;
  id: string | null;
  data: unknown;
}

export interface LiveReader {
  status: number;
  /** The 429's message, when refused. */
  message: string | null;
  frames: LiveFrame[];
  /** The `change` events received so far. */
  changes(): LiveChange[];
  /** Resolves with the first frame (received or to come) that `match` accepts; rejects after `ms`. */
  next(match: (frame: LiveFrame) => boolean, ms?: number): Promise<LiveFrame>;
  /** Heartbeat comments received. */
  heartbeats: number;
  close(): void;
}

export async function openLive(
  base: string,
  token: string,
  options: { lastEventId?: string } = {},
): Promise<LiveReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${base}/api/live/events`, { headers, signal: abort.signal });
  const frames: LiveFrame[] = [];
  const waiters: { match: (frame: LiveFrame) => boolean; resolve: (frame: LiveFrame) => void }[] = [];
  const reader: LiveReader = {
    status: response.status,
    message: null,
    frames,
    heartbeats: 0,
    changes: () => frames.filter((f) => f.event === 'change').map((f) => f.data as LiveChange),
    next: (match, ms = 5_000) => {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live event within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) {
    reader.message = ((await response.json()) as { message: string }).message;
    return reader;
  }
  const body = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await body.read();
        if (done) return;
        buffer = parseFrames(
          buffer + value,
          ({ event, id, data }) => {
            const frame: LiveFrame = { event, id, data: JSON.parse(data) };
            frames.push(frame);
            for (const waiter of waiters.splice(0)) {
              if (waiter.match(frame)) waiter.resolve(frame);
              else waiters.push(waiter);
            }
          },
          (comment) => {
            if (comment === 'heartbeat') reader.heartbeats++;
          },
        );
      }
    } catch {
      // Aborted by close().
    }
  })();
  return reader;
}

/** A frame that is the change of one record. */
export const changeOf =
  (type: string, recordId: number | string) =>
  (frame: LiveFrame): boolean =>
    frame.event === 'change' &&
    (frame.data as LiveChange).type === type &&
    (frame.data as LiveChange).record_id === String(recordId);
