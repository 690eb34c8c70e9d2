// Starts the suite for the browser tests: the reference API on a fresh database, and the built
// shell and remotes, each on its own loopback port as if deployed separately. Returns the teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLoopbackRuntimeConfig } from '../../tools/start/loopback-runtime-config';
import { headersFromRuntimeConfig } from '../../tools/deploy/runtime-config-headers';
import { serveStatic, stopStatic } from '../../tools/deploy/serve-static';
import { stopProcessGroup } from '../../tools/start/process-group';
import { waitForHttp } from '../../tools/start/wait-for';
import { startMailCatcher } from '../../tools/start/mail-catcher';
import { ensureReact18RemoteBuilt, react18RemoteDist } from './react18-remote';
import {
  apiUrl,
  deployDir,
  FIXED_OTP,
  JWT_SECRET,
  ports,
  remoteApps,
  remoteManifests,
  releasesDir,
  remoteNames,
  repoRoot,
  runtimeConfigPath,
  STORAGE_JWT,
} from './suite';

export default async function globalSetup() {
  const work = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  process.env.E2E_DEPLOY_ROOT = join(work, 'deploy');

  for (const app of ['shell', ...Object.values(remoteApps)]) {
    const dist = join(repoRoot, 'apps', app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(`${app} is not built (${dist}). Run "npx nx run-many -t build" first, or use "npm test".`);
    }
    cpSync(dist, deployDir(app), { recursive: true });
  }

  const fixtureSeconds = ensureReact18RemoteBuilt();
  if (fixtureSeconds >= 1)
    console.log(`[e2e] react18-remote fixture installed/built in ${fixtureSeconds.toFixed(1)} s`);

  // The API's mail goes to a catcher of the suite's own (journeys read it: support/mail.ts).
  const mail = await startMailCatcher({ smtpPort: ports.mail_smtp, httpPort: ports.mail_http });

  const children: ChildProcess[] = [];
  const hasApi = existsSync(join(repoRoot, 'apps/api/src/main.ts'));
  if (hasApi) {
    const api = spawn('npx', ['tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        PORT: String(ports.api),
        DATA_DIR: join(work, 'api-data'),
        FIXED_OTP,
        JWT_SECRET,
        STORAGE_JWT,
        PUBLIC_URL: `http://127.0.0.1:${ports.api}`,
        // FIXED_OTP is only allowed in development mode; every journey signs in from 127.0.0.1,
        // so the per-client OTP limit (20 per 15 minutes by default) is raised.
        DEV_MODE: 'true',
        OTP_CLIENT_LIMIT: '100000',
        VERIFY_CLIENT_LIMIT: '100000',
        // The release registry rewrites the deployment's runtime config on every pointer move.
        RELEASE_RUNTIME_CONFIG: runtimeConfigPath(),
        CLIENT_REPORT_LIMIT: '100000',
        SMTP_URL: mail.smtpUrl,
        // A journey's SMTP outage ends in a failed message within seconds: tries 1 s, 2 s, 4 s apart.
        MESSAGE_RETRY_SECONDS: '1',
        MESSAGE_MAX_ATTEMPTS: '4',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: `npx` starts tsx, which starts node; killing only `npx` left the API
      // running (holding the port and a deleted data folder) after the tests.
      detached: true,
    });
    const log: string[] = [];
    api.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    children.push(api);
    try {
      await waitForHttp(`${apiUrl}/health`, 'The reference API');
    } catch (error) {
      stopProcessGroup(api);
      throw new Error(`${(error as Error).message}\n--- API output ---\n${log.join('')}`);
    }
  }

  // The remotes first: the deployment's runtime config takes each one's pages from its release.json.
  // Their headers are the policy of that config, once it is written.
  let headers: () => Record<string, string> = () => ({});
  const servers: Server[] = [];
  for (const name of remoteNames) {
    servers.push(
      await serveStatic({
        dir: deployDir(remoteApps[name]),
        port: ports[name],
        headers: () => headers(),
        // A remote's published releases, each under /releases/<id>/ on its own origin.
        mounts: { '/releases/': releasesDir(remoteApps[name]) },
      }),
    );
  }
  servers.push(await serveStatic({ dir: react18RemoteDist, port: ports.react18_remote, headers: () => headers() }));

  // The deployment's runtime config, served in place of the one in the shell's build (the registry
  // and a journey that releases a remote write it again: E2E_RUNTIME_CONFIG).
  const runtimeConfig = runtimeConfigPath();
  process.env.E2E_RUNTIME_CONFIG = runtimeConfig;
  await writeLoopbackRuntimeConfig(runtimeConfig, {
    apiPort: ports.api,
    storageJwt: STORAGE_JWT,
    remotes: remoteManifests(),
    // QA overrides only from loopback, as the shipped config: the journeys point a remote at a
    // local server with them; any other origin is refused.
    remoteOverrideOrigins: ['http://127.0.0.1:*'],
  });

  // Served with the headers a deployment sends (the content security policy of this runtime config).
  headers = headersFromRuntimeConfig(runtimeConfig, join(deployDir('shell'), 'index.html'));
  servers.push(
    await serveStatic({
      dir: deployDir('shell'),
      port: ports.shell,
      spa: true,
      overrides: { '/runtime-config.json': runtimeConfig },
      headers,
    }),
  );

  return async () => {
    await Promise.all(servers.map(stopStatic));
    for (const child of children) stopProcessGroup(child);
    await mail.close();
    rmSync(work, { recursive: true, force: true });
  };
}
