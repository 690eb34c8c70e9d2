import type { AppCanaryPointer, PageDeclaration, RemoteReleases } from '@admin/api-client/contract';
import type { RuntimeConfig } from '@admin/auth';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '../federation/remotes';
import { parseOverrideOrigins } from '../federation/override-origins';
import type { ParcelPages } from '../federation/parcel-mode';
import { RUNTIME_CONFIG_PATH } from '../startup/early-fetches';

/**
 * Settings read at start-up from /runtime-config.json, served beside index.html. The type lives in
 * @admin/auth so remotes can read it (useRuntimeConfig); the shell knows the remotes by name.
 */
export interface ShellRuntimeConfig extends RuntimeConfig {
  /** Manifest URL of each remote's live release, by container name. */
  remotes: Record<RemoteName, string>;
  /** Each remote's releases, with the pages they declare (the shell's routes). */
  apps: Record<RemoteName, RemoteReleases>;
  /**
   * Parcel mode: pages mounted as single-spa parcels with their own React (docs/architecture.md).
   * `{ "config_mfe": true }` for every page of a remote, `{ "config_mfe": ["TemplatesPage"] }` for some.
   */
  parcels: ParcelPages;
}

const DEFAULT_API_BASE_URL = 'http://localhost:3000/api';
const DEFAULT_CHAIN_ID = 51;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isPage = (page: unknown): page is PageDeclaration =>
  isRecord(page) &&
  typeof page.path === 'string' &&
  page.path.startsWith('/') &&
  typeof page.expose === 'string' &&
  /^\.\/\w+$/.test(page.expose) &&
  !!text(page.title) &&
  typeof page.section === 'string' &&
  (page.permission === undefined || typeof page.permission === 'string') &&
  (page.tab === undefined || (isRecord(page.tab) && !!text(page.tab.label) && typeof page.tab.order === 'number')) &&
  (page.palette === undefined || isRecord(page.palette));

/**
 * `apps`: each remote's live release and the pages it declares, as its release.json says (written with
 * the release, never by hand). The live manifest is `remotes`' (the security policy's source). A
 * canary the registry runs is kept when its pages are whole; assignedRelease checks the rest of it
 * (a canary it cannot read is ignored: everyone runs the live release).
 */
function parseApps(raw: unknown, remotes: Record<RemoteName, string>): Record<RemoteName, RemoteReleases> {
  const apps = {} as Record<RemoteName, RemoteReleases>;
  for (const name of REMOTE_NAMES) {
    const live = isRecord(raw) && isRecord(raw[name]) ? raw[name].live : undefined;
    if (!isRecord(live) || !Array.isArray(live.pages) || !live.pages.every(isPage))
      throw new RuntimeConfigError(
        `Missing the pages of remote "${name}" under "apps.${name}.live.pages" (each with path, expose, title and section: its release.json).`,
      );
    const canary = isRecord(raw) && isRecord(raw[name]) ? raw[name].canary : undefined;
    const wholeCanary = isRecord(canary) && Array.isArray(canary.pages) && canary.pages.every(isPage);
    apps[name] = {
      live: { release: text(live.release) || 'unknown', manifest: remotes[name], pages: live.pages },
      ...(wholeCanary ? { canary: canary as unknown as AppCanaryPointer } : {}),
    };
  }
  return apps;
}

/**
 * `parcels`: remote names, each `true` (every page) or a list of pages its live release declares. One
 * message for every mistake: this runs on every start-up, so its bytes are kept few.
 */
function parseParcels(raw: unknown, apps: Record<RemoteName, RemoteReleases>): ParcelPages {
  if (raw === undefined) return {};
  const parcels: ParcelPages = {};
  const valid =
    isRecord(raw) &&
    Object.entries(raw).every(([remote, pages]) => {
      if (!isRemoteName(remote)) return false;
      if (typeof pages === 'boolean') {
        if (pages) parcels[remote] = true;
        return true;
      }
      const known = (page: unknown) => apps[remote].live.pages.some((declared) => declared.expose === `./${page}`);
      if (!Array.isArray(pages) || pages.length === 0 || !pages.every(known)) return false;
      parcels[remote] = pages as string[];
      return true;
    });
  if (!valid)
    throw new RuntimeConfigError(
      '"parcels" must name remotes, each true or a list of its pages, e.g. { "config_mfe": ["TemplatesPage"] }.',
    );
  return parcels;
}

/** Validates the document and fills the spec's defaults. Throws RuntimeConfigError naming what is wrong. */
export function parseRuntimeConfig(raw: unknown): ShellRuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('The runtime configuration is not a JSON object.');

  const storage = isRecord(raw.storage) ? raw.storage : {};
  const missing = [
    text(storage.gatewayUrl) ? null : 'storage.gatewayUrl (storage gateway URL)',
    text(storage.jwt) ? null : 'storage.jwt (storage JWT)',
  ].filter((item): item is string => item !== null);
  if (missing.length > 0) {
    throw new RuntimeConfigError(`Missing required setting${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  }

  const remotesRaw = isRecord(raw.remotes) ? raw.remotes : {};
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = text(remotesRaw[name]);
    if (!url) throw new RuntimeConfigError(`Missing the manifest URL of remote "${name}" under "remotes".`);
    remotes[name] = url;
  }

  const apps = parseApps(raw.apps, remotes);

  const chain = isRecord(raw.chain) ? raw.chain : {};
  const currency = isRecord(chain.currency) ? chain.currency : {};
  const contracts: Record<string, string> = {};
  if (isRecord(raw.contracts)) {
    for (const [name, address] of Object.entries(raw.contracts)) if (text(address)) contracts[name] = text(address);
  }

  return {
    apiBaseUrl: text(raw.apiBaseUrl) || DEFAULT_API_BASE_URL,
    chain: {
      id: typeof chain.id === 'number' && Number.isInteger(chain.id) ? chain.id : DEFAULT_CHAIN_ID,
      name: text(chain.name) || 'XDC Apothem Network',
      rpcUrl: text(chain.rpcUrl) || 'https://erpc.apothem.network',
      ...(text(chain.explorerUrl) ? { explorerUrl: text(chain.explorerUrl) } : {}),
      currency: {
        name: text(currency.name) || 'TXDC',
        symbol: text(currency.symbol) || 'TXDC',
        decimals: typeof currency.decimals === 'number' ? currency.decimals : 18,
      },
    },
    contracts,
    storage: { gatewayUrl: text(storage.gatewayUrl), jwt: text(storage.jwt) },
    remotes,
    apps,
    parcels: parseParcels(raw.parcels, apps),
    remoteOverrideOrigins: parseOverrideOrigins(raw.remoteOverrideOrigins),
  };
}

/** Fetches and validates the runtime configuration. Never cached: a redeploy may change it. */
export async function loadRuntimeConfig(
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<ShellRuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  } catch (error) {
    throw new RuntimeConfigError(`Could not fetch ${RUNTIME_CONFIG_PATH}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RuntimeConfigError(`Could not fetch ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}.`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not valid JSON.`);
  }
  return parseRuntimeConfig(raw);
}
