import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { lazyAtom } from './lazy-atom';

describe('lazyAtom', () => {
  it('computes its initial value when a store first reads it, once per store', () => {
    let source = 'at module load';
    let calls = 0;
    const value = lazyAtom(() => {
      calls += 1;
      return source;
    });
    source = 'at first read';
    const first = createStore();
    expect(first.get(value)).toBe('at first read');
    expect(first.get(value)).toBe('at first read');
    expect(calls).toBe(1);

    first.set(value, 'set');
    source = 'in a new store';
    expect(createStore().get(value)).toBe('in a new store');
    expect(first.get(value)).toBe('set');
  });
});
