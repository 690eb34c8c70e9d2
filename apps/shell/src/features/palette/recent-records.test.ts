import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, recentKey, rememberRecent, RECENT_LIMIT } from './recent-records';

const record = (id: number) => ({ kind: 'customers' as const, id, label: `Customer ${id}`, detail: '+91 7000000000' });

describe('recent records', () => {
  beforeEach(() => localStorage.clear());

  it('keeps them per user, newest first, once each, at most RECENT_LIMIT', () => {
    rememberRecent(1, record(1));
    rememberRecent(1, record(2));
    rememberRecent(1, record(1));
    expect(readRecent(1).map((r) => r.id)).toEqual([1, 2]);
    expect(readRecent(2)).toEqual([]);
    for (let id = 10; id < 30; id++) rememberRecent(1, record(id));
    expect(readRecent(1)).toHaveLength(RECENT_LIMIT);
    expect(readRecent(1)[0]!.id).toBe(29);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(recentKey(1), '{not json');
    expect(readRecent(1)).toEqual([]);
    localStorage.setItem(recentKey(1), JSON.stringify([{ kind: 'customers', id: '1' }, record(4)]));
    expect(readRecent(1).map((r) => r.id)).toEqual([4]);
  });
});
