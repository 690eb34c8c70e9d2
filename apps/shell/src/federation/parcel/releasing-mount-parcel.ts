import { mountRootParcel } from 'single-spa';

type MountParcel = typeof mountRootParcel;

/**
 * single-spa keeps every root parcel in its registry after it unmounts (a root parcel has no parent
 * to be deleted from), and with it the props it was mounted with: the wrapper element holding the
 * parcel's React root listeners, and closures over the shell's router. This mounts through
 * `mountRootParcel` with a props object of our own and empties it once the parcel has unmounted, so
 * what single-spa keeps per mount is a few small records (measured in e2e/tests/parcel.spec.ts).
 */
export function releasingMountParcel(mount: MountParcel = mountRootParcel): MountParcel {
  return (config, customProps) => {
    const props = { ...customProps };
    const parcel = mount(config, props);
    const release = () => {
      for (const key of Object.keys(props)) delete (props as Record<string, unknown>)[key];
    };
    parcel.unmountPromise.then(release, release);
    return parcel;
  };
}
