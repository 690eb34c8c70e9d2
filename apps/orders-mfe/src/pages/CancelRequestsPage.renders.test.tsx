import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pager } from '@admin/tools/testing/api-fakes';
import { renderPage } from '@admin/tools/testing/render-page';
import { describe, expect, it, vi } from 'vitest';
import { cancelRequestsApi } from '@admin/api-client/cancel-requests';
import { usePermission } from '@admin/auth';
import { formatAge } from '@admin/ui';
import type * as Ui from '@admin/ui';
import { aCancelRequest } from '../testing/fixtures';
import CancelRequestsPage from './CancelRequestsPage';

vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: vi.fn(() => true),
}));
// The Waiting cell of a pending request formats its age each time its row is drawn: the count of
// its calls is how many times the rows were drawn.
vi.mock('@admin/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return { ...ui, formatAge: vi.fn(ui.formatAge) };
});

describe('/cancel renders', () => {
  it('does not draw the rows again when the page renders for something else (a decision dialog opening)', async () => {
    vi.mocked(usePermission).mockReturnValue(true);
    vi.mocked(cancelRequestsApi.list).mockResolvedValue({
      items: [aCancelRequest({ id: 9 }), aCancelRequest({ id: 12, order_id: 44 })],
      pager: pager(2),
    });
    renderPage(<CancelRequestsPage />, { url: '/cancel', path: '/cancel' });
    const table = await screen.findByRole('table', { name: 'Cancel requests' });
    await within(table).findByRole('button', { name: 'Approve cancel request #12' });
    const drawn = vi.mocked(formatAge).mock.calls.length;
    expect(drawn).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve cancel request #9' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // Before, the table's columns were a new array on each render of the page, and every row was drawn again.
    expect(vi.mocked(formatAge).mock.calls.length).toBe(drawn);
  });
});
