import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SearchCalls from '@admin/api-client/search';
import type { SearchResults, StaffUser } from '@admin/api-client';
import CommandPalette from './CommandPalette';
import { testRoutes } from '../../testing/releases';
import { registerRemoteRoutes } from '../../app/remote-routes';
import { recentKey } from './recent-records';

// The routes of the releases the runtime config assigns this page load.
beforeEach(() => registerRemoteRoutes(testRoutes()));

const user = {
  id: 42,
  permissions: ['customers.read', 'orders.read', 'projects.read', 'projects.write'],
} as unknown as StaffUser;
const search = vi.fn<(q: { q: string }) => Promise<SearchResults>>();

vi.mock('@admin/auth', () => ({ useCurrentUser: () => ({ user, isPending: false }) }));
vi.mock('@admin/api-client/search', async (original) => ({
  ...(await original<typeof SearchCalls>()),
  searchApi: { search: (q: { q: string }) => search(q) },
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {ui}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom has <dialog> without the modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  Element.prototype.scrollIntoView ??= () => undefined;
});

const customer = {
  id: 5,
  name: 'Kiran Rao',
  phone: '7000000005',
  country_code: '+91',
  email: null,
  kyc_status: 'pending' as const,
  status: 'Active',
};

describe('CommandPalette', () => {
  beforeEach(() => {
    localStorage.clear();
    search.mockReset();
  });

  it('is a combobox owning a grouped listbox; arrows move the active option, Enter opens it and remembers it', async () => {
    search.mockResolvedValue({
      customers: [customer, { ...customer, id: 6, name: 'Kiran Roy', phone: '7000000006' }],
      orders: [],
      projects: [],
    });
    const onClose = vi.fn();
    renderWithProviders(<CommandPalette onClose={onClose} />);
    const box = screen.getByRole('combobox');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // Nothing typed: actions and screens the user may use.
    expect(screen.getByRole('group', { name: 'Actions' })).toHaveTextContent('Add project');
    expect(screen.queryByText('Add employee')).toBeNull();

    fireEvent.change(box, { target: { value: 'kiran' } });
    const option = await screen.findByRole('option', { name: /Kiran Rao/ });
    expect(screen.getByRole('group', { name: 'Customers' })).toContainElement(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveTextContent('+91 7000000005 · KYC pending');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(option).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('option', { name: /Kiran Roy/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customers-profile/5'));
    expect(JSON.parse(localStorage.getItem(recentKey(42))!)).toEqual([
      { kind: 'customers', id: 5, label: 'Kiran Rao', detail: '+91 7000000005 · KYC pending' },
    ]);
  });

  it('shows recent records before anything is typed; Ctrl+Enter opens in a new tab', () => {
    localStorage.setItem(
      recentKey(42),
      JSON.stringify([{ kind: 'orders', id: 113, label: '#113 · Kiran Rao', detail: 'Sky Villas' }]),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    renderWithProviders(<CommandPalette onClose={onClose} />);
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(recent).toHaveTextContent('#113 · Kiran Rao');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter', ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/order-details/113', '_blank', 'noopener');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes it', () => {
    const onClose = vi.fn();
    renderWithProviders(<CommandPalette onClose={onClose} />);
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
