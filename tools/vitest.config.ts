import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The boundary tests run ESLint over real files: slow on a loaded machine.
  test: { environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], testTimeout: 30_000 },
});
