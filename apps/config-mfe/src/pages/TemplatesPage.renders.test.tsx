import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { templatesApi } from '@admin/api-client/templates';
import { grant } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { paged } from '@admin/tools/testing/api-fakes';
import { formatDate } from '@admin/ui';
import type * as Ui from '@admin/ui';
import { stamp } from '../testing';
import TemplatesPage from './TemplatesPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/templates', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['templatesApi']),
);
// The Updated cell formats its date each time its row is drawn: the count of its calls is how many
// times the rows were drawn.
vi.mock('@admin/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return { ...ui, formatDate: vi.fn(ui.formatDate) };
});

describe('TemplatesPage renders', () => {
  it('does not draw the rows again when the page renders for something else (the delete confirmation opening)', async () => {
    grant();
    vi.mocked(templatesApi.list).mockResolvedValue(
      paged(
        [1, 2].map((id) => ({
          ...stamp,
          id,
          name: `Mail ${id}`,
          kind: 'email' as const,
          subject: null,
          body: '',
          variables: [],
        })),
      ),
    );
    renderPage(<TemplatesPage />, { path: '/templates', url: '/templates' });
    await screen.findByRole('button', { name: 'Delete template Mail 2' });
    const drawn = vi.mocked(formatDate).mock.calls.length;
    expect(drawn).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete template Mail 1' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // Before, the table's columns were a new array on each render of the page, and every row was drawn again.
    expect(vi.mocked(formatDate).mock.calls.length).toBe(drawn);
  });
});
