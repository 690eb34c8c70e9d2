import { loadRemote } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRemotePage, loadedRemotePage, loadRemotePage } from './remote-loader';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('./retry', () => ({ withRetry: (run: () => Promise<unknown>) => run() }));
vi.mock('../observability/client-errors', () => ({ reportClientError: vi.fn() }));

const Page = () => null;

afterEach(() => vi.mocked(loadRemote).mockReset());

describe('loadRemotePage', () => {
  it('loads a page once for every caller (the route loader, start-up and RemotePage), then knows it loaded', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: Page });
    const first = loadRemotePage('orders_mfe', 'OrderListPage');
    expect(loadRemotePage('orders_mfe', 'OrderListPage')).toBe(first);
    expect(loadedRemotePage('orders_mfe', 'OrderListPage')).toBeUndefined();
    await first;
    expect(loadedRemotePage('orders_mfe', 'OrderListPage')?.default).toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load failed until it is forgotten (Retry), then loads again', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('manifest down')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('config_mfe', 'ConfigPage')).rejects.toThrow(
      'config-mfe could not be loaded (ConfigPage): manifest down',
    );
    await expect(loadRemotePage('config_mfe', 'ConfigPage')).rejects.toThrow('manifest down');
    forgetRemotePage('config_mfe', 'ConfigPage');
    await expect(loadRemotePage('config_mfe', 'ConfigPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
