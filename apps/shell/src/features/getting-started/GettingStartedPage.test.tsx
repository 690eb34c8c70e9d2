import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Permission, StaffUser } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { GettingStartedPage } from './GettingStartedPage';
import { testRoutes } from '../../testing/releases';
import { registerRemoteRoutes } from '../../app/remote-routes';

// The routes of the releases the runtime config assigns this page load.
beforeEach(() => registerRemoteRoutes(testRoutes()));

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrentUser: vi.fn() }));

const as = (permissions: readonly Permission[]) =>
  vi.mocked(useCurrentUser).mockReturnValue({ user: { permissions: [...permissions] } as StaffUser, isPending: false });
const show = () =>
  render(
    <MemoryRouter>
      <GettingStartedPage />
    </MemoryRouter>,
  );

beforeEach(() => as(PERMISSIONS));

describe('GettingStartedPage', () => {
  it('is staff help: what each area is for, common jobs step by step, how to get access; no developer material', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'What each area is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Common jobs' })).toBeInTheDocument();
    const job = screen.getByRole('heading', { level: 3, name: 'Decide a cancel request' })
      .nextElementSibling as HTMLElement;
    expect(within(job).getAllByRole('listitem')[0]).toHaveTextContent(
      'Open Cancel Requests: it lists the pending requests first',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How to get access' })).toHaveAttribute('id', 'get-access');
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    const text = document.body.textContent ?? '';
    for (const developerWords of ['npm start', 'npm test', 'remote-override', 'runtime-config', '--dev'])
      expect(text).not.toContain(developerWords);
  });

  it('links the areas the role may open; the others say which permission they need', () => {
    // The seeded Support role: customers and orders, no staff administration, no fees.
    as(['projects.read', 'companies.read', 'orders.read', 'customers.read', 'config.read', 'templates.read']);
    show();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(screen.queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    expect(screen.getByText('Employees').closest('li')).toHaveTextContent('Needs the permission “See employees”.');
    expect(screen.getByText('Fee Management').closest('li')).toHaveTextContent('Needs the permission “See fees”.');
  });
});
