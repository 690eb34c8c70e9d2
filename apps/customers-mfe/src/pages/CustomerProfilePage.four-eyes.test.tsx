// Four eyes on the KYC panel: a rejection (or the approval that verifies the customer) decided once
// shows who decided and why, and offers Confirm / Send back only to someone else holding kyc.decide.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@admin/api-client/customers';
import type { KycReview, StaffUser } from '@admin/api-client';
import { apiError } from '@admin/tools/testing/api-fakes';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { makeCustomer, makeKycReview } from '../testing/fixtures';
import CustomerProfilePage from './CustomerProfilePage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/customers', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['customersApi']),
);

const api = vi.mocked(customersApi);
const KALYANI = { id: 4, name: 'Kalyani Desai' };
const PRIYA = { id: 11, name: 'Priya Raman' };
const open = () =>
  renderPage(<CustomerProfilePage />, { path: '/customers-profile/:id', url: '/customers-profile/17?tab=kyc' });
/** The PAN check rejected once by Kalyani, awaiting a second approval. */
const panAwaiting = (): KycReview => {
  const review = makeKycReview();
  return {
    ...review,
    checks: review.checks.map((c) =>
      c.verification === 'pan'
        ? {
            ...c,
            awaiting_second_approval: {
              decision: 'rejected',
              reason: 'Blurred scan',
              by: KALYANI,
              at: '2026-11-25T09:00:00.000Z',
            },
          }
        : c,
    ),
  };
};

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  signInAs({ id: PRIYA.id, name: PRIYA.name } as StaffUser);
  api.get.mockResolvedValue(makeCustomer());
  api.kycReview.mockResolvedValue(panAwaiting());
});

describe('CustomerProfilePage: KYC four eyes', () => {
  it('shows who decided first and why; a second officer confirms it', async () => {
    api.confirmKyc.mockResolvedValue(
      makeCustomer({ kyc: { ...makeCustomer().kyc!, pan_verification_status: 'rejected', status: 'rejected' } }),
    );
    open();
    const pan = (await screen.findByText(/Awaiting second approval:/)).closest('li') as HTMLElement;
    expect(pan).toHaveTextContent('Awaiting second approval: rejected by Kalyani Desai, reason: Blurred scan');
    // The check's badge says what it waits for, not the review state it keeps meanwhile.
    expect(within(pan).getByText('Awaiting second approval')).toBeInTheDocument();
    expect(within(pan).queryByText('Awaiting review')).not.toBeInTheDocument();
    // Deciding afresh waits until the first decision is confirmed or sent back.
    expect(within(pan).getByRole('button', { name: 'Approve PAN verification' })).toBeDisabled();
    expect(within(pan).getByRole('button', { name: 'Reject PAN verification' })).toBeDisabled();
    await userEvent.click(within(pan).getByRole('button', { name: 'Confirm PAN decision' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the PAN decision for Priya Sharma?' });
    expect(dialog).toHaveTextContent('Kalyani Desai rejected it (Blurred scan). It takes effect now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.confirmKyc).toHaveBeenCalledWith(17, 'pan', 1));
    expect(await screen.findByText('PAN decision confirmed')).toBeInTheDocument();
  });

  it('the first decider sees Confirm and Send back disabled, with the reason', async () => {
    signInAs({ id: KALYANI.id, name: KALYANI.name } as StaffUser);
    open();
    const confirm = await screen.findByRole('button', { name: 'Confirm PAN decision' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send back PAN decision' })).toBeDisabled();
    confirm.parentElement?.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'You made the first decision: a different staff member must confirm it or send it back.',
    );
  });

  it('sends the decision back with a reason; a refusal shows the server message', async () => {
    api.sendBackKyc.mockRejectedValueOnce(
      apiError(409, { message: 'KYC pan check is not awaiting a second approval' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send back PAN decision' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the PAN decision back?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'The scan is readable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(api.sendBackKyc).toHaveBeenCalledWith(17, 'pan', { reason: 'The scan is readable' }, 1));
    expect(await screen.findByText('KYC pan check is not awaiting a second approval')).toBeInTheDocument();
    api.sendBackKyc.mockResolvedValueOnce(makeCustomer());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('PAN decision sent back')).toBeInTheDocument();
  });

  it('once confirmed, both people stay on the check', async () => {
    const review = makeKycReview();
    api.kycReview.mockResolvedValue({
      ...review,
      checks: review.checks.map((c) =>
        c.verification === 'pan'
          ? {
              ...c,
              status: 'rejected',
              state: 'rejected',
              decided_at: '2026-11-26T09:00:00.000Z',
              decided_by: PRIYA,
              reason: 'Blurred scan',
              decision_by: { by: KALYANI, confirmed_by: PRIYA },
            }
          : c,
      ),
    });
    open();
    expect(await screen.findByText(/^Rejected by Kalyani Desai · confirmed by Priya Raman, /)).toBeInTheDocument();
  });

  it('without kyc.decide nothing of the second step is offered', async () => {
    grant(['customers.read']);
    open();
    expect(await screen.findByRole('button', { name: 'Confirm PAN decision' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send back PAN decision' })).toBeDisabled();
  });
});
