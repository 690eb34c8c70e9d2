import type { ParcelConfigObject } from 'single-spa';
import type { ParcelProps } from '@admin/api-client';

type Lifecycle = (props: ParcelProps) => Promise<unknown>;
/** Lifecycles as single-spa-react builds them: one function each (toParcelConfig checks it). */
export interface ParcelLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Wraps one mount's lifecycles so that a failure reaches the shell once, through `onFailure` (the
 * host rethrows it into the remote's error boundary, with Retry), instead of as single-spa's
 * rejected promises that nobody awaits. After a failure nothing more is called, except the
 * remote's `unmount` when its `mount` had completed (its React root must still be released).
 */
export function guardLifecycles(
  lifecycles: ParcelLifecycles,
  onFailure: (error: Error) => void,
): ParcelConfigObject<ParcelProps> {
  let failed = false;
  let mounted = false;
  // Dropped after unmount: single-spa keeps this config after the parcel is gone (releasingMountParcel),
  // and the reporter holds the unmounted host's state.
  let report: ((error: Error) => void) | null = onFailure;
  const fail = (stage: string, error: unknown) => {
    failed = true;
    report?.(new Error(`The page failed during ${stage}: ${reason(error)}`, { cause: error }));
  };
  const guarded: ParcelConfigObject<ParcelProps> = {
    bootstrap: async (props) => {
      try {
        await lifecycles.bootstrap(props);
      } catch (error) {
        fail('bootstrap', error);
      }
    },
    mount: async (props) => {
      if (failed) return;
      try {
        await lifecycles.mount(props);
        mounted = true;
      } catch (error) {
        fail('mount', error);
      }
    },
    unmount: async (props) => {
      report = null;
      if (!mounted) return;
      mounted = false;
      try {
        await lifecycles.unmount(props);
      } catch (error) {
        // The page is going away already; nothing to show, but worth a line in the console.
        console.error('[parcel] unmount failed:', error);
      }
    },
  };
  const { update } = lifecycles;
  if (update) {
    guarded.update = async (props) => {
      if (failed || !mounted) return;
      try {
        await update(props);
      } catch (error) {
        fail('update', error);
      }
    };
  }
  return guarded;
}
