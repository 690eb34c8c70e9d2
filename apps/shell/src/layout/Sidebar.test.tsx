import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queuesApi } from '@admin/api-client/queues';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Permission, StaffUser } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { Sidebar } from './Sidebar';
import { testRoutes } from '../testing/releases';
import { registerRemoteRoutes } from '../app/remote-routes';

// The routes of the releases the runtime config assigns this page load.
beforeEach(() => registerRemoteRoutes(testRoutes()));

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrentUser: vi.fn() }));

vi.mock('@admin/api-client/queues', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['queuesApi']),
);

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const holding = (permissions: readonly Permission[]) => ({
  user: { permissions: [...permissions] } as StaffUser,
  isPending: false,
});
const showAt = (path: string) =>
  render(
    withQueries(
      <MemoryRouter initialEntries={[path]}>
        <Sidebar onNavigate={() => undefined} />
      </MemoryRouter>,
    ),
  );
const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.mocked(useCurrentUser).mockReturnValue(holding(PERMISSIONS));
  vi.mocked(queuesApi.counts).mockReset().mockResolvedValue({});
});

describe('Sidebar', () => {
  it("lists the spec's links in order and marks the current one", () => {
    showAt('/cancel');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Project List',
      'Companies',
      'Customers',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Getting started',
    ]);
    expect(within(nav).getByRole('link', { name: 'Cancel Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Project List' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/getting-started');
  });

  it('marks the link of the section its release puts the open page under, and nothing else changes', () => {
    showAt('/order-details/41');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Cancel Requests' })).not.toHaveAttribute('aria-current');
    cleanup();
    // A page a new release adds under Orders: the sidebar keeps the spec's links, Orders marked.
    registerRemoteRoutes([
      ...testRoutes(),
      {
        path: '/order-summary',
        remote: 'orders_mfe',
        expose: 'OrderSummaryPage',
        title: 'Order Summary',
        section: '/orders',
      },
    ]);
    showAt('/order-summary');
    expect(linkNames()).toEqual([
      'Project List',
      'Companies',
      'Customers',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Getting started',
    ]);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'true');
  });

  it('leaves out the pages the role may not open', () => {
    // The seeded Manager: projects, companies, fees and orders, no customers.
    vi.mocked(useCurrentUser).mockReturnValue(
      holding(['projects.read', 'companies.read', 'config.read', 'templates.read', 'fees.read', 'orders.read']),
    );
    showAt('/');
    expect(linkNames()).toEqual([
      'Project List',
      'Companies',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Getting started',
    ]);
  });

  it('shows no page links until the signed-in user is known', () => {
    vi.mocked(useCurrentUser).mockReturnValue({ user: undefined, isPending: true });
    showAt('/');
    expect(linkNames()).toEqual(['Getting started']);
  });

  it('shows the work waiting beside its link, described apart from the link, each count opening its queue', async () => {
    vi.mocked(queuesApi.counts).mockResolvedValue({
      kyc_review: 3,
      cancel_requests: 2,
      past_deadline: 5,
      awaiting_payment: 0,
    });
    showAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const kyc = await within(nav).findByRole('link', { name: 'KYC to review: 3 waiting' }, { timeout: 4000 });
    expect(kyc).toHaveAttribute('href', '/customers?awaiting_review=true');
    expect(kyc).toHaveTextContent('3');
    const customers = within(nav).getByRole('link', { name: 'Customers' });
    expect(customers).toHaveAccessibleName('Customers');
    expect(customers).toHaveAccessibleDescription('3 waiting');
    expect(within(nav).getByRole('link', { name: 'Cancel Requests' })).toHaveAccessibleDescription('2 waiting');
    expect(within(nav).getByRole('link', { name: 'To decide: 2 waiting' })).toHaveAttribute(
      'href',
      '/cancel?status=Pending',
    );
    // Nothing awaits payment: no count for it.
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAccessibleDescription('5 past deadline');
    expect(within(nav).getByRole('link', { name: 'Past deadline: 5 waiting' })).toHaveAttribute(
      'href',
      '/orders?queue=past_deadline',
    );
    expect(within(nav).queryByRole('link', { name: /Awaiting payment/ })).toBeNull();
    // Orders has two queues: each count says in words what it counts, not a bare number.
    expect(within(nav).getByRole('link', { name: 'Past deadline: 5 waiting' })).toHaveTextContent(/^Past deadline5$/);
    expect(kyc).toHaveTextContent(/^KYC to review3$/);

    // Coming back to the window asks again.
    vi.mocked(queuesApi.counts).mockResolvedValue({
      kyc_review: 2,
      cancel_requests: 2,
      past_deadline: 5,
      awaiting_payment: 0,
    });
    window.dispatchEvent(new Event('focus'));
    expect(await within(nav).findByRole('link', { name: 'KYC to review: 2 waiting' })).toBeInTheDocument();
    expect(customers).toHaveAccessibleDescription('2 waiting');
  });

  it('counts what awaits my confirmation beside Customers and Cancel Requests, each opening its queue filter', async () => {
    vi.mocked(queuesApi.counts).mockResolvedValue({
      kyc_review: 3,
      cancel_requests: 2,
      kyc_confirmation: 1,
      cancel_confirmation: 4,
    });
    showAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const kyc = await within(nav).findByRole(
      'link',
      { name: 'Awaiting my confirmation: 1 waiting' },
      { timeout: 4000 },
    );
    expect(kyc).toHaveAttribute('href', '/customers?awaiting_my_confirmation=true');
    expect(kyc).toHaveTextContent(/^Awaiting my confirmation1$/);
    expect(within(nav).getByRole('link', { name: 'Awaiting my confirmation: 4 waiting' })).toHaveAttribute(
      'href',
      '/cancel?awaiting_my_confirmation=true',
    );
    // The links keep the spec's labels as their names; the counts are said after them.
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAccessibleDescription(
      '3 waiting, 1 awaiting my confirmation',
    );
    expect(within(nav).getByRole('link', { name: 'Cancel Requests' })).toHaveAccessibleDescription(
      '2 waiting, 4 awaiting my confirmation',
    );
  });

  it('fetches the counts only once the page has loaded, leaving the links as they were until then', async () => {
    vi.mocked(queuesApi.counts).mockResolvedValue({
      kyc_review: 3,
      cancel_requests: 0,
      past_deadline: 0,
      awaiting_payment: 0,
    });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      showAt('/');
      const customers = screen.getByRole('link', { name: 'Customers' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(queuesApi.counts).not.toHaveBeenCalled();
      expect(customers).not.toHaveAttribute('aria-describedby');
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(
        await screen.findByRole('link', { name: 'KYC to review: 3 waiting' }, { timeout: 4000 }),
      ).toBeInTheDocument();
      expect(customers).toHaveAccessibleDescription('3 waiting');
      // Nothing waits to be decided: the link is described by nothing said.
      expect(screen.getByRole('link', { name: 'Cancel Requests' })).toHaveAccessibleDescription('');
    } finally {
      readyState.mockRestore();
    }
  });

  it('asks nothing, and shows no count, for a role that may act on no queue (Support)', async () => {
    vi.mocked(useCurrentUser).mockReturnValue(
      holding(['projects.read', 'companies.read', 'orders.read', 'customers.read', 'config.read', 'templates.read']),
    );
    showAt('/');
    await screen.findByRole('link', { name: 'Customers' });
    expect(queuesApi.counts).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-describedby');
  });
});
