import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic, stopStatic } from '../../tools/deploy/serve-static';
import { expect, test } from '../support/fixtures';
import { deployDir, ports, remoteManifests } from '../support/suite';

const BROKEN_SHELL_PORT = ports.broken_shell;

test('the shell refuses to start, with a clear logged error page, when the storage settings are missing', async ({
  page,
}) => {
  // The same shell build, deployed with a runtime config that lacks the storage gateway URL and JWT.
  const work = mkdtempSync(join(tmpdir(), 'broken-config-'));
  const config = join(work, 'runtime-config.json');
  writeFileSync(config, JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9/api', remotes: remoteManifests() }));
  const server: Server = await serveStatic({
    dir: deployDir('shell'),
    port: BROKEN_SHELL_PORT,
    spa: true,
    overrides: { '/runtime-config.json': config },
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  try {
    await page.goto(`http://127.0.0.1:${BROKEN_SHELL_PORT}/orders`);
    const error = page.getByRole('alert');
    await expect(error.getByRole('heading')).toHaveText('The back-office cannot start');
    await expect(error).toContainText(
      'Missing required settings: storage.gatewayUrl (storage gateway URL), storage.jwt (storage JWT).',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect(logged.some((text) => text.includes('[startup] the back-office cannot start'))).toBe(true);
  } finally {
    await stopStatic(server);
    rmSync(work, { recursive: true, force: true });
  }
});
