/** Starts the API: migrates (and seeds an empty database), then listens. */
import { buildApp, UnsafeConfigError } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  if (!(error instanceof UnsafeConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
