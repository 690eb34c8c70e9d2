import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SLICE, ROW_SLICE, useRowsInSlices } from './use-rows-in-slices';

const page = Array.from({ length: 100 }, (_, i) => i);
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

describe('useRowsInSlices', () => {
  it('draws a page up to ROW_SLICE rows at once', () => {
    const { result } = renderHook(() => useRowsInSlices(page.slice(0, ROW_SLICE)));
    expect(result.current).toBe(ROW_SLICE);
  });

  it('draws a longer page FIRST_SLICE rows first (what its box shows), then ROW_SLICE more a frame until all are drawn', async () => {
    const { result } = renderHook(() => useRowsInSlices(page));
    expect(result.current).toBe(FIRST_SLICE);
    await nextFrame();
    expect(result.current).toBe(FIRST_SLICE + ROW_SLICE);
    await nextFrame();
    expect(result.current).toBe(FIRST_SLICE + 2 * ROW_SLICE);
    await nextFrame();
    await nextFrame();
    expect(result.current).toBe(100);
  });

  it('starts again from the first slice for a new page', async () => {
    const { result, rerender } = renderHook(({ items }) => useRowsInSlices(items), { initialProps: { items: page } });
    await nextFrame();
    expect(result.current).toBe(FIRST_SLICE + ROW_SLICE);
    rerender({ items: [...page] });
    expect(result.current).toBe(FIRST_SLICE);
  });
});
