// Where the browser tests find the suite. Ports differ from `npm start`'s so both can run at once.
import { join, resolve } from 'node:path';
import { remoteNames, type RemoteName } from '../../tools/federation/federation';

export const repoRoot = resolve(import.meta.dirname, '../..');

// E2E_PORT_BASE moves them all, so two checkouts can run their browser tests at the same time.
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
export const ports = {
  shell: base,
  projects_mfe: base + 1,
  orders_mfe: base + 2,
  customers_mfe: base + 3,
  config_mfe: base + 4,
  /** The parcel-mode test remote (e2e/fixtures/react18-remote). */
  react18_remote: base + 5,
  /** A second orders build, deployed beside the first (e2e/variants/orders-next). */
  orders_next: base + 6,
  /** The same, sharing our libs as singletons, the old way (the counter-case). */
  orders_next_libs_as_singletons: base + 7,
  /** Where nothing listens until the parcel journey's Retry starts the React 18 remote there. */
  react18_remote_down: base + 8,
  /** Where nothing listens until a federation journey serves the orders remote there (the QA override's target). */
  orders_down: base + 9,
  /** The orders remote's `rsbuild dev` server (federation journey). */
  orders_dev: base + 11,
  /** The shell deployed with a runtime config that lacks settings (startup journey). */
  broken_shell: base + 12,
  /** The orders remote built without its order report page (e2e/variants/orders-without-report). */
  orders_without_report: base + 13,
  api: base + 10,
  /** A server on an origin the runtime config does not name (the CSP journey's foreign script). */
  foreign: base + 18,
  /** A reference API of the fault journeys' own, which they stop and start. */
  own_api: base + 14,
  /** The loopback proxy in front of it that delays or fails answers. */
  api_proxy: base + 15,
  /** The mail catcher the suite starts (tools/start/mail-catcher.ts): its SMTP side, the API's SMTP_URL… */
  mail_smtp: base + 16,
  /** …and its HTTP side, where journeys read the mail (support/mail.ts). */
  mail_http: base + 17,
} as const;

export { remoteApps, remoteNames, type RemoteName } from '../../tools/federation/federation';

export const shellUrl = `http://127.0.0.1:${ports.shell}`;
export const apiUrl = `http://127.0.0.1:${ports.api}/api`;
export const mailUrl = `http://127.0.0.1:${ports.mail_http}`;
export const manifestUrl = (remote: RemoteName, port: number = ports[remote]) =>
  `http://127.0.0.1:${port}/mf-manifest.json`;
/** The `remotes` block of a runtime config pointing at the harness's servers. */
export const remoteManifests = (): Record<RemoteName, string> =>
  Object.fromEntries(remoteNames.map((name) => [name, manifestUrl(name)])) as Record<RemoteName, string>;

/** The API runs with a fixed OTP and a known JWT secret so tests can sign in and mint expired tokens. */
export const FIXED_OTP = '123456';
export const JWT_SECRET = 'e2e-only-jwt-secret-not-for-production-use';
/** The storage JWT the API accepts for uploads, and the shell's runtime config carries. */
export const STORAGE_JWT = 'e2e-only-storage-jwt';

/** Folder the harness serves a remote from (a copy of its build, so a test can redeploy it in place). */
export const deployDir = (app: string) => join(process.env.E2E_DEPLOY_ROOT ?? '', app);
/** Where a remote's published releases go (`npm run release -- publish --store`), served under /releases/ on its port. */
export const releasesDir = (app: string) => join(process.env.E2E_DEPLOY_ROOT ?? '', '..', 'releases', app);
/** The deployment's runtime-config.json, which the API's release registry rewrites on every pointer move. */
export const runtimeConfigPath = () => join(process.env.E2E_DEPLOY_ROOT ?? '', '..', 'runtime-config.json');

/** The staff member's zone in the journeys: the suite's default, IST (they never choose another unless a journey says so). */
export const STAFF_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day (YYYY-MM-DD) as staff in India see it, `offsetDays` from today: date filters read days in their zone. */
export const staffDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: STAFF_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
