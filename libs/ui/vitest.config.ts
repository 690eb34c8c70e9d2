import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tools/vitest-setup.ts', './src/testing/setup.ts'],
    passWithNoTests: false,
    // jsdom + user-event tests take seconds on a loaded 2-core machine; 5 s made them flaky, not faster.
    testTimeout: 20_000,
  },
});
