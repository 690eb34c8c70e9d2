// The monolith build's stand-in for `@module-federation/enhanced/runtime`: the shell's own loader
// (apps/shell/src/federation/remote-loader.ts, prefetch.ts) runs unchanged, with its retries, load
// states and errors, but "loading a remote's page" is importing that page as a lazy chunk of this build.
import type { RemoteName } from '../../apps/shell/src/federation/remotes';

/** What rspack's `import.meta.webpackContext(…, { mode: 'lazy' })` answers. */
interface LazyContext {
  keys(): string[];
  (key: string): Promise<unknown>;
}

// One lazy context per remote over its pages folder: each page its own chunk, as the remote's exposes
// make them; nothing listed by hand, so the monolith follows the remotes' pages as they change.
const contexts: Record<RemoteName, LazyContext> = {
  projects_mfe: import.meta.webpackContext('../../apps/projects-mfe/src/pages', {
    recursive: false,
    regExp: /Page\.tsx$/,
    mode: 'lazy',
  }),
  orders_mfe: import.meta.webpackContext('../../apps/orders-mfe/src/pages', {
    recursive: false,
    regExp: /Page\.tsx$/,
    mode: 'lazy',
  }),
  customers_mfe: import.meta.webpackContext('../../apps/customers-mfe/src/pages', {
    recursive: false,
    regExp: /Page\.tsx$/,
    mode: 'lazy',
  }),
  config_mfe: import.meta.webpackContext('../../apps/config-mfe/src/pages', {
    recursive: false,
    regExp: /Page\.tsx$/,
    mode: 'lazy',
  }),
};

/** `remote/Expose` → the page's chunk; a page the remote lacks fails as the runtime's container does. */
export function loadRemote<T>(id: string): Promise<T> {
  const [remote, expose] = id.split('/') as [RemoteName, string];
  const key = `./${expose}.tsx`;
  const context = contexts[remote];
  if (!context?.keys().includes(key))
    return Promise.reject(new Error(`Module "./${expose}" does not exist in container.`));
  return context(key) as Promise<T>;
}

/** Prefetching a page is fetching its chunk; with no exposes (the idle prefetch of entries) there is nothing to fetch. */
export async function preloadRemote(remotes: Array<{ nameOrAlias: string; exposes?: string[] }>): Promise<void> {
  await Promise.all(
    remotes.flatMap(({ nameOrAlias, exposes = [] }) => exposes.map((expose) => loadRemote(`${nameOrAlias}/${expose}`))),
  );
}

// Nothing to register: the pages are part of this build.
export function registerRemotes(): void {}
export function registerPlugins(): void {}
