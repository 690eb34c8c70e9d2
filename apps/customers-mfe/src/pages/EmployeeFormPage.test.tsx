import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi, employeesApi, rolesApi, sessionsApi } from '@admin/api-client';
import type { UserSession } from '@admin/api-client';
import { auditEntry } from '../../../../tools/testing/audit-entries';
import { grant, signInAs } from '../../../../tools/testing/fake-auth';
import { makeEmployee, makeStaffUser, ROLES } from '../testing/fixtures';
import { renderPage } from '../../../../tools/testing/render-page';
import EmployeeFormPage from './EmployeeFormPage';
import { apiError, paged } from '../../../../tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('../../../../tools/testing/fake-auth'));
vi.mock('@admin/api-client', async (original) =>
  (await import('../../../../tools/testing/api-fakes')).mockCalls(original, [
    'employeesApi',
    'rolesApi',
    'sessionsApi',
    'auditApi',
  ]),
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
    created_at: '2026-11-02T08:00:00.000Z',
    last_seen_at: '2026-11-22T16:00:00.000Z',
    current: false,
  };
  const phone: UserSession = { ...laptop, id: '44444444-4444-4444-8444-444444444444', device: 'Chrome on Android' };
  const sessions = vi.mocked(sessionsApi);

  it('lists where the employee is signed in and signs one session out after a confirmation', async () => {
    api.get.mockResolvedValue(makeEmployee());
    sessions.listOfEmployee.mockResolvedValueOnce([laptop, phone]).mockResolvedValue([phone]);
    sessions.signOutOfEmployee.mockResolvedValue({ revoked: 1 });
    edit();
    const region = await screen.findByRole('region', { name: 'Where Ravi Kumar is signed in' });
    expect(await within(region).findByText('Safari on macOS')).toBeInTheDocument();
    expect(within(region).getAllByText('Signed in November 2, 2026 · Last seen November 22, 2026')).toHaveLength(2);
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
