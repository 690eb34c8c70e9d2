import { describe, expect, it } from 'vitest';
import { parseFrames, type SseFrame } from './live';

describe('parseFrames', () => {
  it('reads id, event and data, hands comments (heartbeats) aside, and keeps an incomplete frame for the next chunk', () => {
    const frames: SseFrame[] = [];
    const comments: string[] = [];
    const rest = parseFrames(
      ': live\n\nid: 3\nevent: change\ndata: {"a":1}\n\n: heartbeat\n\nid: 4\nevent: ch',
      (f) => frames.push(f),
      (text) => comments.push(text),
    );
    expect(frames).toEqual([{ event: 'change', id: '3', data: '{"a":1}' }]);
    expect(comments).toEqual(['live', 'heartbeat']);
    expect(rest).toBe('id: 4\nevent: ch');
  });

  it('joins data lines, reads CRLF, and names a frame without an event "message"', () => {
    const frames: SseFrame[] = [];
    parseFrames('data: one\r\ndata: two\r\n\r\n', (f) => frames.push(f));
    expect(frames).toEqual([{ event: 'message', id: null, data: 'one\ntwo' }]);
  });
});
