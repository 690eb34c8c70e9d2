import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SLICE, ROW_SLICE, useRowsInSlices } from './use-rows-in-slices';

const page = Array.from({ length: 100 }, (_, i) => i);
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/** Each slice takes `msPerRow` per row it adds, as performance.now() sees it between the frame that asks for it and its commit. */
function rowsCost(msPerRow: number) {
  let now = 0;
  let lastCount = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return (count: number) => {
    now += (count - lastCount) * msPerRow;
    lastCount = count;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useRowsInSlices', () => {
  it('draws a page up to ROW_SLICE rows at once', () => {
    const { result } = renderHook(() => useRowsInSlices(page.slice(0, ROW_SLICE)));
    expect(result.current).toBe(ROW_SLICE);
  });

  it('draws a longer page FIRST_SLICE rows first (what its box shows), then ROW_SLICE more a frame where rows are dear (a slow CPU, a wide list)', async () => {
    const spend = rowsCost(2);
    const { result } = renderHook(() => {
      const count = useRowsInSlices(page);
      spend(count);
      return count;
    });
    expect(result.current).toBe(FIRST_SLICE);
    await nextFrame();
    expect(result.current).toBe(FIRST_SLICE + ROW_SLICE);
    await nextFrame();
    expect(result.current).toBe(FIRST_SLICE + 2 * ROW_SLICE);
  });

  it('draws the rest of the page in the next frame when rows are cheap', async () => {
    const spend = rowsCost(0.01);
    const { result } = renderHook(() => {
      const count = useRowsInSlices(page);
      spend(count);
      return count;
    });
    await nextFrame();
    await nextFrame();
    expect(result.current).toBe(100);
  });
});
