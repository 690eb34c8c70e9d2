import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@admin/api-client';
import type { Order, OrderReportPage as ReportPage } from '@admin/api-client';
import { apiError, deferred, pager } from '../../../../tools/testing/api-fakes';
import { clearToasts, renderPage } from '../../../../tools/testing/render-page';
import { anOrder } from '../testing/fixtures';
import OrderReportPage from './OrderReportPage';

vi.mock('@admin/api-client', async (original) => (await import('../../../../tools/testing/api-fakes')).mockCalls(original, ['ordersApi', 'cancelRequestsApi', 'transactionsApi']));

const report = vi.mocked(ordersApi.report);
const reportCsv = vi.mocked(ordersApi.reportCsv);
const answer = (items: Order[], totals = { orders: 25, units: '123.50', amount: '98765.40' }): ReportPage => ({ items, pager: pager(totals.orders), totals });
const show = (url = '/order-report') => renderPage(<OrderReportPage />, { url, path: '/order-report' });

beforeEach(() => {
  report.mockReset();
  reportCsv.mockReset();
});
afterEach(clearToasts);

describe('/order-report', () => {
  it('loads, then shows the totals of the whole filtered set above the page of orders', async () => {
    const pending = deferred<ReportPage>();
    report.mockReturnValue(pending.promise);
    show('/order-report?status=Booked&from_date=2026-11-01&to_date=2026-11-30');
    expect(screen.getByRole('table', { name: 'Order report' })).toHaveAttribute('aria-busy', 'true');
    expect(report).toHaveBeenCalledWith({ page: 1, limit: 10, status: 'Booked', from_date: '2026-11-01', to_date: '2026-11-30' });
    pending.resolve(answer([anOrder()]));
    const totals = await screen.findByLabelText('Totals of the filtered orders');
    expect(await within(totals).findByText('25')).toBeInTheDocument();
    expect(totals).toHaveTextContent('123.5');
    expect(totals).toHaveTextContent('₹98,765.40');
    // The table's code loads on first use (after the totals can show).
    await waitFor(() => expect(screen.getByRole('table', { name: 'Order report' })).toHaveTextContent('November 22, 2026'));
  });

  it('exports the whole filtered set through the API, filters without paging', async () => {
    report.mockResolvedValue(answer([anOrder()]));
    reportCsv.mockResolvedValue(new Blob(['Order ID\r\n41\r\n'], { type: 'text/csv' }));
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    show('/order-report?user_id=7&page=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(reportCsv).toHaveBeenCalledWith({ user_id: 7 });
    // The CSV module loads on the first export, then the file is saved.
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
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
