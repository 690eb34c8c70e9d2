import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permission, StaffUser } from '@admin/api-client';
import { currentUserQuery, queryClient } from '@admin/auth';
import { Footer } from './Footer';

const staff = (permissions: Permission[]) => ({ id: 1, name: 'Staff', permissions }) as unknown as StaffUser;

function renderFooter(permissions: Permission[]) {
  // Who is signed in, as /auth/me answered it (the cache is read even before a session is stored).
  queryClient.setQueryData(currentUserQuery.queryKey, staff(permissions));
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => queryClient.clear());

describe('Footer', () => {
  it('links the Releases screen for holders of releases.manage, beside the status page', async () => {
    renderFooter(['system.read', 'releases.manage']);
    expect(await screen.findByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/releases');
    expect(screen.getByRole('link', { name: 'System status' })).toBeInTheDocument();
  });

  it('shows no Releases link to a role without releases.manage', async () => {
    renderFooter(['system.read']);
    expect(await screen.findByRole('link', { name: 'System status' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Releases' })).toBeNull();
  });
});
