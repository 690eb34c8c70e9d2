import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi } from '@admin/api-client/audit';
import { customersApi } from '@admin/api-client/customers';
import { messagesApi } from '@admin/api-client/messages';
import type { CustomerMessage, OrderStatus } from '@admin/api-client';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { grant } from '@admin/tools/testing/fake-auth';
import { makeCustomer, makeKycReview, makePortfolio, REVEALED } from '../testing/fixtures';
import { renderPage } from '@admin/tools/testing/render-page';
import CustomerProfilePage from './CustomerProfilePage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);
vi.mock('@admin/api-client/customers', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['customersApi']),
);
vi.mock('@admin/api-client/messages', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['messagesApi']),
);

const api = vi.mocked(customersApi);
const open = (tab?: string) =>
  renderPage(<CustomerProfilePage />, {
    path: '/customers-profile/:id',
    url: `/customers-profile/17${tab ? `?tab=${tab}` : ''}`,
  });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  api.get.mockResolvedValue(makeCustomer());
  api.portfolio.mockResolvedValue(makePortfolio());
  api.reveal.mockResolvedValue(REVEALED);
  api.kycReview.mockResolvedValue(makeKycReview());
  vi.mocked(messagesApi.list).mockResolvedValue(paged<CustomerMessage>([]));
});

describe('CustomerProfilePage: account', () => {
  it('shows a spinner, then the account with its statuses', async () => {
    open();
    expect(screen.getByText('Loading customer')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
    expect(api.get).toHaveBeenCalledWith(17);
    for (const text of [
      '+91 7000000001',
      'priya@example.com (verified)',
      '12 MG Road, Pune',
      'English',
      'PRIYA17',
      '₹1,500.50',
      'Not connected',
      'March 5, 2026',
      'April 12, 1990',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Customer').length).toBeGreaterThan(0);
  });

  it('shows PAN and bank details masked as the API answers them, until a user with customers.reveal asks the API for them', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
    expect(screen.getByText('••••••234F')).toBeInTheDocument();
    expect(screen.getByText('••••••••7890')).toBeInTheDocument();
    expect(api.reveal).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show PAN and bank details' }));
    expect(await screen.findByText('ABCDE1234F')).toBeInTheDocument();
    expect(api.reveal).toHaveBeenCalledWith(17);
    expect(screen.getByText('001234567890')).toBeInTheDocument();
    expect(screen.getByText('HDFC0001234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide PAN and bank details' }));
    expect(screen.queryByText('ABCDE1234F')).not.toBeInTheDocument();
    expect(screen.getByText('••••••234F')).toBeInTheDocument();
  });

  it('toasts the server message when the reveal is refused, and the values stay masked', async () => {
    api.reveal.mockRejectedValue(
      apiError(403, {
        message: 'Missing permission: customers.reveal',
        code: 'forbidden',
        permission: 'customers.reveal',
      }),
    );
    open();
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
    await userEvent.click(await screen.findByRole('button', { name: 'Show PAN and bank details' }));
    expect(
      await screen.findByText("Your role does not include “See customers' PAN and bank details unmasked”."),
    ).toBeInTheDocument();
    expect(screen.getByText('••••••234F')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show PAN and bank details' })).toBeEnabled();
  });

  it('without customers.reveal the details stay masked and the button is disabled', async () => {
    grant(['customers.read', 'customers.write']);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
    expect(screen.getByRole('button', { name: 'Show PAN and bank details' })).toBeDisabled();
    expect(screen.getByText('••••••234F')).toBeInTheDocument();
    expect(api.reveal).not.toHaveBeenCalled();
  });

  it('shows the server message, or the fallback, with Retry when the account fails to load', async () => {
    api.get.mockRejectedValueOnce(apiError(404, { message: 'Customer not found' }));
    open();
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    api.get.mockResolvedValueOnce(makeCustomer());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
  });

  it('edits the account: validated first, then PUT with the changed fields and a toast', async () => {
    api.update.mockResolvedValue(makeCustomer({ address: '1 Park Street, Kolkata' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    const pan = within(dialog).getByLabelText(/^PAN/);
    await userEvent.clear(pan);
    await userEvent.type(pan, 'BAD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('A PAN is 5 letters, 4 digits and a letter (ABCDE1234F)'),
    ).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    await userEvent.clear(pan);
    await userEvent.type(pan, 'abcde1234f');
    const address = within(dialog).getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, '1 Park Street, Kolkata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        17,
        expect.objectContaining({ address: '1 Park Street, Kolkata', pan_number: 'ABCDE1234F', name: 'Priya Sharma' }),
        1,
      ),
    );
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not send the masked PAN it was given as a change: left as shown, pan_number stays out of the request', async () => {
    api.update.mockResolvedValue(makeCustomer({ address: '1 Park Street, Kolkata' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    expect(within(dialog).getByLabelText(/^PAN/)).toHaveValue('••••••234F');
    expect(
      within(dialog).getByText('Shown masked: leave it to keep the PAN, or type the new one (ABCDE1234F)'),
    ).toBeInTheDocument();
    const address = within(dialog).getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, '1 Park Street, Kolkata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    const [, body] = api.update.mock.calls[0]!;
    expect(body).toMatchObject({ address: '1 Park Street, Kolkata', name: 'Priya Sharma' });
    expect(body).not.toHaveProperty('pan_number');
  });

  it('refuses a PAN that is neither the masked copy left as it is nor a real PAN', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    const pan = within(dialog).getByLabelText(/^PAN/);
    await userEvent.type(pan, 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('A PAN is 5 letters, 4 digits and a letter (ABCDE1234F)'),
    ).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server message when a save fails', async () => {
    api.update.mockRejectedValue(apiError(400, { message: 'email: Invalid email address' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya S.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('email: Invalid email address')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Priya S.');
  });

  it('deactivates after a confirmation naming the customer', async () => {
    api.update.mockResolvedValue(makeCustomer({ status: 'Inactive' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Priya Sharma?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(17, { status: 'Inactive' }, 1));
    expect(await screen.findByText('Priya Sharma deactivated')).toBeInTheDocument();
  });

  it('without customers.write, Edit and Deactivate are disabled', async () => {
    grant(['customers.read']);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await screen.findByRole('tabpanel'); // the tabs' code loads lazily
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  });
});

describe('CustomerProfilePage: KYC', () => {
  it("shows each check's state, what was submitted and when, and who decided it, when and why", async () => {
    open('kyc');
    const list = await screen.findByRole('list', { name: 'KYC verifications' });
    const item = (name: string) => within(list).getByRole('listitem', { name });
    await waitFor(() => expect(item('PAN')).toHaveTextContent('Awaiting review'));
    expect(item('PAN')).toHaveTextContent('2 files, submitted March 6, 2026, 3:00 PM IST');
    expect(item('Video')).toHaveTextContent('Not submitted');
    expect(item('Video')).toHaveTextContent('Nothing submitted yet');
    expect(item('Email')).toHaveTextContent('Verified by Asha Admin, March 7, 2026, 4:45 PM IST');
    expect(item('Email')).toHaveTextContent('Reason: The documents match the application.');
    expect(item('Aadhaar')).toHaveTextContent('1 file, submitted March 5, 2026, 3:30 PM IST');
    expect(screen.getByRole('button', { name: 'Approve Email verification' })).toBeDisabled();
  });

  it('offers Send message beside a decided check, naming it, and in the header; disabled with the reason for a role without messages.send', async () => {
    open('kyc');
    const list = await screen.findByRole('list', { name: 'KYC verifications' });
    const email = await within(list).findByRole('button', { name: 'Send message about the Email decision' });
    expect(email).toBeEnabled();
    expect(within(list).queryByRole('button', { name: 'Send message about the PAN decision' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("opens a check's evidence in a side panel (PDF and image inline) and decides from it", async () => {
    const fetchPdf = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    vi.stubGlobal('fetch', fetchPdf);
    URL.createObjectURL = vi.fn(() => 'blob:pan-card-pdf');
    api.decideKyc.mockResolvedValue(
      makeCustomer({ kyc: { ...makeCustomer().kyc!, pan_verification_status: 'verified' } }),
    );
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View PAN evidence' }));
    const panel = await screen.findByRole('dialog', { name: 'PAN evidence of Priya Sharma' });
    expect(panel).toHaveAccessibleDescription('Submitted March 6, 2026, 3:00 PM IST');
    const pdf = await within(panel).findByTitle('pan-card.pdf (PDF)');
    expect(pdf.tagName).toBe('IFRAME');
    expect(pdf).toHaveAttribute('src', 'blob:pan-card-pdf');
    expect(fetchPdf).toHaveBeenCalledWith('http://localhost:3000/ipfs/bafkreipanpdf?upload=2', expect.anything());
    expect(within(panel).getByRole('img', { name: 'PAN evidence: pan-card.jpg' })).toHaveAttribute(
      'src',
      'http://localhost:3000/ipfs/bafkreipanjpg?upload=3',
    );
    expect(within(panel).getByRole('link', { name: 'Open pan-card.jpg in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve PAN' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the PAN verification of Priya Sharma?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve PAN' }));
    await waitFor(() => expect(api.decideKyc).toHaveBeenCalledWith(17, { verification: 'pan', status: 'verified' }, 1));
    // The review is read again, so the check shows its decision.
    await waitFor(() => expect(api.kycReview).toHaveBeenCalledTimes(2));
    vi.unstubAllGlobals();
  });

  it('plays a video check with controls', async () => {
    const review = makeKycReview();
    review.checks[3] = {
      ...review.checks[3]!,
      status: 'rejected',
      state: 'rejected',
      submitted_at: '2026-03-06T09:30:00.000Z',
      decided_at: '2026-03-07T11:15:00.000Z',
      decided_by: { id: 5, name: 'Kavya Rao' },
      reason: 'Face not visible',
      files: [
        {
          id: 9,
          name: 'video-kyc.webm',
          content_type: 'video/webm',
          size: 4229,
          url: 'http://localhost:3000/ipfs/bafkreivideo?upload=9',
          submitted_at: '2026-03-06T09:30:00.000Z',
        },
      ],
    };
    api.kycReview.mockResolvedValue(review);
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View Video evidence' }));
    const panel = await screen.findByRole('dialog', { name: 'Video evidence of Priya Sharma' });
    expect(panel).toHaveTextContent('Rejected by Kavya Rao, March 7, 2026, 4:45 PM IST');
    expect(panel).toHaveTextContent('Reason: Face not visible');
    const video = panel.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'http://localhost:3000/ipfs/bafkreivideo?upload=9');
    expect(video).toHaveAccessibleName('Video evidence: video-kyc.webm');
    expect(within(panel).getByRole('button', { name: 'Reject Video' })).toBeDisabled();
  });

  it('without kyc.decide the evidence lists its files without opening them, and nothing can be decided', async () => {
    grant(['customers.read']);
    api.kycReview.mockResolvedValue(
      makeKycReview({
        evidence_visible: false,
        checks: makeKycReview().checks.map((c) => ({ ...c, files: c.files.map((f) => ({ ...f, url: null })) })),
      }),
    );
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View PAN evidence' }));
    const panel = await screen.findByRole('dialog', { name: 'PAN evidence of Priya Sharma' });
    expect(panel).toHaveTextContent('Only staff who decide KYC can open identity documents.');
    expect(panel).toHaveTextContent('pan-card.pdf');
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(panel.querySelector('iframe')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Approve PAN' })).not.toBeInTheDocument();
  });

  it('staff with customers.write add evidence for the customer, and the review is read again', async () => {
    api.addKycEvidence.mockResolvedValue(makeKycReview().checks[3]!);
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View Video evidence' }));
    const panel = await screen.findByRole('dialog', { name: 'Video evidence of Priya Sharma' });
    const input = within(panel).getByLabelText('Add files for the customer');
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm,video/quicktime');
    expect(input).toHaveAccessibleDescription(/Videos \(MP4, WebM, MOV\), up to 5 files of 25 MB/);
    const recording = new File(['webm'], 'selfie.webm', { type: 'video/webm' });
    await userEvent.upload(input, recording);
    await waitFor(() => expect(api.addKycEvidence).toHaveBeenCalledWith(17, 'video', [recording]));
    expect(await screen.findByText('File added to Video')).toBeInTheDocument();
    await waitFor(() => expect(api.kycReview).toHaveBeenCalledTimes(2));
  });

  it('toasts the server message when evidence is refused, and without customers.write offers no upload', async () => {
    api.addKycEvidence.mockRejectedValue(
      apiError(400, { message: 'file: the file is not a valid PDF (it does not start with a PDF header)' }),
    );
    const { unmount } = open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View PAN evidence' }));
    const panel = await screen.findByRole('dialog', { name: 'PAN evidence of Priya Sharma' });
    await userEvent.upload(
      within(panel).getByLabelText('Add files for the customer'),
      new File(['<html>'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('file: the file is not a valid PDF (it does not start with a PDF header)'),
    ).toBeInTheDocument();
    unmount();
    grant(['customers.read', 'kyc.decide']);
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'View PAN evidence' }));
    const readOnly = await screen.findByRole('dialog', { name: 'PAN evidence of Priya Sharma' });
    expect(within(readOnly).queryByLabelText('Add files for the customer')).not.toBeInTheDocument();
  });

  it('shows the server message when the review cannot be read', async () => {
    api.kycReview.mockRejectedValue(apiError(500, { message: 'Database unavailable' }));
    open('kyc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'View PAN evidence' })).toBeDisabled();
  });

  it('approves a verification after confirming, and the overall status follows the answer', async () => {
    api.decideKyc.mockResolvedValue(
      makeCustomer({ kyc: { ...makeCustomer().kyc!, pan_verification_status: 'verified' } }),
    );
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve PAN verification' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the PAN verification of Priya Sharma?' });
    api.get.mockResolvedValue(
      makeCustomer({
        kyc: {
          ...makeCustomer().kyc!,
          pan_verification_status: 'verified',
          video_verification_status: 'verified',
          status: 'verified',
        },
      }),
    );
    api.kycReview.mockResolvedValue(
      makeKycReview({
        status: 'verified',
        checks: makeKycReview().checks.map((c) => ({ ...c, status: 'verified', state: 'approved' })),
      }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve PAN' }));
    await waitFor(() => expect(api.decideKyc).toHaveBeenCalledWith(17, { verification: 'pan', status: 'verified' }, 1));
    expect(await screen.findByText('PAN verification approved')).toBeInTheDocument();
    // The four rows, the panel's overall status and the header's.
    await waitFor(() => expect(screen.getAllByText('Verified').length).toBe(6));
  });

  it('needs a reason to reject, then sends it', async () => {
    api.decideKyc.mockResolvedValue(makeCustomer());
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Video verification' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject the Video verification of Priya Sharma?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject Video' }));
    expect(await within(confirm).findByText('A reason is required to reject.')).toBeInTheDocument();
    expect(api.decideKyc).not.toHaveBeenCalled();
    await userEvent.type(within(confirm).getByLabelText('Reason (required)'), 'Face not visible');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject Video' }));
    await waitFor(() =>
      expect(api.decideKyc).toHaveBeenCalledWith(
        17,
        { verification: 'video', status: 'rejected', comment: 'Face not visible' },
        1,
      ),
    );
    // The check stays pending in the answer: a rejection waits for a second staff member.
    expect(await screen.findByText('Video rejection awaiting a second approval')).toBeInTheDocument();
  });

  it('toasts the server message when a decision fails and keeps the dialog open', async () => {
    api.decideKyc.mockRejectedValue(
      apiError(403, { message: 'You do not have permission: kyc.decide', code: 'forbidden' }),
    );
    open('kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve PAN verification' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve PAN' }));
    expect(await screen.findByText('You do not have permission: kyc.decide')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('without kyc.decide the decisions are disabled', async () => {
    grant(['customers.read']);
    open('kyc');
    expect(await screen.findByRole('button', { name: 'Approve PAN verification' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject PAN verification' })).toBeDisabled();
  });
});

describe('CustomerProfilePage: portfolio', () => {
  it('shows committed and paid apart where they differ, each saying what it counts; orders with the status badge', async () => {
    open('portfolio');
    const figures = await screen.findByLabelText('Portfolio figures');
    expect(figures).toHaveTextContent('Committed₹1,25,000.002 orders booked, not cancelled or refunded');
    expect(figures).toHaveTextContent('Paid₹1,00,000.001 order with payment done or tokens transferred');
    expect(figures).toHaveTextContent("Current value₹1,20,000.00Paid units at each project's current token price");
    expect(figures).toHaveTextContent('Total returns₹20,000.00Current value minus paid');
    // Units follow the same rule as money, and show decimals only when they have them.
    expect(figures).toHaveTextContent('Units committed15Units of the committed orders');
    expect(figures).toHaveTextContent('Units paid10Units of the paid orders');
    expect(figures).toHaveTextContent('Projects2Projects with committed orders');
    const perProject = screen.getByRole('table', { name: 'Per project' });
    expect(within(perProject).getByRole('row', { name: /Skyline Film/ })).toHaveTextContent(
      'Skyline Film10₹1,00,000.0010₹1,00,000.00₹1,20,000.00',
    );
    expect(within(perProject).getByRole('row', { name: /Raga Album/ })).toHaveTextContent(
      'Raga Album5₹25,000.000₹0.00₹0.00',
    );
    const orders = screen.getByRole('table', { name: 'Portfolio orders' });
    expect(within(orders).getByRole('link', { name: '#501' })).toHaveAttribute('href', '/order-details/501');
    const paid = within(orders).getByRole('row', { name: /#501/ });
    expect(paid).toHaveTextContent(
      '#501Skyline FilmFull Payment DoneCommitted and paid10₹1,00,000.00February 1, 2026February 3, 2026',
    );
    expect(within(paid).getByText('Full Payment Done')).toHaveAttribute('data-tone', 'success');
    expect(within(orders).getByRole('row', { name: /#502/ })).toHaveTextContent('Committed, not paid yet');
  });

  it('booked orders not yet paid: committed money and units beside ₹0.00 paid, and no chart over zeros but why', async () => {
    const order = (id: number, status: OrderStatus, units: string, amount: string) => ({
      id,
      status,
      property_id: 12,
      no_sqyds: units,
      total_amount: amount,
      created_at: '2026-02-10T00:00:00.000Z',
      updated_at: '2026-02-10T00:00:00.000Z',
      user_name: 'Priya Sharma',
      user_id: 17,
      property_name: 'Raga Album',
    });
    api.portfolio.mockResolvedValue(
      makePortfolio({
        orders: [
          order(601, 'Booked', '178.00', '500000.00'),
          order(602, 'Full_Payment_Pending', '120.50', '280000.00'),
          order(603, 'Refunded', '10.00', '9000.00'),
        ],
        total_sqyds: '0.00',
        current_value: '0.00',
        total_invested_amount: '0.00',
        total_returns: '0.00',
        committed_sqyds: '298.50',
        committed_amount: '780000.00',
        my_investments: 1,
        projects: [
          {
            property_id: 12,
            property_name: 'Raga Album',
            committed_sqyds: '298.50',
            committed_amount: '780000.00',
            total_sqyds: '0.00',
            total_invested_amount: '0.00',
            current_value: '0.00',
          },
        ],
      }),
    );
    open('portfolio');
    const figures = await screen.findByLabelText('Portfolio figures');
    expect(figures).toHaveTextContent('Committed₹7,80,000.002 orders booked, not cancelled or refunded');
    expect(figures).toHaveTextContent('Paid₹0.000 orders with payment done or tokens transferred');
    expect(figures).toHaveTextContent('Units committed298.5');
    expect(figures).toHaveTextContent('Units paid0');
    expect(
      screen.getByText(
        /No chart yet: it compares what was paid for each project with its current value, and none of the 2 committed orders are paid/,
      ),
    ).toHaveTextContent('₹7,80,000.00 is committed and waiting for payment.');
    expect(screen.queryByText('The figures are in the table below.')).not.toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Portfolio orders' });
    expect(within(orders).getByRole('row', { name: /#601/ })).toHaveTextContent(
      '#601Raga AlbumBookedCommitted, not paid yet178₹5,00,000.00',
    );
    expect(within(orders).getByRole('row', { name: /#603/ })).toHaveTextContent('RefundedNot counted');
  });

  it('every committed order paid: one Invested figure and Units held, and the chart', async () => {
    api.portfolio.mockResolvedValue(
      makePortfolio({
        orders: [makePortfolio().orders[0]!],
        total_sqyds: '10.00',
        committed_sqyds: '10.00',
        committed_amount: '100000.00',
        my_investments: 1,
        projects: [makePortfolio().projects[1]!],
      }),
    );
    open('portfolio');
    const figures = await screen.findByLabelText('Portfolio figures');
    expect(figures).toHaveTextContent('Invested₹1,00,000.001 order, all paid');
    expect(figures).toHaveTextContent('Units held10Units of the paid orders');
    expect(figures).not.toHaveTextContent('Committed');
    expect(await screen.findByText('The figures are in the table below.')).toBeInTheDocument();
    expect(screen.queryByText(/No chart yet/)).not.toBeInTheDocument();
  });

  it('says so when the customer holds nothing', async () => {
    api.portfolio.mockResolvedValue(
      makePortfolio({
        orders: [],
        projects: [],
        my_investments: 0,
        total_sqyds: '0.00',
        current_value: '0.00',
        total_invested_amount: '0.00',
        total_returns: '0.00',
        committed_sqyds: '0.00',
        committed_amount: '0.00',
      }),
    );
    open('portfolio');
    expect(await screen.findByText('No projects held')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it("fails with the spec's 'error' and retries", async () => {
    api.portfolio.mockRejectedValueOnce(apiError(500));
    open('portfolio');
    expect(await screen.findByText('error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Portfolio figures')).toBeInTheDocument();
  });
});

describe('CustomerProfilePage: comments', () => {
  it('shows the history and adds a comment', async () => {
    api.get.mockResolvedValue(
      makeCustomer({
        comments: [
          {
            id: 1,
            comment: 'Called about KYC',
            created_by: 1,
            created_by_name: 'Asha Admin',
            created_at: '2026-03-06T09:30:00.000Z',
          },
        ],
      }),
    );
    api.addComment.mockResolvedValue(makeCustomer());
    open('comments');
    // The author by name, not by a staff number.
    expect((await screen.findByText('Called about KYC')).nextElementSibling).toHaveTextContent(/· Asha Admin$/);
    expect(screen.queryByText(/staff #/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Write a comment first.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Asked for a clearer PAN photo');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith(17, 'Asked for a clearer PAN photo'));
    expect(api.update).not.toHaveBeenCalled();
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
  });

  it('lets Support (customers.comment without customers.write) add a comment, and tells a role without it why there is no box', async () => {
    grant(['customers.read', 'customers.comment']);
    api.addComment.mockResolvedValue(makeCustomer());
    const first = open('comments');
    await userEvent.type(await screen.findByLabelText('Add a comment'), 'Customer called twice about the PAN check');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith(17, 'Customer called twice about the PAN check'));
    first.unmount();
    grant(['customers.read', 'customers.write']);
    open('comments');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'You can read these comments but not add one. Your role does not include “Add comments on customers”.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there are none, and keeps the text when adding fails', async () => {
    api.addComment.mockRejectedValue(apiError(500));
    open('comments');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Note');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Note');
  });
});

describe('CustomerProfilePage: activity', () => {
  it('lists the customer’s history in its tab, and a KYC decision made on the page shows there', async () => {
    const user = userEvent.setup();
    const edited = auditEntry({
      action: 'update',
      record_type: 'customer',
      record_id: '17',
      record_label: 'Priya Sharma',
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
      changes: [{ field: 'email', before: 'p@example.com', after: 'priya@example.com' }],
    });
    const approved = auditEntry({
      action: 'decision',
      record_type: 'customer',
      record_id: '17',
      record_label: 'Priya Sharma',
      actor: { id: 5, name: 'Meera', role: 'Compliance' },
      changes: [{ field: 'pan_verification_status', before: 'pending', after: 'verified' }],
    });
    vi.mocked(auditApi.list)
      .mockResolvedValueOnce(paged([edited]))
      .mockResolvedValue(paged([approved, edited]));
    // The answer carries the check as decided (one decision suffices for this one).
    api.decideKyc.mockResolvedValue(
      makeCustomer({ kyc: { ...makeCustomer().kyc!, pan_verification_status: 'verified' } }),
    );
    const { queryClient } = open('activity');
    // As in the suite: what was fetched stays fresh for 30 s unless a change marks it stale.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(panel).findByText(/Asha Admin \(Admin\) changed the email ·/)).toBeInTheDocument();
    expect(auditApi.list).toHaveBeenCalledWith({ record_type: 'customer', record_id: '17', page: 1 });

    await user.click(screen.getByRole('tab', { name: 'KYC' }));
    await user.click(await screen.findByRole('button', { name: 'Approve PAN verification' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve PAN' }));
    expect(await screen.findByText('PAN verification approved')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(
      await screen.findByText(/Meera \(Compliance\) approved the PAN check of Priya Sharma ·/),
    ).toBeInTheDocument();
  });
});

describe('CustomerProfilePage: messages', () => {
  it("lists the customer's messages in their tab, their orders' linked, a failed one with its reason and Retry", async () => {
    vi.mocked(messagesApi.list).mockResolvedValue(
      paged<CustomerMessage>([
        {
          id: 4,
          message_id: '<m@example.com>',
          customer_id: 17,
          order_id: 41,
          template_name: 'Payment reminder',
          template_id: 3,
          channel: 'sms',
          to: '••••••••••0001',
          subject: null,
          cause: { kind: 'staff', id: 2, name: 'Sam Support' },
          status: 'bounced',
          attempts: 1,
          failure_reason: '550 No such number',
          created_at: '2026-11-22T05:00:00.000Z',
          sent_at: null,
          next_attempt_at: null,
        },
      ]),
    );
    open('messages');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(list).toHaveTextContent('Payment reminder · Order #41');
    expect(within(list).getByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/order-details/41');
    expect(list).toHaveTextContent('SMS to ••••••••••0001 · Sam Support');
    expect(list).toHaveTextContent('Reason: 550 No such number');
    expect(list).toHaveTextContent('November 22, 2026');
    expect(within(list).getByRole('button', { name: /^Retry/ })).toBeEnabled();
    expect(messagesApi.list).toHaveBeenCalledWith('customer', 17, { page: 1, limit: 10 });
  });

  it('a role without messages.send (Manager) sees Send message and Retry disabled', async () => {
    grant(['customers.read', 'orders.read']);
    vi.mocked(messagesApi.list).mockResolvedValue(
      paged<CustomerMessage>([
        {
          id: 4,
          message_id: '<m@example.com>',
          customer_id: 17,
          order_id: null,
          template_name: 'Welcome email',
          template_id: 1,
          channel: 'email',
          to: 'p•••••@example.com',
          subject: 'Welcome',
          cause: { kind: 'staff', id: 2, name: 'Sam Support' },
          status: 'failed',
          attempts: 5,
          failure_reason: 'timeout',
          created_at: '2026-11-22T05:00:00.000Z',
          sent_at: null,
          next_attempt_at: null,
        },
      ]),
    );
    open('messages');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(within(list).getByRole('button', { name: /^Retry/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});
