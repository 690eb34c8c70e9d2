import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database (PGlite in memory, or a PostgreSQL database): a copy of the run's
    // seeded one (test/helpers/template.ts).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
