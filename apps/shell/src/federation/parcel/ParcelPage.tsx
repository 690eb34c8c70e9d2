import type { ComponentType } from 'react';
import type { ParcelLifecycles } from './guard-lifecycles';
import { ParcelHost } from './ParcelHost';

const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

/** The exposed module's lifecycles (`update` too when it has one), or an error saying what is missing. */
export function toParcelConfig(module: unknown, expose: string): ParcelLifecycles {
  const exports = (module ?? {}) as Record<string, unknown>;
  const missing = LIFECYCLES.filter((name) => typeof exports[name] !== 'function');
  if (missing.length > 0) throw new Error(`${expose} is not a parcel: it does not export ${missing.join(', ')}`);
  // A plain object without a name: single-spa names each mount itself, so two mounts never share one.
  const config = { bootstrap: exports.bootstrap, mount: exports.mount, unmount: exports.unmount } as ParcelLifecycles;
  if (typeof exports.update === 'function') config.update = exports.update as ParcelLifecycles['update'];
  return config;
}

/** The page component RemotePage renders: the parcel host around these lifecycles. */
export function parcelPage(lifecycles: ParcelLifecycles): ComponentType {
  return function ParcelPage() {
    return <ParcelHost lifecycles={lifecycles} />;
  };
}
