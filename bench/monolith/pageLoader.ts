// The monolith build's stand-in for apps/shell/src/federation/remoteLoader.ts: the same exports, but a
// remote's page is an ordinary lazy chunk of this one app, imported from the remote's own sources.
// Only the bench builds it (bench/monolith/rsbuild.config.ts), to price federation against it.
import type { ComponentType } from 'react';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '../../apps/shell/src/federation/remotes';
import { updateRemoteStatus } from '../../apps/shell/src/federation/remoteStatus';

type PageModule = { default: ComponentType };
type PageImport = () => Promise<unknown>;
/** What rspack's `import.meta.webpackContext(…, { mode: 'lazy' })` answers. */
interface LazyContext {
  keys(): string[];
  (key: string): Promise<unknown>;
}

// One lazy context per remote over its pages folder: each page its own chunk, as the remote's exposes
// make them; nothing listed by hand, so the monolith follows the remotes' pages as they change.
const contexts: Record<RemoteName, LazyContext> = {
  projects_mfe: import.meta.webpackContext('../../apps/projects-mfe/src/pages', { recursive: false, regExp: /Page\.tsx$/, mode: 'lazy' }),
  orders_mfe: import.meta.webpackContext('../../apps/orders-mfe/src/pages', { recursive: false, regExp: /Page\.tsx$/, mode: 'lazy' }),
  customers_mfe: import.meta.webpackContext('../../apps/customers-mfe/src/pages', { recursive: false, regExp: /Page\.tsx$/, mode: 'lazy' }),
  config_mfe: import.meta.webpackContext('../../apps/config-mfe/src/pages', { recursive: false, regExp: /Page\.tsx$/, mode: 'lazy' }),
};

/** The lazy import of a remote's page, as its exposes map it ('./OrderListPage' → './src/pages/OrderListPage.tsx'). */
export function pageImport(remote: RemoteName, expose: string): PageImport {
  const context = contexts[remote];
  const key = `./${expose}.tsx`;
  if (!context.keys().includes(key)) return () => Promise.reject(new Error(`the remote does not expose ${expose}`));
  return () => context(key);
}

export function registerAppRemotes(urls: Record<RemoteName, string>): void {
  for (const name of REMOTE_NAMES) updateRemoteStatus(name, { manifestUrl: urls[name] });
}

export function resetRemote(_name: RemoteName): void {}

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  readonly pageMissing: boolean;
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${REMOTES[remote].app} could not be loaded (${expose}): ${reason}`, { cause });
    this.pageMissing = /does not expose/.test(reason);
  }
}

export async function loadExposedModule<T>(remote: RemoteName, expose: string, check: (module: unknown) => T): Promise<T> {
  updateRemoteStatus(remote, { state: 'loading' });
  try {
    const module = check(await pageImport(remote, expose)());
    updateRemoteStatus(remote, { state: 'loaded', error: null });
    return module;
  } catch (error) {
    const failure = new RemoteLoadError(remote, expose, error);
    updateRemoteStatus(remote, { state: 'failed', error: failure.message });
    throw failure;
  }
}

export function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  return loadExposedModule(remote, expose, (page) => {
    if (!(page as Partial<PageModule> | undefined)?.default) throw new Error(`the remote does not expose ${expose}`);
    return page as PageModule;
  });
}
