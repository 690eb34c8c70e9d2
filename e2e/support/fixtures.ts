// The browser tests' `test`: every page starts signed in as the seeded admin (a fresh session per
// test), since every route but /sign-in is behind the guard. A test that needs to start signed out
// says `test.use({ storageState: SIGNED_OUT })`.
import { test as base } from '@playwright/test';
import { signInViaApi, storageStateWith } from './session';

export const test = base.extend<{ closeOwnBrowsers: void }>({
  // Playwright fixtures take (fixtures, provide); `provide` is not React's `use`.
  storageState: async ({ browserName: _browserName }, provide) => {
    const session = await signInViaApi();
    await provide(storageStateWith(session));
  },
  // A journey's own browsers (browser.newContext) close with it: an open page keeps its live stream,
  // and a person may hold only 5, so browsers left open by earlier journeys refused later ones' streams.
  closeOwnBrowsers: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      await Promise.all(browser.contexts().flatMap((context) => (before.has(context) ? [] : [context.close()])));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
