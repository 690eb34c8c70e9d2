import type { PageDeclaration } from './pages';
import type { AppRelease, ReleaseFile } from './runtime-config';

/**
 * The release registry (docs/releases.md): every build of a remote is an immutable release at its
 * own URL; the registry moves pointers (live, canary) and writes them into runtime-config.json's
 * `apps`, which the shell reads before anything else and assigns each person a release from.
 */

/** The apps a release is published for: the shell (what it provides) and the remotes, by app name with their container. */
export const RELEASE_APPS = {
  shell: 'shell',
  'projects-mfe': 'projects_mfe',
  'orders-mfe': 'orders_mfe',
  'customers-mfe': 'customers_mfe',
  'config-mfe': 'config_mfe',
} as const;
export type ReleaseApp = keyof typeof RELEASE_APPS;
export const RELEASE_APP_NAMES = Object.keys(RELEASE_APPS) as ReleaseApp[];

/** Defaults of the automatic stop of a canary; each remote may have its own (`PUT /v2/releases/{app}/settings`). */
export const CANARY_STOP_DEFAULTS = {
  /** The canary's error rate must be over this many times the live release's… */
  ratio: 2,
  /** …and at least this many percentage points above it… */
  points: 5,
  /** …over at least this many page loads of the canary. */
  minLoads: 50,
} as const;

/** Files of a release stay served this long after the last page load that reported running it. */
export const RELEASE_FILE_RETENTION_DAYS = 7;
/**
 * The shell re-checks runtime-config.json this often (a conditional request). Under a minute, so that a
 * move reaches an open browser within 60 s with its next navigation included (the reload of the page
 * takes a second or two beyond the re-check that finds the move).
 */
export const RELEASE_RECHECK_SECONDS = 50;
/** The Releases screen counts the page loads that reported running a release in this window. */
export const RELEASE_SESSION_WINDOW_MINUTES = 15;

/**
 * What the registry checks of a page a release declares (the declaration in full, PageDeclaration,
 * travels as it was built): the route it owns and the exposed module it names.
 */
export type ReleasePageRef = Pick<PageDeclaration, 'path' | 'expose'>;

/**
 * The shared singletons a build was made against: package name → its version (`19.3.1`), and for our
 * libs' `/singletons` entries, entry → its contract number (`1`). The shell's release records what
 * it provides in the same shape.
 */
export type ReleaseRequires = Record<string, string>;

/** `release.json` beside a build's `mf-manifest.json`: the routes' part (app, container, pages) and the registry's. */
export interface ReleaseMetadata extends ReleaseFile {
  /** The release id (PUBLIC_RELEASE, else `<commit>-<build time>`); also the manifest's buildVersion. */
  release: string;
  commit: string;
  /** ISO time of the build. */
  builtAt: string;
  /** `./OrderListPage`, … */
  exposes: string[];
  requires: ReleaseRequires;
}

/** `POST /api/deploy/{app}/releases` (a deploy token): register a build whose files are at `manifestUrl`. */
export interface PublishReleaseBody {
  release: string;
  commit: string;
  builtAt: string;
  manifestUrl: string;
  pages: PageDeclaration[];
  exposes: string[];
  requires: ReleaseRequires;
}

export interface ReleaseRecord {
  id: number;
  app: ReleaseApp;
  release: string;
  commit: string;
  builtAt: string;
  /** Who published it: a staff member's name or a deploy token's (`Deploy token orders-ci`). */
  publishedBy: string;
  publishedAt: string;
  manifestUrl: string;
  pages: PageDeclaration[];
  exposes: string[];
  requires: ReleaseRequires;
  /** The last page load that reported running it (null: none yet). Its files are kept 7 days past it. */
  lastUsedAt: string | null;
}

/** Errors of a release among page loads: loads that reported a client error or a failed load, over loads. */
export interface ReleaseErrorRate {
  pageLoads: number;
  failedLoads: number;
  /** Percent, 0-100; null without page loads. */
  rate: number | null;
}

export interface CanaryStopSettings {
  ratio: number;
  points: number;
  minLoads: number;
}

export const POINTER_MOVES = ['publish', 'promote', 'rollback', 'canary', 'canary_stop', 'auto_stop'] as const;
export type PointerMove = (typeof POINTER_MOVES)[number];

export const POINTER_MOVE_LABELS: Readonly<Record<PointerMove, string>> = {
  publish: 'Published',
  promote: 'Promoted',
  rollback: 'Rolled back',
  canary: 'Canary started',
  canary_stop: 'Canary stopped',
  auto_stop: 'Canary stopped automatically',
};

/** One line of an app's history: a release published or a pointer moved. */
export interface PointerMoveEntry {
  id: number;
  at: string;
  move: PointerMove;
  /** The release the pointer left (null for a publish, or a first promote). */
  from: string | null;
  to: string | null;
  /** A canary's share when it started. */
  share: number | null;
  /** Who: a staff member's or a deploy token's name; `the registry` for an automatic stop. */
  by: string;
  /** The commit of `to` (history shows which commit). */
  commit: string | null;
  reason: string | null;
}

export interface CanaryStatus {
  release: ReleaseRecord;
  /** Percent of staff (0-100), sticky per person and remote. */
  share: number;
  /** Staff ids opted in by name (published in runtime-config.json only as salted hashes). */
  memberIds: number[];
  startedAt: string;
  errors: ReleaseErrorRate;
}

/** Page loads of one release that reported running it in the last 15 minutes, and their errors. */
export interface ReleaseSessions {
  release: string;
  sessions: number;
  errors: ReleaseErrorRate;
}

export interface AppReleaseStatus {
  app: ReleaseApp;
  container: string;
  live: ReleaseRecord | null;
  /** Errors of the live release since the canary started (or the last 24 hours without a canary). */
  liveErrors: ReleaseErrorRate;
  canary: CanaryStatus | null;
  /** The last time a canary stopped, automatically or not (the screen says why). */
  lastStop: PointerMoveEntry | null;
  settings: CanaryStopSettings;
  sessions: ReleaseSessions[];
  history: PointerMoveEntry[];
  releases: ReleaseRecord[];
}

/** `GET /v2/releases` (releases.manage), and `GET /api/deploy/{app}` for one app (its deploy token). */
export interface ReleasesOverview {
  apps: AppReleaseStatus[];
}

/** `POST /v2/releases/{app}/canary` and `POST /api/deploy/{app}/canary`. */
export interface CanaryBody {
  release: string;
  /** 0-100. */
  share: number;
  /** Staff ids opted in by name. */
  members?: number[];
}

/** `POST …/promote`: the canary when no release is named. `POST …/rollback`: the previous live one when none is named. */
export interface PointerBody {
  release?: string;
  /** Why (kept in the audit trail). */
  reason?: string;
}

export interface DeployToken {
  id: number;
  app: ReleaseApp;
  name: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
}

/** `POST /v2/releases/tokens` answers the secret once; the registry keeps only its hash. */
export interface CreatedDeployToken extends DeployToken {
  token: string;
}

/** `POST /api/release-beacons` (no session, no personal data): which release of each remote this page load runs. */
export interface ReleaseBeacon {
  /** A random id of this page load (not of a person or a browser). */
  load: string;
  runs: { remote: string; release: string }[];
}

/** The canary a pointer names, as runtime-config.json's `apps` carries it. */
export interface AppCanaryPointer extends AppRelease {
  share: number;
  /** sha-256 hex of `<salt>:<staff id>` of each named member. */
  members: string[];
  salt: string;
}
