import type { ComponentType } from 'react';
import { loadExposedModule } from './remote-loader';
import type { RemoteName } from './remotes';

/**
 * Parcel mode (docs/architecture.md): which remote pages the deployment's runtime-config.json says
 * to mount as single-spa parcels (built with their own React) instead of the shared path.
 * `true`: every page of that remote; a list: only those exposed pages.
 */
export type ParcelPages = Partial<Record<RemoteName, true | readonly string[]>>;

let parcelPages: ParcelPages = {};

/** Called once at start-up with the validated runtime config's `parcels`. */
export function registerParcelPages(pages: ParcelPages): void {
  parcelPages = pages;
}

export function isParcelPage(remote: RemoteName, expose: string): boolean {
  const pages = parcelPages[remote];
  return pages === true || (pages !== undefined && pages.includes(expose));
}

/**
 * Loads a parcel page as a component for RemotePage's React.lazy. The parcel host (single-spa,
 * single-spa-react and the props mapping) is its own chunk, fetched only when a parcel page opens.
 */
export async function loadParcelPage(remote: RemoteName, expose: string): Promise<{ default: ComponentType }> {
  const { parcelPage, toParcelConfig } = await import('./parcel/ParcelPage');
  // The same loader, retry and RemoteLoadError as a normal page (called from here, so that the lazy
  // chunk does not import the loader: importing it from both kept it out of the start-up chunk's scope).
  return { default: parcelPage(await loadExposedModule(remote, expose, (module) => toParcelConfig(module, expose))) };
}
