// The profile with live updates: who else has the customer open, the soft lock on Edit (someone
// else is editing: a warning naming them, "Edit anyway"), and someone else's change while the edit
// form holds input (a notice with Reload / Keep mine; what was typed stays).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@admin/api-client/customers';
import type { LiveChange } from '@admin/api-client';
import { liveBus } from '@admin/auth/singletons';
import { grant } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { makeCustomer, makeKycReview, makePortfolio } from '../testing/fixtures';
import CustomerProfilePage from './CustomerProfilePage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);
vi.mock('@admin/api-client/customers', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['customersApi']),
);

const api = vi.mocked(customersApi);
const open = () =>
  renderPage(<CustomerProfilePage />, { path: '/customers-profile/:id', url: '/customers-profile/17' });
const ravi = { id: 77, name: 'Ravi Rao' };
const presence = (editing: boolean) =>
  act(() => liveBus.emitPresence({ type: 'customer', record_id: '17', viewers: [{ ...ravi, editing }] }));
const changedByRavi = (fields: string[]): LiveChange => ({
  id: '9',
  type: 'customer',
  record_id: '17',
  action: 'update',
  fields,
  version: 2,
  by: ravi,
  at: '2026-11-29T09:00:00.000Z',
});

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  api.get.mockResolvedValue(makeCustomer());
  api.portfolio.mockResolvedValue(makePortfolio());
  api.kycReview.mockResolvedValue(makeKycReview());
});

describe('CustomerProfilePage: live', () => {
  it('names who else has the customer open, and says when they are editing', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    presence(false);
    // The notices' code loads with the first record that shows one.
    expect(await screen.findByText('Also viewing: Ravi Rao')).toBeInTheDocument();
    presence(true);
    expect(await screen.findByText('Also viewing: Ravi Rao (editing)')).toBeInTheDocument();
  });

  it('warns before editing a customer someone else is editing, naming them; Edit anyway opens the form, Cancel does not', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    presence(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Ravi Rao is editing this customer' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Priya Sharma' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Ravi Rao is editing this customer' })).getByRole(
        'button',
        {
          name: 'Edit anyway',
        },
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Edit Priya Sharma' })).toBeInTheDocument();
  });

  it('opens the form at once when nobody else is editing', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    presence(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('someone else’s change while the form holds input: a notice says who changed what; Keep mine keeps the input, Reload starts from their values', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    const address = within(dialog).getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'My new address');
    expect(api.get).toHaveBeenCalledTimes(1);

    api.get.mockResolvedValue(makeCustomer({ address: 'Their address', version: 2 }));
    act(() => liveBus.emit(changedByRavi(['address'])));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Ravi Rao changed this customer (address) on November 29, 2026');
    expect(notice).toHaveTextContent('You have unsaved changes.');
    // Nothing refetched behind the input.
    expect(api.get).toHaveBeenCalledTimes(1);
    await userEvent.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('My new address');

    act(() => liveBus.emit(changedByRavi(['address'])));
    await userEvent.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Address')).toHaveValue('Their address'));
  });
});
