import { describe, expect, it } from 'vitest';
import { neverRunBytes } from './unused-js';

describe('neverRunBytes', () => {
  it('counts the bytes whose innermost function never ran, whatever the order V8 lists functions in', () => {
    const bytes = neverRunBytes(100, [
      // A function that ran, with an unexecuted block (a block inside a run function counts as run)
      // and an inner function that never ran (5 bytes).
      {
        ranges: [
          { startOffset: 60, endOffset: 80, count: 3 },
          { startOffset: 62, endOffset: 64, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 65, endOffset: 70, count: 0 }] },
      // The script's top level, listed after the functions inside it.
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
      // A function never called (40 bytes), and one inside it: counted once.
      { ranges: [{ startOffset: 10, endOffset: 50, count: 0 }] },
      { ranges: [{ startOffset: 20, endOffset: 30, count: 0 }] },
    ]);
    expect(bytes).toBe(45);
  });

  it('counts nothing when every function ran', () => {
    expect(neverRunBytes(10, [{ ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] }])).toBe(0);
  });
});
