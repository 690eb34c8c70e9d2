import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionsApi } from '@admin/api-client';
import { auditApi } from '@admin/api-client/audit';
import { employeesApi } from '@admin/api-client/employees';
import { rolesApi } from '@admin/api-client/roles';
import type { UserSession } from '@admin/api-client';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { makeEmployee, makeRole, makeStaffUser, ROLES } from '../testing/fixtures';
import { renderPage } from '@admin/tools/testing/render-page';
import EmployeeFormPage from './EmployeeFormPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['sessionsApi']),
);
vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);
vi.mock('@admin/api-client/employees', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['employeesApi']),
);
vi.mock('@admin/api-client/roles', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['rolesApi']),
);

const api = vi.mocked(employeesApi);
const add = () => renderPage(<EmployeeFormPage />, { path: '/add-employee', url: '/add-employee' });
const edit = (id = 31) => renderPage(<EmployeeFormPage />, { path: '/edit-employee/:id', url: `/edit-employee/${id}` });

async function fill(label: RegExp | string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  signInAs(makeStaffUser({ id: 1 }));
  vi.mocked(rolesApi.list).mockResolvedValue(paged(ROLES));
  vi.mocked(sessionsApi.listOfEmployee).mockResolvedValue([]);
  vi.mocked(auditApi.list).mockResolvedValue(paged([]));
});

describe('EmployeeFormPage: add', () => {
  it('checks every field before sending', async () => {
    add();
    await userEvent.click(await screen.findByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('A phone number is 6 to 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Choose a role', { selector: 'p' })).toBeInTheDocument();
    await fill(/^Meeting link/, 'javascript:alert(1)');
    await fill(/^Work email/, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('creates with every field, status included, toasts and returns to the list', async () => {
    api.create.mockResolvedValue(makeEmployee({ name: 'Meera Iyer' }));
    const { location } = add();
    await screen.findByRole('button', { name: 'Add employee' });
    await fill(/^Name/, 'Meera Iyer');
    await fill(/^Email/, 'meera@example.com');
    await fill(/^Country code/, '+44');
    await fill(/^Phone/, '7700 900123');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Operations');
    await userEvent.selectOptions(screen.getByLabelText(/^Status/), 'Inactive');
    await fill(/^Work email/, 'meera@work.example.com');
    await fill(/^WhatsApp number/, '7700900123');
    await fill(/^Join date/, '2026-02-01');
    await fill(/^Meeting link/, 'https://meet.example.com/meera');
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        country_code: '+44',
        phone: '7700900123',
        role: 4,
        status: 'Inactive',
        work_email: 'meera@work.example.com',
        whatsapp_no: '7700900123',
        join_date: '2026-02-01',
        meeting_link: 'https://meet.example.com/meera',
      }),
    );
    expect(await screen.findByText('Meera Iyer added')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/employee'));
  });

  it("shows the server's message (or 'Failed to post employee') and keeps the input", async () => {
    api.create.mockRejectedValueOnce(apiError(409, { message: 'An account with this phone number already exists' }));
    add();
    await screen.findByRole('button', { name: 'Add employee' });
    await fill(/^Name/, 'Meera Iyer');
    await fill(/^Email/, 'meera@example.com');
    await fill(/^Phone/, '9999999999');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect((await screen.findAllByText('An account with this phone number already exists')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Meera Iyer');

    api.create.mockRejectedValueOnce(apiError(500));
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect((await screen.findAllByText('Failed to post employee')).length).toBeGreaterThan(0);
  });
});

describe('EmployeeFormPage: edit', () => {
  it('loads the employee into the form and saves with PUT', async () => {
    api.get.mockResolvedValue(makeEmployee());
    api.update.mockResolvedValue(makeEmployee({ role: 4 }));
    edit();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/^Meeting link/)).toHaveValue('https://meet.example.com/ravi');
    expect(screen.getByLabelText(/^Role/)).toHaveValue('3');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Operations');
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        31,
        expect.objectContaining({ role: 4, status: 'Active', name: 'Ravi Kumar' }),
        1,
      ),
    );
    expect(await screen.findByText('Ravi Kumar saved')).toBeInTheDocument();
  });

  it('a role that may read employees but not change them gets the record titled as such, saying why once', async () => {
    grant(['employees.read']);
    api.get.mockResolvedValue(makeEmployee());
    edit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'You can see this employee but not change it. Your role does not include “Add, edit and delete employees”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save employee' })).toBeDisabled();
  });

  it('shows the employee’s activity, linking each author to all their activity, and a save refreshes it', async () => {
    const roleChange = auditEntry({
      action: 'update',
      record_type: 'employee',
      record_id: '31',
      record_label: 'Ravi Kumar',
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
      changes: [{ field: 'role', before: 'Manager', after: 'Operations' }],
    });
    vi.mocked(auditApi.list)
      .mockResolvedValueOnce(paged([]))
      .mockResolvedValue(paged([roleChange]));
    api.get.mockResolvedValue(makeEmployee());
    api.update.mockResolvedValue(makeEmployee({ role: 4 }));
    const { queryClient, router } = edit();
    // As in the suite: what was fetched stays fresh for 30 s unless a change marks it stale.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(panel).findByText('No activity yet')).toBeInTheDocument();
    expect(auditApi.list).toHaveBeenCalledWith({ record_type: 'employee', record_id: '31', page: 1 });

    // Saving returns to the list; coming back shows the change in the employee's history.
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Operations');
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    await screen.findByText('Now at /employee');
    await router.navigate('/edit-employee/31');
    const again = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(again).findByText(/Asha Admin \(Admin\) changed the role ·/)).toBeInTheDocument();
    expect(within(again).getByRole('link', { name: 'All activity by this person' })).toHaveAttribute(
      'href',
      '/activity?actor_id=1',
    );
  });

  it('links no author to all their activity for a reader without audit.read', async () => {
    grant(['employees.read', 'employees.write']);
    vi.mocked(auditApi.list).mockResolvedValue(
      paged([auditEntry({ record_type: 'employee', action: 'create', changes: [] })]),
    );
    api.get.mockResolvedValue(makeEmployee());
    edit();
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(panel).findByText(/created Order #113/)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'All activity by this person' })).not.toBeInTheDocument();
  });

  it('does not let you change your own role or status, and does not send them', async () => {
    signInAs(makeStaffUser({ id: 31 }));
    api.get.mockResolvedValue(makeEmployee());
    api.update.mockResolvedValue(makeEmployee());
    edit();
    expect(await screen.findByLabelText(/^Role/)).toBeDisabled();
    expect(screen.getByLabelText(/^Status/)).toBeDisabled();
    expect(
      screen.getByText('You cannot change your own role or status: ask another administrator.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0]?.[1]).not.toHaveProperty('role');
    expect(api.update.mock.calls[0]?.[1]).not.toHaveProperty('status');
  });

  it("shows 'Failed to fetch employee' with Retry when the employee fails to load", async () => {
    api.get.mockRejectedValueOnce(apiError(500));
    edit();
    expect(await screen.findByText('Failed to fetch employee')).toBeInTheDocument();
    api.get.mockResolvedValue(makeEmployee());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Ravi Kumar');
  });

  it('says when the roles fail to load, and retries', async () => {
    vi.mocked(rolesApi.list).mockRejectedValueOnce(apiError(500));
    add();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Role/)).toBeInTheDocument();
  });
});

describe('EmployeeFormPage: sessions', () => {
  const laptop: UserSession = {
    id: '33333333-3333-4333-8333-333333333333',
    device: 'Safari on macOS',
    user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Version/18.1 Safari/605.1.15',
    client_address: '198.51.100.4',
    created_at: '2026-11-02T08:00:00.000Z',
    last_seen_at: '2026-11-22T16:00:00.000Z',
    current: false,
  };
  const phone: UserSession = {
    ...laptop,
    id: '44444444-4444-4444-8444-444444444444',
    device: 'Chrome on Android phone',
  };
  const sessions = vi.mocked(sessionsApi);

  it('lists where the employee is signed in and signs one session out after a confirmation', async () => {
    api.get.mockResolvedValue(makeEmployee());
    sessions.listOfEmployee.mockResolvedValueOnce([laptop, phone]).mockResolvedValue([phone]);
    sessions.signOutOfEmployee.mockResolvedValue({ revoked: 1 });
    edit();
    const region = await screen.findByRole('region', { name: 'Where Ravi Kumar is signed in' });
    expect(await within(region).findByText('Safari on macOS')).toBeInTheDocument();
    expect(
      within(region).getAllByText('Signed in November 2, 2026, 1:30 PM IST · Last seen November 22, 2026, 9:30 PM IST'),
    ).toHaveLength(2);
    expect(within(region).getAllByText('From 198.51.100.4')).toHaveLength(2);
    expect(sessions.listOfEmployee).toHaveBeenCalledWith(31);
    await userEvent.click(within(region).getByRole('button', { name: 'Sign out Safari on macOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Safari on macOS?' });
    expect(dialog).toHaveTextContent("That browser is signed out of Ravi Kumar's account at once");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(sessions.signOutOfEmployee).toHaveBeenCalledWith(31, laptop.id);
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Safari on macOS')).toBeNull());
  });

  it('signs the employee out of every session after a confirmation', async () => {
    api.get.mockResolvedValue(makeEmployee());
    sessions.listOfEmployee.mockResolvedValueOnce([laptop, phone]).mockResolvedValue([]);
    sessions.signOutAllOfEmployee.mockResolvedValue({ revoked: 2 });
    edit();
    const region = await screen.findByRole('region', { name: 'Where Ravi Kumar is signed in' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Sign out of every session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of every session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out of every session' }));
    expect(sessions.signOutAllOfEmployee).toHaveBeenCalledWith(31);
    expect(await screen.findByText('Signed out of every session')).toBeInTheDocument();
    expect(await within(region).findByText('Ravi Kumar is not signed in anywhere')).toBeInTheDocument();
  });

  it('lists without sign-out buttons for a reader without employees.write, and shows a load failure', async () => {
    grant(['employees.read']);
    api.get.mockResolvedValue(makeEmployee());
    sessions.listOfEmployee.mockRejectedValueOnce(apiError(500)).mockResolvedValue([laptop]);
    edit();
    const region = await screen.findByRole('region', { name: 'Where Ravi Kumar is signed in' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to fetch sessions');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Safari on macOS')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Sign out/ })).toBeNull();
  });
});

describe('EmployeeFormPage: a role that decides waits for a second Admin', () => {
  const waiting = (overrides: { new_employee?: boolean; by?: { id: number; name: string } } = {}) =>
    makeEmployee({
      version: 4,
      role_awaiting_second_approval: {
        decision: 'Compliance',
        reason: null,
        by: overrides.by ?? { id: 7, name: 'Meera Iyer' },
        at: '2026-11-22T09:30:00.000Z',
        role: { id: 5, name: 'Compliance' },
        new_employee: overrides.new_employee ?? false,
      },
    });

  it('says a new role that decides waits, in the toast the save shows', async () => {
    api.get.mockResolvedValue(makeEmployee());
    api.update.mockResolvedValue(waiting({ by: { id: 1, name: 'Asha Admin' } }));
    edit();
    await userEvent.selectOptions(await screen.findByLabelText(/^Role/), 'Operations');
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(await screen.findByText('Ravi Kumar saved; the role Compliance awaits a second Admin')).toBeInTheDocument();
  });

  it('shows what waits; another Admin confirms it, with a toast, and the role cannot be changed meanwhile', async () => {
    vi.mocked(rolesApi.list).mockResolvedValue(paged([...ROLES, makeRole({ id: 5, name: 'Compliance' })]));
    api.get.mockResolvedValue(waiting());
    api.confirmRole.mockResolvedValue(makeEmployee({ role: 5, role_data: { id: 5, name: 'Compliance' } }));
    edit();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Awaiting second approval: the role Compliance by Meera Iyer');
    expect(screen.getByLabelText(/^Role/)).toBeDisabled();
    expect(screen.getByLabelText(/^Status/)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the role Compliance for Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give Ravi Kumar the role Compliance?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the role' }));
    await waitFor(() => expect(api.confirmRole).toHaveBeenCalledWith(31, 4));
    expect(
      await screen.findByText('Ravi Kumar now has the role Compliance (given by Meera Iyer, confirmed)'),
    ).toBeInTheDocument();
    // The open form follows: its role is the confirmed one, so a save cannot send the old one back.
    await waitFor(() => expect(screen.getByLabelText(/^Role/)).toHaveValue('5'));
    expect(screen.getByLabelText(/^Role/)).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a confirmation is refused', async () => {
    api.get.mockResolvedValue(waiting());
    api.confirmRole.mockRejectedValue(
      apiError(403, {
        code: 'forbidden',
        message:
          'Your account was created by Meera Iyer, who made the first decision on this role of Ravi Kumar: an approver independent of them must confirm it',
      }),
    );
    edit();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the role Compliance for Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the role' }));
    expect(
      await screen.findByText(/^Your account was created by Meera Iyer, who made the first decision/),
    ).toBeInTheDocument();
  });

  it('a new account waiting with the role: Cancel leaves them out and returns to the list; its status is locked', async () => {
    api.get.mockResolvedValue(waiting({ new_employee: true }));
    api.sendBackRole.mockResolvedValue(makeEmployee({ status: 'Inactive' }));
    const { location } = edit();
    expect(await screen.findByText(/the account stays Inactive until a second Admin confirms it/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Status/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the role Compliance for Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the role Compliance?' });
    expect(dialog).toHaveTextContent('Ravi Kumar is not added (the account is deleted)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the role' }));
    await waitFor(() => expect(api.sendBackRole).toHaveBeenCalledWith(31, {}, 4));
    expect(await screen.findByText('Role Compliance sent back: Ravi Kumar is not added')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/employee'));
  });

  it('the asker sees the second step disabled, with the reason; staff who may not manage employees see none', async () => {
    api.get.mockResolvedValue(waiting({ by: { id: 1, name: 'Asha Admin' } }));
    edit();
    expect(await screen.findByRole('button', { name: 'Confirm the role Compliance for Ravi Kumar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel the role Compliance for Ravi Kumar' })).toBeDisabled();
  });

  it('offers no second step to a reader without employees.write', async () => {
    grant(['employees.read']);
    api.get.mockResolvedValue(waiting());
    edit();
    expect(await screen.findByRole('note')).toHaveTextContent('the role Compliance');
    expect(screen.queryByRole('button', { name: /Confirm the role/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the role/ })).not.toBeInTheDocument();
  });
});
