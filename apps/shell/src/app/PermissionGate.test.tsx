import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission, StaffUser } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { PermissionGate } from './PermissionGate';
import { testPages } from '../testing/releases';

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrentUser: vi.fn() }));

const holding = (permissions: Permission[]) => ({ user: { permissions } as StaffUser, isPending: false });
// The seeded Support role: reads customers and orders, nothing about staff.
const SUPPORT: Permission[] = [
  'projects.read',
  'companies.read',
  'orders.read',
  'customers.read',
  'config.read',
  'templates.read',
];

const show = (path: string) =>
  render(
    <MemoryRouter>
      <PermissionGate permission={testPages.customers_mfe.find((page) => page.path === path)?.permission}>
        <h1>Employees</h1>
      </PermissionGate>
    </MemoryRouter>,
  );

beforeEach(() => vi.mocked(useCurrentUser).mockReset());

describe('PermissionGate', () => {
  it('a deep link a role may not open says so calmly, naming the permission in words, with no Retry', () => {
    vi.mocked(useCurrentUser).mockReturnValue(holding(SUPPORT));
    show('/employee');
    expect(screen.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role does not include “See employees”. If your work needs it, ask an Admin to add it to your role.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/employees\.read/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to get access' })).toHaveAttribute(
      'href',
      '/getting-started#get-access',
    );
    expect(screen.queryByRole('heading', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('a holder of the permission gets the page; nothing shows before the user is known', () => {
    vi.mocked(useCurrentUser).mockReturnValue({ user: undefined, isPending: true });
    const first = show('/employee');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    first.unmount();

    vi.mocked(useCurrentUser).mockReturnValue(holding([...SUPPORT, 'employees.read']));
    show('/employee');
    expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
  });
});
