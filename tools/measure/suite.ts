// The suite as `npm run size` and `npm run bench` measure it: production builds (Nx, cached), the
// reference API on a fresh seeded database (development mode, fixed OTP), the shell and the four
// remotes served statically, each on its own loopback origin as deployed, with a runtime config.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remoteApps, remoteNames, type RemoteName } from '../federation/federation';
import { stopProcessGroup } from '../start/process-group';
import { serveStatic, stopStatic } from '../deploy/serve-static';
import { writeLoopbackRuntimeConfig } from '../start/loopback-runtime-config';
import { waitForHttp } from '../start/wait-for';

export const repoRoot = resolve(import.meta.dirname, '../..');
/** Every OTP is this value (the API allows it in development mode only). */
export const FIXED_OTP = '123456';

export interface Suite {
  shellUrl: string;
  apiUrl: string;
  /** Origin of each app: 'shell' or a remote's folder name. */
  origins: Record<'shell' | (typeof remoteApps)[RemoteName], string>;
  /** The same app built without federation (bench/monolith), when asked for; same API and runtime config. */
  monolithUrl?: string;
  stop(): Promise<void>;
}

/** Builds every app (Nx cache) and stops the bench with Nx's output if the build fails. */
export function buildApps(): void {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
}

/** A free loopback port (BENCH_PORT_BASE + offset when set, so parallel checkouts can keep apart). */
export async function loopbackPort(offset: number): Promise<number> {
  if (process.env.BENCH_PORT_BASE) return Number(process.env.BENCH_PORT_BASE) + offset;
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return free;
}

export interface SuiteOptions {
  /** Also serve this build of the monolith (bench/monolith's dist), on its own origin. */
  monolithDist?: string;
  /**
   * Settings of the API over the defaults, e.g. a database already holding the large seed
   * (`DATA_DIR` or `DATABASE_URL`, `SEED_ON_EMPTY=false`).
   */
  apiEnv?: Record<string, string>;
  /** Serve these builds instead of `apps/<app>/dist` (e.g. builds with source maps). */
  dists?: Partial<Record<keyof Suite['origins'], string>>;
  /**
   * Other origins whose pages call the API (the bench's react-admin peer). The API then allows
   * exactly the suite's origins and these (`CORS_ORIGINS`), as a deployment names its own.
   */
  corsOrigins?: string[];
}

export async function startSuite(options: SuiteOptions = {}): Promise<Suite> {
  const work = mkdtempSync(join(tmpdir(), 'admin-bench-'));
  const apiPort = await loopbackPort(10);
  const apiUrl = `http://127.0.0.1:${apiPort}/api`;
  const servers: Server[] = [];
  let api: ReturnType<typeof spawn> | undefined;
  const log: string[] = [];
  const stop = async () => {
    await Promise.all(servers.map(stopStatic));
    if (api) stopProcessGroup(api);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const origins = {} as Suite['origins'];
    const manifests = {} as Record<RemoteName, string>;
    for (const [index, name] of remoteNames.entries()) {
      const app = remoteApps[name];
      const server = await serveStatic({
        dir: options.dists?.[app] ?? join(repoRoot, 'apps', app, 'dist'),
        port: await loopbackPort(index + 1),
      });
      servers.push(server);
      origins[app] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      manifests[name] = `${origins[app]}/mf-manifest.json`;
    }
    const runtimeConfig = join(work, 'runtime-config.json');
    await writeLoopbackRuntimeConfig(runtimeConfig, { apiPort, storageJwt: 'bench-storage-jwt', remotes: manifests });
    const shell = await serveStatic({
      dir: options.dists?.shell ?? join(repoRoot, 'apps/shell/dist'),
      port: await loopbackPort(0),
      spa: true,
      overrides: { '/runtime-config.json': runtimeConfig },
    });
    servers.push(shell);
    origins.shell = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
    let monolithUrl: string | undefined;
    if (options.monolithDist) {
      const monolith = await serveStatic({
        dir: options.monolithDist,
        port: await loopbackPort(5),
        spa: true,
        overrides: { '/runtime-config.json': runtimeConfig },
      });
      servers.push(monolith);
      monolithUrl = `http://127.0.0.1:${(monolith.address() as AddressInfo).port}`;
    }
    api = spawn('npx', ['tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: join(work, 'api-data'),
        DEV_MODE: 'true',
        FIXED_OTP,
        // Every sign-in comes from 127.0.0.1 (one per measured browser context).
        OTP_CLIENT_LIMIT: '100000',
        VERIFY_CLIENT_LIMIT: '100000',
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        ...(options.corsOrigins
          ? { CORS_ORIGINS: [...Object.values(origins), monolithUrl ?? [], options.corsOrigins].flat().join(',') }
          : {}),
        ...options.apiEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npx starts tsx, which starts node (tools/start/process-group.ts).
      detached: true,
    });
    api.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    try {
      await waitForHttp(`${apiUrl}/health`, 'The reference API', 180_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- API output ---\n${log.join('')}`);
    }
    return { shellUrl: origins.shell, apiUrl, origins, monolithUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
