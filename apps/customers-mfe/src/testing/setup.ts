// This remote's test setup, after the shared one: patience for a busy machine, and the browser APIs
// jsdom lacks that recharts needs.
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s: queries resolve on a later tick, slower when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}
