import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { employeesApi } from '@admin/api-client/employees';
import { rolesApi } from '@admin/api-client/roles';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { makeEmployee, makeStaffUser, ROLES } from '../testing/fixtures';
import { renderPage } from '@admin/tools/testing/render-page';
import EmployeeListPage from './EmployeeListPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/employees', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['employeesApi']),
);
vi.mock('@admin/api-client/roles', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['rolesApi']),
);

const api = vi.mocked(employeesApi);
const open = (url = '/employee') => renderPage(<EmployeeListPage />, { path: '/employee', url });
const me = makeEmployee({ id: 1, name: 'Asha Admin', role: 1, role_data: { id: 1, name: 'Admin' } });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  signInAs(makeStaffUser({ id: 1 }));
  vi.mocked(rolesApi.list).mockResolvedValue(paged(ROLES));
});

describe('EmployeeListPage', () => {
  it('lists employees with their columns; a row edits the employee', async () => {
    api.list.mockResolvedValue(paged([makeEmployee(), me]));
    open();
    // The table's code loads lazily: wait for the rows, then read the table that holds them.
    const row = await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(row).toHaveTextContent('+91 9810000001');
    expect(row).toHaveTextContent('Manager');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('January 15, 2026');
    expect(within(row).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/edit-employee/31');
    expect(screen.getByRole('link', { name: 'Add employee' })).toHaveAttribute('href', '/add-employee');
  });

  it('keeps role, status, search and page in the URL and sends them', async () => {
    api.list.mockResolvedValue(paged([]));
    const { location } = open('/employee?role=3&status=Inactive&search=ravi&page=2');
    await screen.findByText('No employees found');
    expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 10, role: 3, status: 'Inactive', search: 'ravi' });
    const roleSelect = screen.getByLabelText('Role');
    // Staff roles only: Customer is not an employee's role.
    await waitFor(() =>
      expect(
        within(roleSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All roles', 'Admin', 'Manager', 'Operations']),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() => expect(location()).toBe('/employee?role=3&status=Active&search=ravi'));
  });

  it('deletes after a confirmation naming the employee', async () => {
    api.list.mockResolvedValue(paged([makeEmployee(), me]));
    api.remove.mockResolvedValue({ id: 31 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Ravi Kumar?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete employee' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(31));
    expect(await screen.findByText('Ravi Kumar deleted')).toBeInTheDocument();
  });

  it('toasts the server message when delete fails', async () => {
    api.list.mockResolvedValue(paged([makeEmployee()]));
    api.remove.mockRejectedValue(
      apiError(403, { message: 'The last active Admin cannot be demoted, deactivated or deleted', code: 'forbidden' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete employee' }),
    );
    expect(
      await screen.findByText('The last active Admin cannot be demoted, deactivated or deleted'),
    ).toBeInTheDocument();
  });

  it('never offers to delete yourself', async () => {
    api.list.mockResolvedValue(paged([me]));
    open();
    expect(await screen.findByRole('button', { name: 'Delete Asha Admin' })).toBeDisabled();
  });

  it('without employees.write, Add and Delete are disabled', async () => {
    grant(['employees.read']);
    api.list.mockResolvedValue(paged([makeEmployee()]));
    open();
    expect(await screen.findByRole('button', { name: 'Delete Ravi Kumar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeDisabled();
  });

  it("shows 'Failed to fetch employee' with Retry when the list fails", async () => {
    api.list.mockRejectedValueOnce(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch employee')).toBeInTheDocument();
    api.list.mockResolvedValue(paged([makeEmployee()]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });
});
