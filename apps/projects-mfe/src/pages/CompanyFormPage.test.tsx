import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi } from '@admin/api-client/audit';
import { companiesApi } from '@admin/api-client/companies';
import { apiError, never, paged } from '@admin/tools/testing/api-fakes';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { renderPage } from '@admin/tools/testing/render-page';
import { aCompany } from '../testing/fixtures';
import CompanyFormPage from './CompanyFormPage';

vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);
vi.mock('@admin/api-client/companies', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['companiesApi']),
);

const permission = vi.hoisted(() => ({ write: true }));
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: (name: string) => name !== 'companies.write' || permission.write,
  useRuntimeConfig: () => ({ storage: { gatewayUrl: 'http://localhost:3000/ipfs', jwt: '' } }),
}));

beforeEach(() => {
  vi.mocked(auditApi.list).mockResolvedValue(paged([]));
});
afterEach(() => {
  vi.resetAllMocks();
  permission.write = true;
});

describe('CompanyFormPage', () => {
  it('edit: loads the company, then shows every field and each team member', async () => {
    vi.mocked(companiesApi.get).mockResolvedValue(aCompany());
    renderPage(<CompanyFormPage />, { url: '/edit-company/5', path: '/edit-company/:id' });
    expect(screen.getByText('Loading company')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Lotus Films LLP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Company' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company type/)).toHaveValue('LLP');
    expect(screen.getByLabelText(/^PAN/)).toHaveValue('ABCDE1234F');
    const second = screen.getByRole('listitem', { name: 'Team member 2' });
    expect(within(second).getByLabelText(/Name/)).toHaveValue('Dev Mehta');
    expect(within(second).getByLabelText(/Role/)).toHaveValue('Advisor');
  });

  it('read-only: titled "Company", not "Edit Company", and says once why it cannot be changed', async () => {
    permission.write = false;
    vi.mocked(companiesApi.get).mockResolvedValue(aCompany());
    renderPage(<CompanyFormPage />, { url: '/edit-company/5', path: '/edit-company/:id' });
    expect(await screen.findByDisplayValue('Lotus Films LLP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can see this company but not change it. Your role does not include “Create and edit companies”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.queryByText(/companies\.write/)).not.toBeInTheDocument();
  });

  it('edit: shows the company’s activity below the form, each change expandable', async () => {
    const renamed = auditEntry({
      action: 'update',
      record_type: 'company',
      record_id: '5',
      record_label: 'Lotus Films LLP',
      changes: [{ field: 'name', before: 'Lotus Films', after: 'Lotus Films LLP' }],
    });
    vi.mocked(auditApi.list).mockResolvedValue(paged([renamed]));
    vi.mocked(companiesApi.get).mockResolvedValue(aCompany());
    renderPage(<CompanyFormPage />, { url: '/edit-company/5', path: '/edit-company/:id' });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(panel).findByText(/^Priya \(Operations\) changed the name ·/)).toBeInTheDocument();
    expect(auditApi.list).toHaveBeenCalledWith({ record_type: 'company', record_id: '5', page: 1 });
    fireEvent.click(within(panel).getByRole('button', { name: '1 changed field' }));
    expect(within(panel).getByRole('table', { name: 'Fields changed' })).toHaveTextContent(
      'nameLotus FilmsLotus Films LLP',
    );
  });

  it('edit: a company that cannot be loaded says why', async () => {
    vi.mocked(companiesApi.get).mockRejectedValue(apiError(404, { message: 'Company not found' }));
    renderPage(<CompanyFormPage />, { url: '/edit-company/99', path: '/edit-company/:id' });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });

  it('add: validates before sending, then sends the whole record with its team', async () => {
    const create = vi.mocked(companiesApi.create).mockResolvedValue(aCompany({ id: 9 }));
    const { router } = renderPage(<CompanyFormPage />, { url: '/add-company', path: '/add-company' });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Choose a company type')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getAllByLabelText(/^Name/)[0] as HTMLElement, { target: { value: 'Banyan Partners' } });
    fireEvent.change(screen.getByLabelText(/Company type/), { target: { value: 'Partnership' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    const member = screen.getByRole('listitem', { name: 'Team member 1' });
    fireEvent.change(within(member).getByLabelText(/Name/), { target: { value: 'Asha Rao' } });
    fireEvent.change(within(member).getByLabelText(/Role/), { target: { value: 'Board Member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      name: 'Banyan Partners',
      type: 'Partnership',
      status: 'Active',
      pan_number: null,
      team_members: [{ name: 'Asha Rao', role: 'Board Member', email: null }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
  });

  it('add: a refused save shows the server’s message and keeps what was typed', async () => {
    vi.mocked(companiesApi.create).mockRejectedValue(apiError(400, { message: 'email: Invalid email address' }));
    renderPage(<CompanyFormPage />, { url: '/add-company', path: '/add-company' });
    fireEvent.change(screen.getAllByLabelText(/^Name/)[0] as HTMLElement, { target: { value: 'Kept LLP' } });
    fireEvent.change(screen.getByLabelText(/Company type/), { target: { value: 'LLP' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findAllByText('email: Invalid email address')).not.toHaveLength(0);
    expect(screen.getAllByLabelText(/^Name/)[0]).toHaveValue('Kept LLP');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Pune');
  });

  it('add: starts empty with no call for a record', () => {
    const get = vi.mocked(companiesApi.get).mockReturnValue(never());
    renderPage(<CompanyFormPage />, { url: '/add-company', path: '/add-company' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Company' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
