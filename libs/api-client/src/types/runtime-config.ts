import type { PageDeclaration } from './pages';
import type { AppCanaryPointer } from './releases';

/**
 * Settings the shell reads at start-up from /runtime-config.json (served beside its index.html).
 * A deployment replaces that file; nothing here is compiled into any build. The shell validates it
 * (apps/shell/src/runtime-config) and provides it: remotes on the shared path read it with
 * `useRuntimeConfig()` (@admin/auth), a parcel receives it as a prop (ParcelProps.runtimeConfig).
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  chain: {
    id: number;
    name: string;
    rpcUrl: string;
    explorerUrl?: string;
    currency: { name: string; symbol: string; decimals: number };
  };
  /** Contract addresses by name. */
  contracts: Record<string, string>;
  storage: { gatewayUrl: string; jwt: string };
  /** Manifest URL of each remote's live release, by container name (the security policy reads it). */
  remotes: Record<string, string>;
  /**
   * The releases of each remote, by container name: which one runs, and the pages it declares (the
   * shell's routes). Written with the remotes' releases (at start by tools/start/start.ts, by the release
   * registry when a pointer moves, docs/releases.md), never by hand; `release.json` beside a build's
   * manifest holds its pages. The shell assigns each person the live release or the canary.
   */
  apps: Record<string, RemoteReleases>;
  /**
   * Origins (`scheme://host[:port]`) a QA override may load a remote from. Empty: overrides are off.
   */
  remoteOverrideOrigins: string[];
}

/** One release of a remote as the shell runs it. */
export interface AppRelease {
  /** The release's id ('local' for what `npm start` built). */
  release: string;
  /** Its mf-manifest.json. */
  manifest: string;
  /** The pages it declares (its release.json). */
  pages: PageDeclaration[];
}

/** A remote's releases in the runtime config. */
export interface RemoteReleases {
  /** What staff get. */
  live: AppRelease;
  /** What a share of staff and named members get instead, while the registry runs a canary. */
  canary?: AppCanaryPointer;
}

/** `release.json`, written beside `mf-manifest.json` by every production build of a remote. */
export interface ReleaseFile {
  /** The remote's folder under apps/ ('orders-mfe'). */
  app: string;
  /** Its container name ('orders_mfe'). */
  container: string;
  pages: PageDeclaration[];
  /** The short commit id it was built from (absent in builds before it was recorded, null when unknown). */
  commit?: string | null;
  /** That commit's time, ISO 8601. */
  committed_at?: string | null;
}

/** runtime-config.json `apps`, by container. */
export type RuntimeConfigApps = RuntimeConfig['apps'];
