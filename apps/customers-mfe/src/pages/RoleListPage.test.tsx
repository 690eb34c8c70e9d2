import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rolesApi } from '@admin/api-client/roles';
import { PERMISSION_LABELS, PERMISSIONS } from '@admin/api-client/contract';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { makeRole, makeStaffUser } from '../testing/fixtures';
import { renderPage } from '@admin/tools/testing/render-page';
import RoleListPage from './RoleListPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/roles', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['rolesApi']),
);

const api = vi.mocked(rolesApi);
const open = (url = '/roles') => renderPage(<RoleListPage />, { path: '/roles', url });
const roles = [
  makeRole({ id: 1, name: 'Admin', permissions: [...PERMISSIONS] }),
  makeRole({ id: 2, name: 'Customer', is_staff: false, permissions: [] }),
  makeRole({
    id: 6,
    name: 'Support',
    description: 'Answers customers',
    permissions: ['customers.read', 'orders.read'],
    version: 4,
  }),
];

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  api.list.mockResolvedValue(paged(roles));
});

describe('RoleListPage', () => {
  it('lists the roles with their permissions', async () => {
    open();
    // The table's code loads lazily: wait for the rows, then read the table that holds them.
    expect(await screen.findByRole('row', { name: /Admin/ })).toHaveTextContent('Every permission');
    const table = screen.getByRole('table', { name: 'Roles' });
    expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(within(table).getByRole('row', { name: /Customer/ })).toHaveTextContent('No staff access');
    const support = within(table).getByRole('list', { name: 'Permissions of Support' });
    expect(
      within(support)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['See customers and their portfolios', 'See orders, payments and cancel requests']);
    expect(within(table).getByRole('row', { name: /Support/ })).toHaveTextContent('Answers customers');
  });

  it('shows each permission in words, with its code in a tooltip on hover or focus', async () => {
    open();
    const support = await screen.findByRole('list', { name: 'Permissions of Support' });
    expect(support).not.toHaveTextContent('customers.read');
    await userEvent.hover(within(support).getByText('See customers and their portfolios'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('customers.read');
  });

  it('offers every permission, the system status page too, under its area', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length);
    expect(
      within(within(dialog).getByRole('group', { name: 'System' })).getByLabelText('See the system status page'),
    ).not.toBeChecked();
  });

  it('creates a role, then sets its permissions (a new role starts with none)', async () => {
    const created = makeRole({ id: 9, name: 'Auditor', permissions: [], version: 1 });
    api.create.mockResolvedValue(created);
    api.update.mockResolvedValue(makeRole({ id: 9, name: 'Auditor', permissions: ['customers.read', 'kyc.decide'] }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Auditor');
    const customers = within(dialog).getByRole('group', { name: 'Customers' });
    await userEvent.click(within(customers).getByLabelText('See customers and their portfolios'));
    await userEvent.click(within(customers).getByLabelText('Approve or reject KYC'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(9, { permissions: ['customers.read', 'kyc.decide'] }, 1),
    );
    expect(api.create).toHaveBeenCalledWith({ name: 'Auditor', description: null });
    expect(await screen.findByText('Role Auditor created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames a role and changes its permissions in one PUT', async () => {
    api.update.mockResolvedValue(makeRole({ id: 6, name: 'Customer Support' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Support' });
    expect(within(dialog).getByLabelText('See customers and their portfolios')).toBeChecked();
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Customer Support');
    await userEvent.click(within(dialog).getByLabelText('See orders, payments and cancel requests'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        6,
        { name: 'Customer Support', description: 'Answers customers', permissions: ['customers.read'] },
        4,
      ),
    );
    expect(await screen.findByText('Role Customer Support saved')).toBeInTheDocument();
  });

  it('shows the server message on the form when saving fails, keeping the input', async () => {
    api.update.mockRejectedValue(
      apiError(403, {
        message: 'You cannot grant or withdraw permissions you do not hold: kyc.decide',
        code: 'forbidden',
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Support' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Approve or reject KYC'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(
      (await screen.findAllByText('You cannot grant or withdraw permissions you do not hold: kyc.decide')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Approve or reject KYC')).toBeChecked();
  });

  it("locks the Admin role's permissions", async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The Admin role always holds every permission.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('See customers and their portfolios')).toBeDisabled();
  });

  it('without roles.manage (employees.write is not enough), New role and Edit are disabled, saying why', async () => {
    grant(['employees.read', 'employees.write']);
    open();
    const edit = await screen.findByRole('button', { name: 'Edit Support' });
    expect(edit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New role' })).toBeDisabled();
    await userEvent.hover(edit.parentElement!);
    expect(
      (await screen.findAllByText('Your role does not include “Create and edit roles and their permissions”.')).length,
    ).toBeGreaterThan(0);
  });

  it("keeps the system roles' names fixed, saying why; other roles may be renamed", async () => {
    api.update.mockResolvedValue(
      makeRole({ id: 1, name: 'Admin', description: 'Runs the back office', permissions: [...PERMISSIONS] }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Admin' });
    expect(within(dialog).getByLabelText(/^Name/)).toBeDisabled();
    expect(within(dialog).getByText('The Admin role is a system role: its name cannot change.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Runs the back office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(1, { name: 'Admin', description: 'Runs the back office' }, 1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Customer' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit role Customer' })).getByLabelText(/^Name/),
    ).toBeDisabled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Support' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit role Support' })).getByLabelText(/^Name/),
    ).toBeEnabled();
  });

  it('shows the fallback with Retry when the roles fail to load', async () => {
    api.list.mockRejectedValueOnce(apiError(500));
    open();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Roles' })).toBeInTheDocument();
  });
});

describe('RoleListPage: decide permissions waiting for a second Admin', () => {
  const waitingRole = (byId: number) =>
    makeRole({
      id: 9,
      name: 'Refund desk',
      permissions: ['orders.read'],
      version: 3,
      awaiting_second_approval: {
        decision: 'cancel.decide',
        reason: null,
        by: { id: byId, name: 'Meera Iyer' },
        at: '2026-11-22T09:30:00.000Z',
        permissions: ['cancel.decide'],
      },
    });

  it('shows what waits, and another Admin confirms it with a toast', async () => {
    signInAs(makeStaffUser({ id: 1 }));
    api.list.mockResolvedValue(paged([waitingRole(7)]));
    api.confirm.mockResolvedValue(
      makeRole({ id: 9, name: 'Refund desk', permissions: ['orders.read', 'cancel.decide'] }),
    );
    open();
    const row = await screen.findByRole('row', { name: /Refund desk/ });
    expect(within(row).getByRole('note')).toHaveTextContent(
      `Awaiting second approval: adding ${PERMISSION_LABELS['cancel.decide']} by Meera Iyer`,
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm the permissions added to Refund desk' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the permissions' }));
    await waitFor(() => expect(api.confirm).toHaveBeenCalledWith(9, 3));
    expect(
      await screen.findByText(
        'Refund desk now holds “Approve or reject cancel requests” (asked by Meera Iyer, confirmed)',
      ),
    ).toBeInTheDocument();
  });

  it('Cancel sends them back; the asker sees both disabled; a reader without roles.manage sees neither', async () => {
    signInAs(makeStaffUser({ id: 1 }));
    api.list.mockResolvedValue(paged([waitingRole(7)]));
    api.sendBack.mockResolvedValue(makeRole({ id: 9, name: 'Refund desk', permissions: ['orders.read'] }));
    const { unmount } = open();
    const row = await screen.findByRole('row', { name: /Refund desk/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel the permissions added to Refund desk' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the permissions' }),
    );
    await waitFor(() => expect(api.sendBack).toHaveBeenCalledWith(9, {}, 3));
    expect(
      await screen.findByText('Granting “Approve or reject cancel requests” to Refund desk by Meera Iyer sent back'),
    ).toBeInTheDocument();
    unmount();

    signInAs(makeStaffUser({ id: 7 }));
    const asker = open();
    const askerRow = await screen.findByRole('row', { name: /Refund desk/ });
    expect(within(askerRow).getByRole('button', { name: /^Confirm the permissions/ })).toBeDisabled();
    expect(within(askerRow).getByRole('button', { name: /^Cancel the permissions/ })).toBeDisabled();
    asker.unmount();

    grant(['customers.read']);
    open();
    const readerRow = await screen.findByRole('row', { name: /Refund desk/ });
    expect(within(readerRow).getByRole('note')).toBeInTheDocument();
    expect(within(readerRow).queryByRole('button', { name: /permissions added/ })).not.toBeInTheDocument();
  });
});
