import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollEdges } from './use-scroll-edges';

function Area() {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const { moreLeft, moreRight } = useScrollEdges(area);
  return (
    <div ref={setArea} role="region" aria-label="Rows" data-left={moreLeft} data-right={moreRight}>
      <table />
    </div>
  );
}

/** jsdom lays nothing out: give the area the sizes a browser would. */
function size(element: HTMLElement, { client, scroll, left }: { client: number; scroll: number; left: number }) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(element, 'scrollLeft', { configurable: true, writable: true, value: left });
}

describe('useScrollEdges', () => {
  it('says which sides hide content as the area scrolls: right at the start, both midway, left at the end', () => {
    render(<Area />);
    const area = screen.getByRole('region', { name: 'Rows' });
    expect(area).toHaveAttribute('data-right', 'false');

    size(area, { client: 700, scroll: 1000, left: 0 });
    fireEvent.scroll(area);
    expect(area).toHaveAttribute('data-left', 'false');
    expect(area).toHaveAttribute('data-right', 'true');

    act(() => {
      area.scrollLeft = 150;
      fireEvent.scroll(area);
    });
    expect(area).toHaveAttribute('data-left', 'true');
    expect(area).toHaveAttribute('data-right', 'true');

    act(() => {
      area.scrollLeft = 300;
      fireEvent.scroll(area);
    });
    expect(area).toHaveAttribute('data-left', 'true');
    expect(area).toHaveAttribute('data-right', 'false');
  });

  it('hides nothing when everything fits', () => {
    render(<Area />);
    const area = screen.getByRole('region', { name: 'Rows' });
    size(area, { client: 1000, scroll: 1000, left: 0 });
    fireEvent.scroll(area);
    expect(area).toHaveAttribute('data-left', 'false');
    expect(area).toHaveAttribute('data-right', 'false');
  });
});
