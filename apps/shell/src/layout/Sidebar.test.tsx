import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Permission, StaffUser } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { Sidebar } from './Sidebar';

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrentUser: vi.fn() }));

const holding = (permissions: readonly Permission[]) => ({ user: { permissions: [...permissions] } as StaffUser, isPending: false });
const showAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar onNavigate={() => undefined} />
    </MemoryRouter>,
  );
const linkNames = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent);

beforeEach(() => vi.mocked(useCurrentUser).mockReturnValue(holding(PERMISSIONS)));

describe('Sidebar', () => {
  it("lists the spec's links in order and marks the current one", () => {
    render(
      <MemoryRouter initialEntries={['/cancel']}>
        <Sidebar onNavigate={() => undefined} />
      </MemoryRouter>,
    );
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

  it('leaves out the pages the role may not open', () => {
    // The seeded Manager: projects, companies, fees and orders, no customers.
    vi.mocked(useCurrentUser).mockReturnValue(holding(['projects.read', 'companies.read', 'config.read', 'templates.read', 'fees.read', 'orders.read']));
    showAt('/');
    expect(linkNames()).toEqual(['Project List', 'Companies', 'Orders', 'Cancel Requests', 'Templates', 'Config', 'Getting started']);
  });

  it('shows no page links until the signed-in user is known', () => {
    vi.mocked(useCurrentUser).mockReturnValue({ user: undefined, isPending: true });
    showAt('/');
    expect(linkNames()).toEqual(['Getting started']);
  });
});
