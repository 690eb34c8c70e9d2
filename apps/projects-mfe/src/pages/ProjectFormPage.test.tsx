import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi } from '@admin/api-client/audit';
import { companiesApi } from '@admin/api-client/companies';
import { projectFormApi } from '@admin/api-client/project-form';
import { projectsApi } from '@admin/api-client/projects';
import { liveBus } from '@admin/auth/singletons';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { aProject } from '../testing/fixtures';
import { paged } from '@admin/tools/testing/api-fakes';
import { renderPage } from '@admin/tools/testing/render-page';
import ProjectFormPage from './ProjectFormPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));

const created = auditEntry({
  action: 'create',
  record_type: 'project',
  record_id: '11',
  record_label: 'Monsoon Reel',
  changes: [],
  actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
});
const finished = auditEntry({
  action: 'update',
  record_type: 'project',
  record_id: '11',
  record_label: 'Monsoon Reel',
  actor: { id: 3, name: 'Kabir', role: 'Manager' },
  changes: [{ field: 'step_completed', before: '3.1', after: '4.1' }],
});

beforeEach(() => {
  grant();
  signInAs(undefined);
  vi.spyOn(projectsApi, 'get').mockResolvedValue(aProject({ step_completed: '3.1' }));
  vi.spyOn(projectFormApi, 'risks').mockResolvedValue([]);
  vi.spyOn(companiesApi, 'list').mockResolvedValue(paged([]));
});
afterEach(() => vi.restoreAllMocks());

describe('ProjectFormPage: activity', () => {
  it('editing shows the project’s activity, and a save on the form appears there', async () => {
    const user = userEvent.setup();
    const history = vi
      .spyOn(auditApi, 'list')
      .mockResolvedValueOnce(paged([created]))
      .mockResolvedValue(paged([finished, created]));
    vi.spyOn(projectsApi, 'update').mockResolvedValue(aProject({ version: 2, step_completed: '4.1' }));
    renderPage(<ProjectFormPage />, { url: '/edit-project/11', path: '/edit-project/:id' });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(panel).findByText(/^Asha Admin \(Admin\) created Monsoon Reel ·/)).toBeInTheDocument();
    expect(history).toHaveBeenCalledWith({ record_type: 'project', record_id: '11', page: 1 });
    expect(within(panel).getByRole('link', { name: 'All activity by this person' })).toHaveAttribute(
      'href',
      '/activity?actor_id=1',
    );

    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await within(panel).findByText(/^Kabir \(Manager\) completed step 4 of 4 ·/)).toBeInTheDocument();
  });

  it('adding a project shows no activity; without audit.read nobody links to the Activity screen', async () => {
    const history = vi.spyOn(auditApi, 'list').mockResolvedValue(paged([created]));
    const { unmount } = renderPage(<ProjectFormPage />, { url: '/add-project', path: '/add-project' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Project' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(history).not.toHaveBeenCalled();
    unmount();

    grant(['projects.read', 'projects.write']);
    renderPage(<ProjectFormPage />, { url: '/edit-project/11', path: '/edit-project/:id' });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    await within(panel).findByText(/created Monsoon Reel/);
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: 'All activity by this person' })).not.toBeInTheDocument(),
    );
  });
});

describe('ProjectFormPage: heading', () => {
  it('names the project it edits, and titles a read-only project "Project", not "Edit Project"', async () => {
    vi.spyOn(auditApi, 'list').mockResolvedValue(paged([]));
    const editing = renderPage(<ProjectFormPage />, { url: '/edit-project/11', path: '/edit-project/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Project: Monsoon Reel' })).toBeInTheDocument();
    editing.unmount();

    grant(['projects.read']);
    renderPage(<ProjectFormPage />, { url: '/edit-project/11', path: '/edit-project/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project: Monsoon Reel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText('Steps done')).toBeInTheDocument();
    expect(screen.queryByText(/projects\.write/)).not.toBeInTheDocument();
  });

  it('says "Add Project" when adding', () => {
    renderPage(<ProjectFormPage />, { url: '/add-project', path: '/add-project' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Project' })).toBeInTheDocument();
  });
});

describe('ProjectFormPage: presence', () => {
  it('names who else has the project open', async () => {
    vi.spyOn(auditApi, 'list').mockResolvedValue(paged([]));
    renderPage(<ProjectFormPage />, { url: '/edit-project/11', path: '/edit-project/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Project: Monsoon Reel' });
    act(() =>
      liveBus.emitPresence({
        type: 'project',
        record_id: '11',
        viewers: [{ id: 77, name: 'Ravi Rao', editing: false }],
      }),
    );
    expect(screen.getByText('Also viewing: Ravi Rao')).toBeInTheDocument();
  });
});
