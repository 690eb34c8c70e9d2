import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi } from '@admin/api-client/audit';
import { ordersApi } from '@admin/api-client/orders';
import { messagesApi } from '@admin/api-client/messages';
import type { AuditEntry, CustomerMessage, Order } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { liveBus } from '@admin/auth/singletons';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { apiError, deferred, paged } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { anOrder } from '../testing/fixtures';
import OrderDetailPage from './OrderDetailPage';

vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);
vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);
vi.mock('@admin/api-client/messages', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['messagesApi']),
);
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: vi.fn(() => true),
}));

const get = vi.mocked(ordersApi.get);
const setStatus = vi.mocked(ordersApi.setStatus);
const setTime = vi.mocked(ordersApi.setTime);
const uploadCover = vi.mocked(ordersApi.uploadCover);
const history = vi.mocked(auditApi.list);
const noHistory = paged<AuditEntry>([]);
const show = (id = 41) => renderPage(<OrderDetailPage />, { url: `/order-details/${id}`, path: '/order-details/:id' });
const header = () => screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!;
const messages = vi.mocked(messagesApi.list);
/** The header's status moves (Send message stands beside them). */
const moves = () =>
  within(header())
    .queryAllByRole('button')
    .filter((button) => button.textContent !== 'Send message');

beforeEach(() => {
  vi.mocked(usePermission).mockReturnValue(true);
  for (const fn of [get, setStatus, setTime, uploadCover]) fn.mockReset();
  history.mockReset().mockResolvedValue(noHistory);
  messages.mockReset().mockResolvedValue(paged<CustomerMessage>([]));
});
afterEach(clearToasts);

describe('/order-details/{id}', () => {
  it('shows a skeleton while the order loads, then its customer, project, amounts and timeline', async () => {
    const answer = deferred<Order>();
    get.mockReturnValue(answer.promise);
    show();
    expect(screen.getByLabelText('Loading the order')).toHaveAttribute('aria-busy', 'true');
    answer.resolve(anOrder({ document_sign_time: '2026-11-23T05:30:00.000Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #41' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(41);
    expect(
      within(screen.getByRole('region', { name: 'Customer' })).getByRole('link', { name: 'Riya Sharma' }),
    ).toHaveAttribute('href', '/customers-profile/7');
    expect(screen.getByRole('region', { name: 'Project' })).toHaveTextContent('Monsoon Diaries');
    // The phone with its country code, as staff dial it.
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(/Phone\s*\+91 7000000007/);
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent(/Units\s*4Price/);
    expect(amounts).toHaveTextContent('₹250.00');
    expect(amounts).toHaveTextContent('₹1,000.00');
    expect(amounts).toHaveTextContent('₹100.00');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent(/Investment deadline\s*November 29, 2026/);
    expect(timeline).toHaveTextContent(/Document signed\s*November 23, 2026/);
    expect(timeline).toHaveTextContent(/Payment\s*Not set/);
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('No cover document yet.');
  });

  it('an order past its deadline unpaid says "Overdue" beside its status; once paid it does not', async () => {
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    get.mockResolvedValue(anOrder({ status: 'Full_Payment_Pending', investment_deadline_time: past }));
    const { unmount } = show();
    await screen.findByRole('heading', { level: 1, name: 'Order #41' });
    expect(within(header()).getByText('Overdue')).toBeInTheDocument();
    unmount();
    get.mockResolvedValue(anOrder({ status: 'Full_Payment_Done', investment_deadline_time: past }));
    show();
    await screen.findByRole('heading', { level: 1, name: 'Order #41' });
    expect(within(header()).getByText('Full Payment Done')).toBeInTheDocument();
    expect(within(header()).queryByText('Overdue')).toBeNull();
  });

  it("a failed load says 'Error' (or the server's message) with Retry", async () => {
    get.mockRejectedValueOnce(apiError(500));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error/);
    get.mockRejectedValueOnce(apiError(404, { message: 'Order not found' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('offers only the moves the transition table allows', async () => {
    get.mockResolvedValue(anOrder({ status: 'Full_Payment_Pending' }));
    show();
    await screen.findByRole('heading', { level: 1, name: 'Order #41' });
    expect(moves().map((b) => b.textContent)).toEqual(['Move to Full Payment Done', 'Raise cancel request']);
  });

  it('a final status offers no move; a raised cancel request links to its request', async () => {
    get.mockResolvedValue(anOrder({ status: 'Token_Transfer' }));
    const first = show();
    await screen.findByRole('heading', { level: 1, name: 'Order #41' });
    expect(moves()).toHaveLength(0);
    // Past requests of the order are decided ones: the link asks for every status, not the Pending queue.
    expect(screen.getByRole('link', { name: 'Cancel requests of this order' })).toHaveAttribute(
      'href',
      '/cancel?order_id=41&status=all',
    );
    first.unmount();

    get.mockResolvedValue(anOrder({ status: 'Cancel_Request_Raised' }));
    show();
    expect(await screen.findByRole('link', { name: 'View the cancel request' })).toHaveAttribute(
      'href',
      '/cancel?order_id=41',
    );
    expect(moves()).toHaveLength(0);
    expect(header()).toHaveTextContent('Cancelled Request');
  });

  it('a refunded order offers no payment step: its timeline ends with the refund, and no time is offered to set', async () => {
    get.mockResolvedValue(anOrder({ status: 'Refunded', payment_time: null, updated_at: '2026-11-24T06:30:00.000Z' }));
    show();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).queryByText('Payment')).not.toBeInTheDocument();
    expect(within(timeline).getByText('Refunded')).toBeInTheDocument();
    expect(within(timeline).getByText('No payment due')).toBeInTheDocument();
    expect(within(timeline).queryByRole('button', { name: /^Set / })).not.toBeInTheDocument();
    expect(moves()).toHaveLength(0);
  });

  it('moves the status after a confirmation and shows the result', async () => {
    get.mockResolvedValue(anOrder());
    setStatus.mockResolvedValue(anOrder({ status: 'Document_Signature_Pending' }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Document Signature Pending' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Move order #41 to Document Signature Pending?');
    get.mockResolvedValue(anOrder({ status: 'Document_Signature_Pending' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(setStatus).toHaveBeenCalledWith({ order_id: 41, status: 'Document_Signature_Pending' }, 3);
    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    await waitFor(() => expect(header()).toHaveTextContent('Document Signature Pending'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the order’s activity below it, and a status change made here appears there at once', async () => {
    const booked = auditEntry({
      record_id: '41',
      record_label: 'Order #41',
      action: 'create',
      changes: [],
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
    });
    const moved = auditEntry({ record_id: '41', record_label: 'Order #41' });
    history.mockResolvedValue(paged([booked]));
    get.mockResolvedValue(anOrder());
    setStatus.mockResolvedValue(anOrder({ status: 'Document_Signature_Pending' }));
    show();
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText(/^Asha Admin \(Admin\) created Order #41 ·/)).toBeInTheDocument();
    expect(history).toHaveBeenCalledWith({ record_type: 'order', record_id: '41', page: 1 });
    expect(within(activity).getByRole('link', { name: 'All activity by this person' })).toHaveAttribute(
      'href',
      '/activity?actor_id=1',
    );

    history.mockResolvedValue(paged([moved, booked]));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Document Signature Pending' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change status' }),
    );
    expect(
      await within(activity).findByText(
        /^Priya \(Operations\) moved the status from Booked to Document Signature Pending ·/,
      ),
    ).toBeInTheDocument();
  });

  it('without audit.read the activity links nobody to the Activity screen', async () => {
    vi.mocked(usePermission).mockImplementation((permission) => permission !== 'audit.read');
    history.mockResolvedValue(paged([auditEntry({ record_id: '41' })]));
    get.mockResolvedValue(anOrder());
    show();
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText(/moved the status/)).toBeInTheDocument();
    expect(within(activity).queryByRole('link', { name: 'All activity by this person' })).not.toBeInTheDocument();
  });

  it("a refused move says 'Error' and keeps the order as it was", async () => {
    get.mockResolvedValue(anOrder());
    setStatus.mockRejectedValue(apiError(500));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Document Signature Pending' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change status' }),
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
    // The confirmation stays open for another try; closed, the order is as it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(header()).toHaveTextContent('Booked');
  });

  it('raising a cancel request needs a reason, which it sends', async () => {
    get.mockResolvedValue(anOrder());
    setStatus.mockResolvedValue(anOrder({ status: 'Cancel_Request_Raised' }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Raise cancel request' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise cancel request' }));
    expect(within(dialog).getByText('Enter the reason for the cancel request.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(setStatus).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Customer called');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise cancel request' }));
    expect(setStatus).toHaveBeenCalledWith(
      { order_id: 41, status: 'Cancel_Request_Raised', reason: 'Customer called' },
      3,
    );
    expect(await screen.findByText('Cancel request raised')).toBeInTheDocument();
  });

  it("shows the order's messages on its timeline, and Send message in its header", async () => {
    get.mockResolvedValue(anOrder());
    messages.mockResolvedValue(
      paged<CustomerMessage>([
        {
          id: 3,
          message_id: '<m@example.com>',
          customer_id: 7,
          order_id: 41,
          template_id: 2,
          template_name: 'Order confirmation',
          channel: 'email',
          to: 'r•••••@example.com',
          subject: 'Your order',
          cause: { kind: 'staff', id: 1, name: 'Asha Admin' },
          status: 'failed',
          attempts: 5,
          failure_reason: 'connect ECONNREFUSED',
          created_at: '2026-11-22T05:00:00.000Z',
          sent_at: null,
          next_attempt_at: null,
        },
      ]),
    );
    show();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const list = await within(timeline).findByRole('list', { name: 'Messages, newest first' });
    expect(list).toHaveTextContent('Order confirmation');
    expect(list).toHaveTextContent('Email to r•••••@example.com · Asha Admin');
    expect(within(list).getByRole('button', { name: /^Retry/ })).toBeEnabled();
    expect(messages).toHaveBeenCalledWith('order', 41, { page: 1, limit: 10 });
    expect(within(header()).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('without orders.write the actions are disabled and the forms hidden', async () => {
    vi.mocked(usePermission).mockReturnValue(false);
    get.mockResolvedValue(anOrder());
    show();
    expect(await screen.findByRole('button', { name: 'Move to Document Signature Pending' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Raise cancel request' })).toBeDisabled();
    expect(within(header()).getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.queryByLabelText('Upload the legal cover document')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Payment time')).not.toBeInTheDocument();
  });

  describe('the cover document', () => {
    const pdf = (bytes: number, name = 'cover.pdf', type = 'application/pdf') => {
      const file = new File(['%PDF-1.4'], name, { type });
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    };

    it('refuses a non-PDF and a PDF over 10 MB before sending anything', async () => {
      get.mockResolvedValue(anOrder());
      show();
      const input = await screen.findByLabelText('Upload the legal cover document');
      await userEvent.upload(input, pdf(1000, 'photo.png', 'image/png'), { applyAccept: false });
      expect(await screen.findByText('Choose a PDF file.')).toBeInTheDocument();
      await userEvent.upload(input, pdf(11 * 1024 * 1024));
      expect(await screen.findByText('The file is too large (11 MB); the limit is 10 MB.')).toBeInTheDocument();
      expect(uploadCover).not.toHaveBeenCalled();
    });

    it('uploads a PDF with progress and then links the stored document', async () => {
      get.mockResolvedValue(anOrder());
      const sent = deferred<{ cover_image_pdf: string; version: number }>();
      uploadCover.mockImplementation((_id, _file, controls) => {
        controls?.onProgress?.(0.5);
        return sent.promise;
      });
      show();
      const file = pdf(2 * 1024 * 1024);
      await userEvent.upload(await screen.findByLabelText('Upload the legal cover document'), file);
      expect(uploadCover).toHaveBeenCalledWith(
        41,
        file,
        expect.objectContaining({ signal: expect.any(AbortSignal), version: 3 }),
      );
      expect(await screen.findByRole('progressbar', { name: 'Uploading cover.pdf' })).toHaveAttribute('value', '0.5');
      get.mockResolvedValue(anOrder({ cover_image_pdf: 'http://localhost:3000/ipfs/bafkreicover' }));
      sent.resolve({ cover_image_pdf: 'http://localhost:3000/ipfs/bafkreicover', version: 4 });
      expect(await screen.findByText('Cover document uploaded')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Open the cover document (PDF)' })).toHaveAttribute(
        'href',
        'http://localhost:3000/ipfs/bafkreicover',
      );
    });

    it('names the current file, who uploaded it and when, and asks before replacing it', async () => {
      get.mockResolvedValue(anOrder({ cover_image_pdf: 'http://localhost:3000/api/files/7?sig=x' }));
      history.mockImplementation(async (query) =>
        query.action === 'file_upload'
          ? paged([
              auditEntry({
                action: 'file_upload',
                record_id: '41',
                record_label: 'Order #41',
                actor: { id: 31, name: 'Priya', role: 'Operations' },
                changes: [{ field: 'cover_image_pdf', before: null, after: 'http://localhost:3000/api/files/7' }],
                note: 'agreement-41.pdf',
              }),
            ])
          : noHistory,
      );
      show();
      const documents = await screen.findByRole('region', { name: 'Documents' });

      expect(await within(documents).findByText('agreement-41.pdf')).toBeInTheDocument();
      expect(documents).toHaveTextContent(/Uploaded .* by Priya/);
      // No file picker until the replacement is confirmed.
      expect(screen.queryByLabelText('Replace the legal cover document')).not.toBeInTheDocument();
      await userEvent.click(within(documents).getByRole('button', { name: 'Replace the cover document' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Replace agreement-41.pdf?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByLabelText('Replace the legal cover document')).not.toBeInTheDocument();
      await userEvent.click(within(documents).getByRole('button', { name: 'Replace the cover document' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a new file' }));
      expect(await screen.findByLabelText('Replace the legal cover document')).toBeInTheDocument();
      expect(uploadCover).not.toHaveBeenCalled();
    });

    it("a failed upload says 'File upload failed'", async () => {
      get.mockResolvedValue(anOrder());
      uploadCover.mockRejectedValue(apiError(500));
      show();
      await userEvent.upload(await screen.findByLabelText('Upload the legal cover document'), pdf(1000));
      expect(await screen.findAllByText('File upload failed')).not.toHaveLength(0);
    });
  });

  describe('the times', () => {
    it('sets one time at a time from the date-time picker', async () => {
      get.mockResolvedValue(anOrder());
      setTime.mockResolvedValue({
        investment_deadline_time: null,
        document_sign_time: null,
        payment_time: null,
        version: 4,
      });
      show();
      const input = await screen.findByLabelText('Payment time');
      fireEvent.change(input, { target: { value: '2026-12-03T16:45' } });
      await userEvent.click(screen.getByRole('button', { name: 'Set payment' }));
      // Typed on the staff member's clock (IST by default): 4:45 PM IST is 11:15 UTC.
      expect(setTime).toHaveBeenCalledWith(41, { payment_time: '2026-12-03T11:15:00.000Z' }, 3);
      expect(await screen.findByText('Order time updated')).toBeInTheDocument();
    });

    it("an empty pick is refused; a failed save says 'Error updating the order time'", async () => {
      get.mockResolvedValue(anOrder({ investment_deadline_time: null }));
      setTime.mockRejectedValue(apiError(500));
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Set document signed' }));
      expect(await screen.findByText('Choose a date and time.')).toBeInTheDocument();
      expect(setTime).not.toHaveBeenCalled();
      fireEvent.change(screen.getByLabelText('Document signed time'), { target: { value: '2026-12-01T09:05' } });
      await userEvent.click(screen.getByRole('button', { name: 'Set document signed' }));
      expect(await screen.findAllByText('Error updating the order time')).not.toHaveLength(0);
      expect(screen.getByLabelText('Document signed time')).toHaveValue('2026-12-01T09:05');
    });
  });
});

describe('OrderDetailPage: soft lock', () => {
  it('going into a time form while someone else edits the order warns, naming them; Edit anyway lets the edit go on', async () => {
    get.mockResolvedValue(anOrder({ investment_deadline_time: null }));
    show();
    const field = await screen.findByLabelText('Document signed time');
    act(() =>
      liveBus.emitPresence({ type: 'order', record_id: '41', viewers: [{ id: 77, name: 'Ravi Rao', editing: true }] }),
    );
    expect(screen.getByText('Also viewing: Ravi Rao (editing)')).toBeInTheDocument();
    act(() => field.focus());
    const warning = await screen.findByRole('alertdialog', { name: 'Ravi Rao is editing this order' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Edit anyway' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Once chosen, the forms are the person's to edit: no second warning.
    act(() => field.focus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2026-12-01T09:05' } });
    expect(field).toHaveValue('2026-12-01T09:05');
  });
});
