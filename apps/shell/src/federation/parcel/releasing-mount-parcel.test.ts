import type { mountRootParcel } from 'single-spa';
import { describe, expect, it, vi } from 'vitest';
import { releasingMountParcel } from './releasing-mount-parcel';

describe('releasingMountParcel', () => {
  it('mounts with a copy of the props and empties it once the parcel has unmounted (single-spa keeps it)', async () => {
    let unmounted!: () => void;
    const unmountPromise = new Promise<null>((resolve) => (unmounted = () => resolve(null)));
    const mount = vi.fn((_config: unknown, _props: Record<string, unknown>) => ({ unmountPromise }));
    const domElement = document.createElement('div');
    const parcel = releasingMountParcel(mount as unknown as typeof mountRootParcel)(
      { bootstrap: vi.fn(), mount: vi.fn(), unmount: vi.fn() },
      { domElement, path: '/config' },
    );

    expect(parcel.unmountPromise).toBe(unmountPromise);
    const given = mount.mock.calls[0]![1];
    expect(given).toEqual({ domElement, path: '/config' });
    unmounted();
    await unmountPromise;
    await Promise.resolve();
    expect(given).toEqual({});
  });
});
