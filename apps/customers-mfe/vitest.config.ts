import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tools/vitest-setup.ts', './src/testing/setup.ts'],
    passWithNoTests: false,
    // Page tests type into whole forms; on a busy shared machine that takes seconds.
    testTimeout: 30_000,
  },
});
