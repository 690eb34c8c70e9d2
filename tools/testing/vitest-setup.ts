// Shared by every front-end project's unit tests: DOM matchers and cleanup between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Component tests drive real timers and user events; on a loaded 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
// The first render of a lazy kit piece (DataTable's view) loads a module: give findBy* time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; components ask it for prefers-reduced-motion and breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
