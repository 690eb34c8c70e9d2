// A team's release pipeline, one remote at a time (docs/releases.md):
//
//   npm run release -- publish  <app> [--origin URL] [--store DIR]     register its built dist/ as a release
//   npm run release -- canary   <app> <release> [--share N] [--members 4,7] [--smoke]
//   npm run release -- promote  <app> [<release>] [--smoke]              the canary when none is named
//   npm run release -- rollback <app> [<release>] [--reason TEXT]        the release live before, when none is named
//   npm run release -- stop     <app> [--reason TEXT]                    stop its canary
//   npm run release -- status   <app>
//   npm run release -- prune    <app> [--store DIR]                      delete files no browser used for 7 days
//
// RELEASE_TOKEN: a deploy token for <app> (the Releases screen creates them; one releases its own app
// only). RELEASE_API: the API (default http://localhost:3000/api). A release's files are copied to
// the store its remote's origin serves under /releases/<id>/ (default .releases/<app>, which
// `npm start` serves) and never overwritten; the registry is told where its manifest is.
// --smoke: before the pointer moves, each page of the release is loaded in headless Chromium against
// the live shell (--shell URL, default http://localhost:4200) and API, signed in with the staff
// session RELEASE_SMOKE_ACCESS_TOKEN (and RELEASE_SMOKE_REFRESH_TOKEN); a page that fails stops it.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  POINTER_MOVE_LABELS,
  RELEASE_APPS,
  RELEASE_FILE_RETENTION_DAYS,
  type AppReleaseStatus,
  type ReleaseApp,
  type ReleaseErrorRate,
  type ReleaseMetadata,
} from '@admin/api-client/contract';
import { remotePorts } from '../federation/federation';
import { RELEASE_FILE } from '../federation/page-declarations';

const root = resolve(import.meta.dirname, '../..');
const USAGE = 'Usage: npm run release -- publish|canary|promote|rollback|stop|status|prune <app> [options]';
/** Options that take no value. */
const FLAGS = new Set(['smoke']);

export class ReleaseCliError extends Error {}

interface Parsed {
  command: string;
  app: ReleaseApp;
  positional: string[];
  options: Record<string, string>;
}

export function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--') && FLAGS.has(arg.slice(2))) options[arg.slice(2)] = 'yes';
    else if (arg.startsWith('--')) options[arg.slice(2)] = argv[++i] ?? '';
    else positional.push(arg);
  }
  const [command = '', app = '', ...rest] = positional;
  if (!['publish', 'canary', 'promote', 'rollback', 'stop', 'status', 'prune'].includes(command))
    throw new ReleaseCliError(USAGE);
  if (!(app in RELEASE_APPS))
    throw new ReleaseCliError(`Unknown app "${app}": one of ${Object.keys(RELEASE_APPS).join(', ')}`);
  return { command, app: app as ReleaseApp, positional: rest, options };
}

const defaultOrigin = (app: ReleaseApp) =>
  `http://localhost:${remotePorts[RELEASE_APPS[app] as keyof typeof remotePorts]}`;
const storeOf = (app: ReleaseApp, options: Record<string, string>) =>
  resolve(options.store ?? join(root, '.releases', app));

async function api<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const base = (process.env.RELEASE_API ?? 'http://localhost:3000/api').replace(/\/+$/, '');
  const token = process.env.RELEASE_TOKEN;
  if (!token)
    throw new ReleaseCliError('Set RELEASE_TOKEN to a deploy token of this app (Releases screen, Deploy tokens)');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; data?: unknown };
  if (!response.ok) throw new ReleaseCliError(`${response.status}: ${answer.message ?? response.statusText}`);
  return answer as T;
}

const rate = (errors: ReleaseErrorRate) =>
  errors.rate === null ? 'no page loads yet' : `${errors.rate}% of ${errors.pageLoads} page loads failed`;

export function describeStatus(status: AppReleaseStatus): string {
  const lines = [`${status.app}`];
  lines.push(
    `  live:   ${status.live ? `${status.live.release} (commit ${status.live.commit}) — ${rate(status.liveErrors)}` : 'none'}`,
  );
  if (status.canary)
    lines.push(
      `  canary: ${status.canary.release.release} for ${status.canary.share}% of staff and ${status.canary.memberIds.length} named — ${rate(status.canary.errors)}`,
    );
  else if (status.lastStop)
    lines.push(`  last canary stop: ${status.lastStop.reason ?? status.lastStop.move} (${status.lastStop.at})`);
  for (const move of status.history.slice(0, 5))
    lines.push(`  ${move.at}  ${POINTER_MOVE_LABELS[move.move]} ${move.to ?? move.from ?? ''} by ${move.by}`);
  return lines.join('\n');
}

async function publish(app: ReleaseApp, options: Record<string, string>): Promise<AppReleaseStatus> {
  const dist = resolve(options.dist ?? join(root, 'apps', app, 'dist'));
  const file = join(dist, RELEASE_FILE);
  if (!existsSync(file))
    throw new ReleaseCliError(`No ${file}: build ${app} first (PUBLIC_RELEASE=<id> npx nx run @admin/${app}:build)`);
  const metadata = JSON.parse(readFileSync(file, 'utf8')) as ReleaseMetadata;
  if (metadata.release === 'dev')
    throw new ReleaseCliError(
      `${app} was built without a release id: build it with PUBLIC_RELEASE=<id> (the id its pages and errors carry)`,
    );
  const origin = (options.origin ?? defaultOrigin(app)).replace(/\/+$/, '');
  // The shell's files are served by its own host; a remote's go to a path of their own on its origin.
  const target = app === 'shell' ? null : join(storeOf(app, options), metadata.release);
  if (target && existsSync(target))
    throw new ReleaseCliError(`${target} exists: a release's files are never overwritten, build under a new id`);
  if (target) cpSync(dist, target, { recursive: true });
  try {
    const answer = await api<{ data: AppReleaseStatus }>(`/deploy/${app}/releases`, 'POST', {
      release: metadata.release,
      commit: metadata.commit,
      builtAt: metadata.builtAt,
      manifestUrl: app === 'shell' ? `${origin}/index.html` : `${origin}/releases/${metadata.release}/mf-manifest.json`,
      pages: metadata.pages ?? [],
      exposes: metadata.exposes,
      requires: metadata.requires,
    });
    return answer.data;
  } catch (error) {
    // Refused: the files were copied for nothing and no browser can know of them.
    if (target) rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

/** Deletes release folders of `app` that are not live or canary and that no page load used for 7 days. */
function prune(app: ReleaseApp, status: AppReleaseStatus, options: Record<string, string>, now = Date.now()): string[] {
  const store = storeOf(app, options);
  if (!existsSync(store)) return [];
  const keep = new Set([status.live?.release, status.canary?.release.release]);
  const cutoff = now - RELEASE_FILE_RETENTION_DAYS * 24 * 3600 * 1000;
  const removed: string[] = [];
  for (const id of readdirSync(store)) {
    if (keep.has(id)) continue;
    const known = status.releases.find((release) => release.release === id);
    const lastUse = known ? Date.parse(known.lastUsedAt ?? known.publishedAt) : statSync(join(store, id)).mtimeMs;
    if (lastUse < cutoff) {
      rmSync(join(store, id), { recursive: true, force: true });
      removed.push(id);
    }
  }
  return removed;
}

/**
 * --smoke: loads each page of `release` (the canary when none is named) against the live shell before
 * the pointer moves; throws, naming each failed page, when one fails.
 */
async function smoke(
  app: ReleaseApp,
  release: string | undefined,
  options: Record<string, string>,
  print: (line: string) => void,
): Promise<void> {
  if (app === 'shell')
    throw new ReleaseCliError("--smoke tries a remote's release inside the live shell, not the shell");
  const accessToken = process.env.RELEASE_SMOKE_ACCESS_TOKEN;
  if (!accessToken)
    throw new ReleaseCliError(
      'Set RELEASE_SMOKE_ACCESS_TOKEN to a staff session (an Admin) for --smoke to open the pages with',
    );
  const status = (await api<{ data: AppReleaseStatus }>(`/deploy/${app}`)).data;
  const id = release ?? status.canary?.release.release;
  const record = status.releases.find((candidate) => candidate.release === id);
  if (!record) throw new ReleaseCliError(`${app} has no release ${id ?? '(no canary)'} to try`);
  const shellUrl = options.shell ?? process.env.RELEASE_SHELL_URL ?? 'http://localhost:4200';
  const { smokeTest } = await import('./release-smoke');
  const results = await smokeTest(
    { app, container: RELEASE_APPS[app], release: record.release, manifest: record.manifestUrl, pages: record.pages },
    shellUrl,
    { accessToken, refreshToken: process.env.RELEASE_SMOKE_REFRESH_TOKEN },
  );
  for (const result of results)
    print(
      `Smoke ${record.release} ${result.path}: ${result.ok ? 'ok' : 'FAILED'}${result.detail ? ` (${result.detail})` : ''}`,
    );
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0)
    throw new ReleaseCliError(
      `Smoke test of ${app} ${record.release} against ${shellUrl} failed, the pointer did not move: ${failed.map((result) => `${result.path}: ${result.detail}`).join('; ')}`,
    );
}

export async function run(argv: readonly string[], print: (line: string) => void = console.log): Promise<void> {
  const { command, app, positional, options } = parseArgs(argv);
  const [release] = positional;
  const reason = options.reason;
  let status: AppReleaseStatus;
  switch (command) {
    case 'publish':
      status = await publish(app, options);
      print(`Published ${app} ${status.releases[0]?.release}: not served to anyone until a canary or promote.`);
      break;
    case 'canary': {
      if (!release) throw new ReleaseCliError('Name the release: npm run release -- canary <app> <release> --share 10');
      const members = (options.members ?? '').split(',').filter(Boolean).map(Number);
      if (options.smoke) await smoke(app, release, options, print);
      status = (
        await api<{ data: AppReleaseStatus }>(`/deploy/${app}/canary`, 'POST', {
          release,
          share: Number(options.share ?? 0),
          members,
        })
      ).data;
      break;
    }
    case 'promote':
    case 'rollback': {
      if (command === 'promote' && options.smoke) await smoke(app, release, options, print);
      const started = new Date();
      status = (await api<{ data: AppReleaseStatus }>(`/deploy/${app}/${command}`, 'POST', { release, reason })).data;
      print(
        `${command === 'promote' ? 'Promoted' : 'Rolled back'} ${app} to ${status.live?.release} at ${started.toISOString()}; open browsers take it at their next check (within 60 s) and next navigation.`,
      );
      break;
    }
    case 'stop':
      status = (await api<{ data: AppReleaseStatus }>(`/deploy/${app}/canary/stop`, 'POST', { reason })).data;
      break;
    case 'prune': {
      status = (await api<{ data: AppReleaseStatus }>(`/deploy/${app}`)).data;
      const removed = prune(app, status, options);
      print(removed.length > 0 ? `Deleted the files of ${removed.join(', ')}` : 'Nothing to delete');
      return;
    }
    default:
      status = (await api<{ data: AppReleaseStatus }>(`/deploy/${app}`)).data;
  }
  print(describeStatus(status));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ReleaseCliError ? error.message : error);
    process.exit(1);
  });
}
