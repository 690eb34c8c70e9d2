import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@admin/api-client/orders';
import type { DownloadLink, Order, OrderReportPage as ReportPage } from '@admin/api-client';
import { apiError, deferred, pager } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { anOrder } from '../testing/fixtures';
import OrderReportPage from './OrderReportPage';

vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);

const report = vi.mocked(ordersApi.report);
const reportCsvLink = vi.mocked(ordersApi.reportCsvLink);
const answer = (items: Order[], totals = { orders: 25, units: '123.50', amount: '98765.40' }): ReportPage => ({
  items,
  pager: pager(totals.orders),
  totals,
});
const show = (url = '/order-report') => renderPage(<OrderReportPage />, { url, path: '/order-report' });

beforeEach(() => {
  report.mockReset();
  reportCsvLink.mockReset();
});
afterEach(clearToasts);

describe('/order-report', () => {
  it('loads, then shows the totals of the whole filtered set above the page of orders', async () => {
    const pending = deferred<ReportPage>();
    report.mockReturnValue(pending.promise);
    show('/order-report?status=Booked&from_date=2026-11-01&to_date=2026-11-30');
    expect(screen.getByRole('table', { name: 'Order report' })).toHaveAttribute('aria-busy', 'true');
    expect(report).toHaveBeenCalledWith({
      page: 1,
      limit: 10,
      status: 'Booked',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    });
    pending.resolve(answer([anOrder()]));
    const totals = await screen.findByLabelText('Totals of the filtered orders');
    expect(await within(totals).findByText('25')).toBeInTheDocument();
    expect(totals).toHaveTextContent('123.5');
    expect(totals).toHaveTextContent('₹98,765.40');
    // The table's code loads on first use (after the totals can show).
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Order report' })).toHaveTextContent('November 22, 2026'),
    );
  });

  it('exports the whole filtered set as a download link the browser opens itself, showing its progress', async () => {
    report.mockResolvedValue(answer([anOrder()]));
    const link = deferred<DownloadLink>();
    reportCsvLink.mockReturnValue(link.promise);
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    show('/order-report?user_id=7&page=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    // The filters without paging; nothing is downloaded through the page.
    expect(reportCsvLink).toHaveBeenCalledWith({ user_id: 7 });
    expect(screen.getByRole('status', { name: 'CSV export' })).toHaveTextContent('Preparing…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const url = 'http://127.0.0.1:3000/api/order/report/csv?user_id=7&download_token=signed';
    link.resolve({ url, expires_at: '2026-11-25T15:00:00.000Z' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'CSV export' })).toHaveTextContent('Download started'),
    );
    expect(opened).toEqual([url]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    click.mockRestore();
  });

  it("a refused export shows the server's message, else 'Failed to export CSV', and starts no download", async () => {
    report.mockResolvedValue(answer([anOrder()]));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    reportCsvLink.mockRejectedValueOnce(apiError(403, { message: 'Missing permission: orders.read' }));
    show('/order-report');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Missing permission: orders.read')).toBeInTheDocument();
    reportCsvLink.mockRejectedValueOnce(apiError(500));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export CSV')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'CSV export' })).toHaveTextContent('');
    click.mockRestore();
  });

  it("a failed load says 'Failed to fetch order report data'; an empty report says so", async () => {
    report.mockRejectedValueOnce(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch order report data')).toBeInTheDocument();
    expect(screen.queryByLabelText('Totals of the filtered orders')).not.toBeInTheDocument();
    report.mockResolvedValue(answer([], { orders: 0, units: '0.00', amount: '0.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders to report')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals of the filtered orders')).toHaveTextContent('₹0.00');
  });

  it('the date range writes the URL and starts again at page 1', async () => {
    report.mockResolvedValue(answer([anOrder()]));
    const view = show('/order-report?page=2');
    await screen.findByLabelText('Totals of the filtered orders');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    expect(view.search()).toEqual({ from_date: '2026-11-01' });
  });
});
