// The two-instance topology on one machine (`npm run start:cluster`; the cluster journeys start it
// too): PostgreSQL (DATABASE_URL, given by apps/api/scripts/with-postgres.sh), an S3-compatible store
// (npm's s3rver, a process of its own), two API instances on that database and bucket, the loopback
// balancer in front of them, and the built shell and remotes pointing at the balancer.
//
//   tsx tools/start/cluster.ts [--base 4400] [--api-base 3100]
//
// Ports: shell base, remotes base+1..4; balancer api-base, instance A api-base+1, B api-base+2,
// s3rver api-base+3. Writes <work>/cluster.json (ports, the instances' process ids) and prints
// "cluster ready" when every part answers. SIGTERM or Ctrl+C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBalancer } from './balancer';
import { remoteApps, remoteNames } from '../federation/federation';
import { writeLoopbackRuntimeConfig } from './loopback-runtime-config';
import { stopProcessGroup } from './process-group';
import { headersFromRuntimeConfig } from '../deploy/runtime-config-headers';
import { serveStatic, stopStatic } from '../deploy/serve-static';
import { waitForHttp } from './wait-for';

const root = resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const base = arg('--base', 4400);
const apiBase = arg('--api-base', 3100);
const FIXED_OTP = '123456';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: run it through apps/api/scripts/with-postgres.sh (npm run start:cluster does).',
  );
  process.exit(2);
}

const began = Date.now();
const work = mkdtempSync(join(tmpdir(), 'admin-cluster-'));
const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const gone = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of children) stopProcessGroup(child);
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  // The folder goes once nothing writes into it any more (s3rver, the instances' staging folders).
  await Promise.race([Promise.all(gone), new Promise((done) => setTimeout(done, 5000))]);
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Whatever goes wrong stops the parts already started: they run in process groups of their own and
// would otherwise outlive this process, holding the ports the next start needs.
const fail = (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

/** Refuses ports something already listens on: a cluster left running would answer the health checks. */
async function assertFree(ports: number[]) {
  const taken: number[] = [];
  for (const port of ports) {
    const probe = createServer();
    const free = await new Promise<boolean>((done) => {
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length > 0)
    throw new Error(
      `Port(s) ${taken.join(', ')} on 127.0.0.1 are in use (a cluster still running?): stop it or pass --base/--api-base`,
    );
}

try {
  await assertFree([
    ...Array.from({ length: 5 }, (_, i) => base + i),
    ...Array.from({ length: 4 }, (_, i) => apiBase + i),
  ]);
  // s3rver (an API dev dependency) creates the bucket as it starts; its fixed keys are S3RVER/S3RVER.
  const s3Dir = join(work, 's3');
  mkdirSync(s3Dir);
  const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const s3Port = apiBase + 3;
  const s3rver = spawn(
    process.execPath,
    [s3rverBin, '-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent', '--configure-bucket', 'admin-files'],
    { detached: true, stdio: 'ignore' },
  );
  children.push(s3rver);
  const bucket = { endpoint: `http://127.0.0.1:${s3Port}`, bucket: 'admin-files', key: 'S3RVER' };
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(bucket.endpoint).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`s3rver did not answer at ${bucket.endpoint}`);
    await new Promise((done) => setTimeout(done, 200));
  }

  const balancerUrl = `http://127.0.0.1:${apiBase}`;
  const instances = ['a', 'b'].map((name, i) => ({ name, port: apiBase + 1 + i }));
  const started: Record<string, number> = {};
  const exits: Promise<never>[] = [];
  for (const instance of instances) {
    const child = spawn('npx', ['tsx', 'src/main.ts'], {
      cwd: join(root, 'apps/api'),
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(work, `api-${instance.name}`),
        STORAGE_S3_ENDPOINT: bucket.endpoint,
        STORAGE_S3_BUCKET: bucket.bucket,
        STORAGE_S3_ACCESS_KEY_ID: bucket.key,
        STORAGE_S3_SECRET_ACCESS_KEY: bucket.key,
        // Both instances sign tokens and file links with one key, and hand out the balancer's URLs.
        JWT_SECRET: 'cluster-only-jwt-secret-not-for-production-use',
        PUBLIC_URL: balancerUrl,
        TRUST_PROXY: '127.0.0.1',
        DEV_MODE: 'true',
        FIXED_OTP,
        OTP_CLIENT_LIMIT: '100000',
        VERIFY_CLIENT_LIMIT: '100000',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    children.push(child);
    started[instance.name] = child.pid ?? 0;
    // An instance that dies while starting fails the start now, not when the wait below runs out.
    exits.push(
      new Promise<never>((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`API instance ${instance.name} exited (${code}) while starting`)),
        ),
      ),
    );
  }
  // The static apps while the instances start: the remotes first, since the runtime config takes
  // each one's pages from its release.json as served; their headers are that config's policy.
  const ports = Object.fromEntries([['shell', base], ...remoteNames.map((name, i) => [name, base + 1 + i])]);
  const runtimeConfig = join(work, 'runtime-config.json');
  let headers: () => Record<string, string> = () => ({});
  const servers: Server[] = [];
  stops.push(async () => {
    await Promise.all(servers.map(stopStatic));
  });
  for (const name of remoteNames)
    servers.push(
      await serveStatic({
        dir: join(root, 'apps', remoteApps[name], 'dist'),
        port: ports[name],
        headers: () => headers(),
      }),
    );
  await writeLoopbackRuntimeConfig(runtimeConfig, {
    apiPort: apiBase,
    storageJwt: 'cluster-storage-jwt',
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://127.0.0.1:${ports[name]}/mf-manifest.json`])),
  });
  headers = headersFromRuntimeConfig(runtimeConfig, join(root, 'apps/shell/dist/index.html'));
  servers.push(
    await serveStatic({
      dir: join(root, 'apps/shell/dist'),
      port: base,
      spa: true,
      overrides: { '/runtime-config.json': runtimeConfig },
      headers,
    }),
  );

  // Both instances start at once: the database's start-up lock lets one migrate and seed while the
  // other waits, then finds it done (apps/api/src/db/connection.ts).
  await Promise.race([
    Promise.all(
      instances.map((instance) =>
        waitForHttp(`http://127.0.0.1:${instance.port}/api/health`, `API instance ${instance.name}`, 120_000),
      ),
    ),
    ...exits,
  ]);
  const balancer = await startBalancer(
    instances.map((instance) => `http://127.0.0.1:${instance.port}`),
    apiBase,
  );
  stops.push(balancer.close);

  const state = {
    shell: `http://127.0.0.1:${base}`,
    balancer: balancerUrl,
    instances: Object.fromEntries(
      instances.map((instance) => [
        instance.name,
        { url: `http://127.0.0.1:${instance.port}`, pid: started[instance.name] },
      ]),
    ),
    s3: bucket.endpoint,
    bucket: bucket.bucket,
    otp: FIXED_OTP,
  };
  writeFileSync(join(work, 'cluster.json'), JSON.stringify(state, null, 2));
  console.log(`
  Two-instance cluster is running:  ${state.shell}
  Balancer ${balancerUrl}/api → instance A :${apiBase + 1}, instance B :${apiBase + 2} (PostgreSQL, bucket ${bucket.bucket} on s3rver :${apiBase + 3})
  Sign in as +91 9999999999 with the code ${FIXED_OTP}. State: ${join(work, 'cluster.json')}
  cluster ready (in ${((Date.now() - began) / 1000).toFixed(1)} s)
`);
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
