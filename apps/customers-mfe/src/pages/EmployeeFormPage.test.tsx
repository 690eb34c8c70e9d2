import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { employeesApi, rolesApi } from '@admin/api-client';
import type * as ApiClient from '@admin/api-client';
import { grant, signInAs } from '../testing/fake-auth';
import { apiError, makeEmployee, makeStaffUser, paged, ROLES } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import EmployeeFormPage from './EmployeeFormPage';

vi.mock('@admin/auth', () => import('../testing/fake-auth'));
vi.mock('@admin/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return { ...actual, employeesApi: { list: vi.fn(), remove: vi.fn(), get: vi.fn(), create: vi.fn(), update: vi.fn() }, rolesApi: { ...actual.rolesApi, list: vi.fn() } };
});

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
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(31, expect.objectContaining({ role: 4, status: 'Active', name: 'Ravi Kumar' }), 1));
    expect(await screen.findByText('Ravi Kumar saved')).toBeInTheDocument();
  });

  it('does not let you change your own role or status, and does not send them', async () => {
    signInAs(makeStaffUser({ id: 31 }));
    api.get.mockResolvedValue(makeEmployee());
    api.update.mockResolvedValue(makeEmployee());
    edit();
    expect(await screen.findByLabelText(/^Role/)).toBeDisabled();
    expect(screen.getByLabelText(/^Status/)).toBeDisabled();
    expect(screen.getByText('You cannot change your own role or status: ask another administrator.')).toBeInTheDocument();
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
