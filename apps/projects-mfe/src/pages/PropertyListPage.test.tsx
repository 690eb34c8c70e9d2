import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectsApi } from '@admin/api-client/projects';
import { apiError, never, paged } from '@admin/tools/testing/api-fakes';
import { findRow, renderPage } from '@admin/tools/testing/render-page';
import { aProject } from '../testing/fixtures';
import PropertyListPage from './PropertyListPage';

vi.mock('@admin/api-client/projects', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['projectsApi']),
);

const show = (url = '/properties') => renderPage(<PropertyListPage />, { url, path: '/properties' });

afterEach(() => vi.resetAllMocks());

describe('PropertyListPage', () => {
  it('shows the table loading', async () => {
    vi.mocked(projectsApi.filterProperties).mockReturnValue(never());
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(await screen.findByText('Loading Properties')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    vi.mocked(projectsApi.filterProperties).mockResolvedValue(paged([]));
    show('/properties?status=Completed');
    expect(await screen.findByText('No properties match these filters')).toBeInTheDocument();
  });

  it('shows the spec’s fallback when the list fails', async () => {
    vi.mocked(projectsApi.filterProperties).mockRejectedValue(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch property list')).toBeInTheDocument();
  });

  it('sends every filter of the URL (project type as type, dao as a boolean) and lists the rows', async () => {
    const filter = vi.mocked(projectsApi.filterProperties).mockResolvedValue(paged([aProject({ dao: true })]));
    show('/properties?status=Active&dao=true&type=1&from_date=2026-01-01&to_date=2026-11-30&page=2&limit=20');
    const row = await findRow(() => screen.findByText('Monsoon Reel'));
    expect(filter).toHaveBeenCalledWith({
      page: 2,
      limit: 20,
      status: 'Active',
      dao: true,
      type: 1,
      from_date: '2026-01-01',
      to_date: '2026-11-30',
    });
    expect(row).toHaveTextContent('Film');
    expect(row).toHaveTextContent('Yes');
    expect(screen.getByLabelText('Status')).toHaveValue('Active');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
  });

  it('ignores a hand-edited bad filter value instead of sending it', async () => {
    const filter = vi.mocked(projectsApi.filterProperties).mockResolvedValue(paged([aProject()]));
    show('/properties?type=9&from_date=yesterday');
    await findRow(() => screen.findByText('Monsoon Reel'));
    expect(filter).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });
});
