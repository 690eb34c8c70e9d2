/**
 * One s3rver process for the whole run (each test database gets its own bucket on it): the object
 * store tests use it always, and with API_TEST_STORE=s3 (`npm run test:s3`, and the PostgreSQL run of
 * `npm test`) every test server stores its files there instead of a local folder. And the run's
 * migrated and seeded database, which each test database is a copy of (helpers/template.ts).
 */
import type { TestProject } from 'vitest/node';
import { startS3rver } from './helpers/s3rver';
import { buildSeededTemplate, templateEnabled, testSettings, type SeededTemplate } from './helpers/template';

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
    /** Null with API_TEST_TEMPLATE=off: every test database is migrated and seeded afresh. */
    seededTemplate: SeededTemplate | null;
  }
}

export default async function setup(project: TestProject) {
  // The SDK warns on every process about Node.js 20 (the repository's floor); the tests need not say it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3rver = await startS3rver();
  project.provide('s3Endpoint', s3rver.endpoint);
  let seeded: Awaited<ReturnType<typeof buildSeededTemplate>> | null = null;
  try {
    if (templateEnabled()) seeded = await buildSeededTemplate(testSettings().publicUrl);
  } catch (error) {
    await s3rver.stop();
    throw error;
  }
  project.provide('seededTemplate', seeded?.template ?? null);
  return async () => {
    await seeded?.remove();
    await s3rver.stop();
  };
}
