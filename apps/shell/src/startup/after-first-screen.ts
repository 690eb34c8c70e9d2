// The first screen may still be fetching its own page's chunks right after `load`: leave it alone a while.
const SETTLE_MS = 1500;

/**
 * Resolves when the browser is idle a moment after the window's `load` event: when what is not
 * needed for the first screen (the sidebar's queue counts, the live updates) may start.
 */
export const afterFirstScreen = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
        : resolve();
    const settle = () => window.setTimeout(idle, SETTLE_MS);
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  });
