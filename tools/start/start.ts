// Builds the shell and the four remotes (Nx caches unchanged ones), starts the reference API and
// serves every app on its own localhost port, as they are deployed: independently.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteApps, remoteNames, remotePorts } from '../federation/federation';
import { stopProcessGroup } from './process-group';
import { withLiveApps } from '../release/release-pages';
import { headersFromRuntimeConfig } from '../deploy/runtime-config-headers';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { serveStatic } from '../deploy/serve-static';
import { waitForHttp } from './wait-for';

const root = resolve(import.meta.dirname, '../..');
const apps = [
  { folder: 'shell', port: remotePorts.shell, spa: true },
  ...remoteNames.map((name) => ({ folder: remoteApps[name], port: remotePorts[name], spa: false })),
];
/** Each remote's published releases (`npm run release -- publish`), served from its origin under /releases/<id>/. */
const releaseMounts = (folder: string): Record<string, string> =>
  folder === 'shell' ? {} : { '/releases/': join(root, '.releases', folder) };
const API_PORT = 3000;
/** The development mail catcher: the API sends here, a person reads it on the web port (docs/messages.md). */
const MAIL_PORTS = { smtp: 1025, web: 1080 } as const;

const devIndex = process.argv.indexOf('--dev');
const devApp = devIndex >= 0 ? process.argv[devIndex + 1] : undefined;
if (devIndex >= 0 && !apps.some((app) => app.folder === devApp)) {
  console.error(`--dev takes one of: ${apps.map((app) => app.folder).join(', ')}`);
  process.exit(2);
}

const children: ChildProcess[] = [];
function stopAll(code = 0): never {
  for (const child of children) stopProcessGroup(child);
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url: string, what: string) {
  try {
    await waitForHttp(url, what, 120_000);
  } catch (error) {
    console.error((error as Error).message);
    stopAll(1);
  }
}

const built = apps.filter((app) => app.folder !== devApp);
console.log(`Building ${built.map((app) => app.folder).join(', ')} (cached when unchanged)…`);
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', `--projects=${built.map((a) => `@admin/${a.folder}`).join(',')}`],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  },
);
if (build.status !== 0) stopAll(build.status ?? 1);

const hasApi = existsSync(join(root, 'apps/api/src/main.ts'));
// The mail the suite sends stays on this machine, readable in a browser, unless SMTP_URL names a server.
let mail: MailCatcher | null = null;
if (hasApi && !process.env.SMTP_URL) {
  try {
    mail = await startMailCatcher({ smtpPort: MAIL_PORTS.smtp, httpPort: MAIL_PORTS.web });
  } catch (error) {
    console.error(
      `Cannot start the mail catcher on ports ${MAIL_PORTS.smtp} and ${MAIL_PORTS.web}: ${(error as Error).message}. Is the suite already running?`,
    );
    stopAll(1);
  }
}
if (hasApi) {
  console.log('Starting the reference API…');
  children.push(
    // Development mode: the API prints OTPs and accepts the README's storage token (apps/api/README.md).
    spawn('npm', ['start', '-w', '@admin/api'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      // The release registry rewrites the served runtime-config.json on every pointer move (docs/releases.md).
      env: {
        PORT: String(API_PORT),
        DEV_MODE: 'true',
        RELEASE_RUNTIME_CONFIG: join(root, 'apps/shell/dist/runtime-config.json'),
        ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
        ...process.env,
      },
    }),
  );
}

// Every app is served with the security headers of the shell's runtime config (docs/deployment.md):
// editing that file (a remote moved, an override origin added) changes them on the next load.
const runtimeConfig = join(root, 'apps/shell/dist/runtime-config.json');
const headers = headersFromRuntimeConfig(runtimeConfig, join(root, 'apps/shell/dist/index.html'));
for (const app of built) {
  try {
    await serveStatic({
      dir: join(root, 'apps', app.folder, 'dist'),
      port: app.port,
      spa: app.spa,
      headers,
      mounts: releaseMounts(app.folder),
    });
  } catch (error) {
    console.error(
      `Cannot serve ${app.folder} on port ${app.port}: ${(error as Error).message}. Is the suite already running?`,
    );
    stopAll(1);
  }
}
if (devApp) {
  children.push(
    spawn('npx', ['rsbuild', 'dev'], { cwd: join(root, 'apps', devApp), stdio: 'inherit', detached: true }),
  );
  await waitFor(`http://localhost:${apps.find((a) => a.folder === devApp)!.port}/`, `${devApp} (dev)`);
}
if (hasApi) await waitFor(`http://localhost:${API_PORT}/api/health`, 'The reference API');

// The shell routes to the pages the remotes declare: each remote as served (built, or its dev server)
// names them in release.json, and the runtime config carries them as each one's live release. (The
// shell's own dev server composes its runtime config the same way, on each request: apps/shell/rsbuild.config.ts.)
if (devApp !== 'shell') {
  try {
    const config = JSON.parse(readFileSync(runtimeConfig, 'utf8')) as Parameters<typeof withLiveApps>[0];
    writeFileSync(runtimeConfig, `${JSON.stringify(await withLiveApps(config), null, 2)}\n`);
  } catch (error) {
    console.error(`Cannot write the remotes' pages into ${runtimeConfig}: ${(error as Error).message}`);
    stopAll(1);
  }
}

console.log(`
  Admin back-office is running:  http://localhost:${remotePorts.shell}
  ${hasApi ? `Reference API:                 http://localhost:${API_PORT}/api  (sign-in details: apps/api/README.md)` : 'Reference API: not part of this checkout yet.'}
  ${mail ? `Mail the suite sent:           ${mail.webUrl}  (caught on ${mail.smtpUrl}; nothing leaves this machine)` : hasApi ? `Mail goes to SMTP_URL (${process.env.SMTP_URL?.replace(/\/\/[^@/]*@/, '//')}).` : ''}
  Remotes: ${apps
    .slice(1)
    .map((a) => `${a.folder} :${a.port}${a.folder === devApp ? ' (dev)' : ''}`)
    .join(', ')}
  Press Ctrl+C to stop.
`);
