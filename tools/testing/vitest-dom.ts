import { defineConfig } from 'vitest/config';

export interface DomTestOptions {
  /** The project's own set-up, run after the shared one (tools/testing/vitest-setup.ts). */
  setupFile?: string;
  /** jsdom + user-event tests that type into whole forms take seconds on a loaded 2-core machine. */
  testTimeout?: number;
}

/** The vitest config of every browser-side project (apps' and libs' unit and page tests, in jsdom). */
export function domTestConfig({ setupFile, testTimeout }: DomTestOptions = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../tools/testing/vitest-setup.ts', ...(setupFile ? [setupFile] : [])],
      passWithNoTests: false,
      ...(testTimeout ? { testTimeout } : {}),
    },
  });
}
