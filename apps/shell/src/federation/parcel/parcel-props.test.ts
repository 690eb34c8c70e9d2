import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@admin/api-client';
import type { RuntimeConfig, StaffUser } from '@admin/api-client';
import { buildParcelProps, parcelHttp, parcelToast } from './parcel-props';

const runtimeConfig = { apiBaseUrl: 'http://api.test/api' } as RuntimeConfig;
const user = { id: 1, name: 'Asha Admin', permissions: ['config.read'] } as unknown as StaffUser;

afterEach(() => vi.restoreAllMocks());

describe('buildParcelProps', () => {
  it("maps the shell's location, params, user and runtime config, and hands over the shell's http and toast", () => {
    const props = buildParcelProps({
      location: { pathname: '/edit-project/42', search: '?step=2' },
      params: { id: '42', optional: undefined },
      navigate: vi.fn(),
      user,
      config: runtimeConfig,
    });
    expect(props).toMatchObject({ path: '/edit-project/42?step=2', params: { id: '42' }, user, runtimeConfig });
    expect(Object.keys(props.params)).toEqual(['id']);
    expect(props.http).toBe(parcelHttp);
    expect(props.toast).toBe(parcelToast);
  });

  it('gives null while the signed-in user is not known yet', () => {
    const props = buildParcelProps({
      location: { pathname: '/config', search: '' },
      params: {},
      navigate: vi.fn(),
      user: undefined,
      config: runtimeConfig,
    });
    expect(props.user).toBeNull();
  });

  it("navigate moves the shell's router, pushing unless asked to replace, and ignores a move to where the shell is", () => {
    const navigate = vi.fn();
    const props = buildParcelProps({
      location: { pathname: '/config', search: '?section=a' },
      params: {},
      navigate,
      user,
      config: runtimeConfig,
    });
    props.navigate('/config?section=a');
    expect(navigate).not.toHaveBeenCalled();
    props.navigate('/config?section=b');
    props.navigate('/orders', { replace: true });
    expect(navigate.mock.calls).toEqual([
      ['/config?section=b', { replace: false }],
      ['/orders', { replace: true }],
    ]);
  });
});

describe('parcelHttp', () => {
  it("calls the shell's API client and resolves to the answer's body, sending only the query values that are set", async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ data: { data: { id: 7 } } });
    await expect(
      parcelHttp({ path: '/templates', query: { page: 1, status: '', q: undefined }, fallbackMessage: 'Failed' }),
    ).resolves.toEqual({ data: { id: 7 } });
    expect(request).toHaveBeenCalledWith({ method: 'GET', url: '/templates', params: { page: 1 }, data: undefined });
  });

  it('rejects with the message a shell screen would show: the fallback when the failure says nothing better', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new Error('boom'));
    await expect(
      parcelHttp({ method: 'POST', path: '/templates', body: {}, fallbackMessage: 'Failed to save the template' }),
    ).rejects.toMatchObject({
      name: 'ParcelHttpError',
      message: 'Failed to save the template',
      status: undefined,
    });
  });
});
