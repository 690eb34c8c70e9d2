import { describe, expect, it, vi } from 'vitest';
import type { ParcelProps } from '@admin/api-client';
import { guardLifecycles } from './guard-lifecycles';

const props = {} as ParcelProps;
const call = (lifecycle: unknown) => (lifecycle as (p: ParcelProps) => Promise<unknown>)(props);

function lifecycles() {
  return {
    bootstrap: vi.fn(() => Promise.resolve()),
    mount: vi.fn(() => Promise.resolve()),
    unmount: vi.fn(() => Promise.resolve()),
    update: vi.fn(() => Promise.resolve()),
  };
}

describe('guardLifecycles', () => {
  it('reports a failed mount once and never resolves to an unmount of a root that does not exist', async () => {
    const remote = lifecycles();
    remote.mount.mockRejectedValue(new Error('no root'));
    const onFailure = vi.fn();
    const guarded = guardLifecycles(remote, onFailure);
    await call(guarded.bootstrap);
    await expect(call(guarded.mount)).resolves.toBeUndefined();
    await call(guarded.update);
    await call(guarded.unmount);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ message: 'The page failed during mount: no root' });
    expect(remote.update).not.toHaveBeenCalled();
    expect(remote.unmount).not.toHaveBeenCalled();
  });

  it('still unmounts a mounted page whose update failed, so its React root is released', async () => {
    const remote = lifecycles();
    remote.update.mockRejectedValue(new Error('bad props'));
    const onFailure = vi.fn();
    const guarded = guardLifecycles(remote, onFailure);
    await call(guarded.bootstrap);
    await call(guarded.mount);
    await call(guarded.update);
    await call(guarded.unmount);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ message: 'The page failed during update: bad props' });
    expect(remote.unmount).toHaveBeenCalledTimes(1);
  });

  it('passes every call through while nothing fails', async () => {
    const remote = lifecycles();
    const guarded = guardLifecycles(remote, vi.fn());
    for (const stage of ['bootstrap', 'mount', 'update', 'unmount'] as const) await call(guarded[stage]);
    for (const stage of ['bootstrap', 'mount', 'update', 'unmount'] as const)
      expect(remote[stage]).toHaveBeenCalledWith(props);
  });
});
