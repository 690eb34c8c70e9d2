import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInWindow } from './use-menu';

/** A panel whose box, before any shift, spans `left` to `left + width`, in a window `windowWidth` wide. */
function panelAt(left: number, width: number, windowWidth: number) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(windowWidth);
  const panel = document.createElement('div');
  panel.getBoundingClientRect = () => ({ left, right: left + width, width }) as DOMRect;
  return panel;
}

afterEach(() => vi.restoreAllMocks());

describe('keepInWindow', () => {
  it('moves a panel that opened past the right edge back inside, 8 px from it', () => {
    const panel = panelAt(800, 320, 1024);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('-104px 0');
  });

  it('leaves a panel that fits where it opened', () => {
    const panel = panelAt(200, 320, 1024);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('');
  });

  it('starts a panel wider than the window at its left edge', () => {
    const panel = panelAt(100, 400, 390);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('-92px 0');
  });
});
