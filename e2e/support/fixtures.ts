// The browser tests' `test`: every page starts signed in as the seeded admin (a fresh session per
// test), since every route but /sign-in is behind the guard. A test that needs to start signed out
// says `test.use({ storageState: SIGNED_OUT })`.
import { test as base } from '@playwright/test';
import { signInViaApi, storageStateWith } from './session';

export const test = base.extend({
  // Playwright fixtures take (fixtures, provide); `provide` is not React's `use`.
  storageState: async ({ browserName: _browserName }, provide) => {
    const session = await signInViaApi();
    await provide(storageStateWith(session));
  },
});

export { expect } from '@playwright/test';
