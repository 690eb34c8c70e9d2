import { describe, expect, it } from 'vitest';
import { toParcelConfig } from './ParcelPage';

const noop = () => Promise.resolve();

describe('toParcelConfig', () => {
  it("takes the exposed module's lifecycles into a plain object, update included when present", () => {
    const config = toParcelConfig(
      { bootstrap: noop, mount: noop, unmount: noop, update: noop, other: 1 },
      'ConfigPage',
    );
    expect(config).toEqual({ bootstrap: noop, mount: noop, unmount: noop, update: noop });
    expect(toParcelConfig({ bootstrap: noop, mount: noop, unmount: noop }, 'ConfigPage')).not.toHaveProperty('update');
  });

  it('refuses a module that is not a parcel, naming what is missing (a page of the shared path, say)', () => {
    expect(() => toParcelConfig({ default: () => null }, 'ConfigPage')).toThrow(
      'ConfigPage is not a parcel: it does not export bootstrap, mount, unmount',
    );
    expect(() => toParcelConfig(undefined, 'ConfigPage')).toThrow('ConfigPage is not a parcel');
  });
});
