// The project form's steps and states, with the typed calls mocked (the API client's objects).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProjectsCalls from '@admin/api-client/projects';
import type * as ProjectFormCalls from '@admin/api-client/project-form';
import type * as CompaniesCalls from '@admin/api-client/companies';
import type { Project, RiskItem } from '@admin/api-client';
import { ProjectForm } from './ProjectForm';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  setStatus: vi.fn(),
  uploadMediaFile: vi.fn(),
  risks: vi.fn(),
  createRisk: vi.fn(),
  updateRisk: vi.fn(),
  deleteRisk: vi.fn(),
  companies: vi.fn(),
}));
vi.mock('@admin/api-client/projects', async (original) => ({
  ...(await original<typeof ProjectsCalls>()),
  projectsApi: { get: calls.get, create: calls.create, update: calls.update, setStatus: calls.setStatus },
}));
vi.mock('@admin/api-client/project-form', async (original) => ({
  ...(await original<typeof ProjectFormCalls>()),
  projectFormApi: {
    uploadMediaFile: calls.uploadMediaFile,
    risks: calls.risks,
    createRisk: calls.createRisk,
    updateRisk: calls.updateRisk,
    deleteRisk: calls.deleteRisk,
  },
}));
vi.mock('@admin/api-client/companies', async (original) => ({
  ...(await original<typeof CompaniesCalls>()),
  companiesApi: { list: calls.companies },
}));

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const httpError = (status: number, message?: string) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', data: message ? { message } : {}, headers: {}, config },
  );

const term = {
  id: 1,
  percentageOfIP: '20.00',
  rights: 'Streaming',
  percentageForPandora: '5.00',
  natureOfIP: 'Copyright',
  duration: 2,
  costOfAcquisition: '1000.00',
  totalExpectedInvestment: '1500.00',
  tokenAmount: '10.00',
  expectedMonetisation: '2000.00',
  proposedIRR: '18.500',
  proposedMoneyMultiple: '1.60000',
  expectedDuration: '24 months',
  otherTerms: null,
};
const project = (over: Partial<Project> = {}): Project =>
  ({
    id: 7,
    version: 3,
    uuid: 'u',
    name: 'Monsoon Album',
    description: null,
    property_type_id: 3,
    property_type_name: 'Music',
    company_id: 4,
    company_name: 'Rain Studios',
    stage_of_production: null,
    individual_group: 'Individual',
    step_completed: '1.1',
    symbol: 'MONS1',
    royaltyPercentage: '0.00',
    total_token: 1000,
    token_amount: '50.00',
    email: 'o@example.com',
    pan_number: 'ABCDE1234F',
    mobile_no: '9876543210',
    investment_type: 'OwnerShip',
    status: 'Application Pending',
    is_booking_amount_required: false,
    join_waitlist: false,
    dao: false,
    fee_status: 'Active',
    media_type: 'image',
    featured_image: null,
    gallery: [],
    investment_terms: [],
    created_at: '',
    updated_at: '',
    deleted_at: null,
    ...over,
  }) as Project;
const risk = (over: Partial<RiskItem> = {}): RiskItem => ({
  id: 11,
  project_id: 7,
  type: 'risk',
  title: 'Delay',
  description: 'Shoot may slip',
  severity: 'high',
  mitigation: null,
  created_at: '',
  updated_at: '',
  version: 2,
  ...over,
});

function renderForm(url: string, props: { projectId?: number; canWrite?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <ProjectForm projectId={props.projectId} canWrite={props.canWrite ?? true} />;
  const router = createMemoryRouter(
    [
      { path: '/add-project', element },
      { path: '/edit-project/:id', element: <div>Edit page</div> },
      { path: '/edit/:id', element },
      { path: '/company', element: <div>Companies page</div> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls.companies.mockResolvedValue({ items: [{ id: 4, name: 'Rain Studios' }], pager: {} });
  calls.risks.mockResolvedValue([]);
  globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
  globalThis.URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('step 1, basic details', () => {
  it('starts with the spec defaults and shows every rule before sending', async () => {
    const user = userEvent.setup();
    renderForm('/add-project');
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Individual or group/)).toHaveValue('Individual');
    expect(screen.getByLabelText(/Royalty percentage/)).toHaveValue(0);
    // Steps 2-4 need the project first, and say they have not started.
    expect(screen.getByRole('button', { name: /Investment terms/ })).toBeDisabled();
    const steps = screen.getByRole('navigation', { name: 'Project form steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual([
      '1. Basic detailsIn-Progress',
      '2. Investment termsNot started',
      '3. MediaNot started',
      '4. Risk itemsNot started',
    ]);
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.type(screen.getByLabelText(/PAN number/), 'abc123');
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid PAN/)).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid Indian mobile number/)).toBeInTheDocument();
    // The company's error sits under it like every other field's, read with it.
    const company = screen.getByRole('combobox', { name: /Company/ });
    expect(company).toBeInvalid();
    expect(company).toHaveAccessibleDescription('Required');
    expect(screen.queryByText('Company: Required')).not.toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5);
    expect(calls.create).not.toHaveBeenCalled();
  });

  async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Title/), 'Monsoon Album');
    await user.selectOptions(screen.getByLabelText(/Content type/), 'Music');
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Rain');
    await user.click(await screen.findByRole('option', { name: 'Rain Studios' }));
    await user.selectOptions(screen.getByLabelText(/Investment type/), 'OwnerShip');
    await user.type(screen.getByLabelText(/^Symbol/), 'mons1');
    await user.type(screen.getByLabelText(/Total supply/), '1000');
    await user.type(screen.getByLabelText(/Token price in INR/), '50');
    await user.type(screen.getByLabelText(/^Email/), 'o@example.com');
    await user.type(screen.getByLabelText(/PAN number/), 'abcde1234f');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
  }

  it('creates the project with the spec names and opens step 2', async () => {
    const user = userEvent.setup();
    calls.create.mockResolvedValue(project());
    const router = renderForm('/add-project');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-project/7'));
    expect(router.state.location.search).toBe('?step=2');
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Monsoon Album',
        property_type_id: 3,
        total_token: 1000,
        token_amount: 50,
        step_completed: '1.1',
        individual_group: 'Individual',
        royaltyPercentage: 0,
        symbol: 'MONS1',
        pan_number: 'ABCDE1234F',
        company_id: 4,
      }),
    );
  });

  it('keeps every field when the creation fails and shows the server message', async () => {
    const user = userEvent.setup();
    calls.create.mockRejectedValue(httpError(400, 'symbol: already taken'));
    renderForm('/add-project');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findAllByText(/already taken/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Monsoon Album');
    expect(screen.getByLabelText(/^Symbol/)).toHaveValue('MONS1');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');
  });

  it("asks before leaving the page with unsaved changes, in the kit's dialog", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderForm('/add-project');
    await user.type(screen.getByLabelText(/^Title/), 'Draft');
    void router.navigate('/company');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/add-project');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Draft');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe('an existing project', () => {
  it('shows a spinner, then opens the step after the last one saved', async () => {
    calls.get.mockResolvedValue(project({ step_completed: '2.1' }));
    renderForm('/edit/7', { projectId: 7 });
    expect(screen.getByText('Loading project')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Media' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Project form steps' });
    expect(within(steps).getByRole('button', { name: /Investment terms.*Completed/ })).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: /Media.*In-Progress/ })).toHaveAttribute('aria-current', 'step');
  });

  it('says when the project cannot be loaded', async () => {
    calls.get.mockRejectedValue(httpError(500));
    renderForm('/edit/7', { projectId: 7 });
    expect(await screen.findAllByText('Failed to fetch project')).not.toHaveLength(0);
  });

  it('is read-only without projects.write', async () => {
    calls.get.mockResolvedValue(project());
    renderForm('/edit/7', { projectId: 7, canWrite: false });
    expect(
      await screen.findByText(
        'You can see this project but not change it. Your role does not include “Create, edit, change status of and delete projects”.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/projects\.write/)).not.toBeInTheDocument();
    expect(screen.getByText('Monsoon Album')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('says calmly, in staff words, that a user without projects.write may not create projects', () => {
    renderForm('/add-project', { canWrite: false });
    expect(screen.getByRole('heading', { level: 2, name: "You can't add projects" })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role does not include “Create, edit, change status of and delete projects”. If your work needs it, ask an Admin to add it to your role.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('step 2, investment terms', () => {
  it('adds, reorders and saves the rows with If-Match, then opens step 3', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ investment_terms: [term] }));
    calls.update.mockImplementation((_id: number, body: Partial<Project>) =>
      Promise.resolve(project({ version: 4, step_completed: '2.1', ...body } as Partial<Project>)),
    );
    renderForm('/edit/7?step=2', { projectId: 7 });
    const first = await screen.findByRole('listitem', { name: 'Term 1' });
    expect(within(first).getByLabelText(/Rights/)).toHaveValue('Streaming');
    await user.click(screen.getByRole('button', { name: 'Add term' }));
    const second = screen.getByRole('listitem', { name: 'Term 2' });
    for (const [label, value] of [
      [/Percentage of IP/, '10'],
      [/^Rights/, 'Music'],
      [/Percentage for Pandora/, '3'],
      [/Nature of IP/, 'Licence'],
      [/Cost of acquisition/, '1'],
      [/Total expected investment/, '2'],
      [/Token amount/, '3'],
      [/Expected monetisation/, '4'],
      [/Proposed IRR/, '5'],
      [/Proposed money multiple/, '1.2'],
      [/Expected duration/, '1 year'],
    ] as const) {
      await user.type(within(second).getByLabelText(label), value);
    }
    await user.selectOptions(within(second).getByRole('combobox', { name: /^Duration/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Move Term 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Media' })).toBeInTheDocument();
    const [id, body, version] = calls.update.mock.calls[0] as [
      number,
      { investment_terms: { rights: string; duration: number }[]; step_completed: string },
      number,
    ];
    expect([id, version, body.step_completed]).toEqual([7, 3, '2.1']);
    expect(body.investment_terms.map((t) => [t.rights, t.duration])).toEqual([
      ['Music', 3],
      ['Streaming', 2],
    ]);
  });

  it('keeps the rows when the save fails (no answer)', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ investment_terms: [term] }));
    calls.update.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    renderForm('/edit/7?step=2', { projectId: 7 });
    const first = await screen.findByRole('listitem', { name: 'Term 1' });
    await user.clear(within(first).getByLabelText(/^Rights/));
    await user.type(within(first).getByLabelText(/^Rights/), 'Theatrical');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(within(first).getByLabelText(/^Rights/)).toHaveValue('Theatrical');
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Investment terms' })).toBeInTheDocument();
  });

  it("asks before changing step with unsaved changes, in the kit's dialog", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    calls.get.mockResolvedValue(project({ investment_terms: [term] }));
    renderForm('/edit/7?step=2', { projectId: 7 });
    const first = await screen.findByRole('listitem', { name: 'Term 1' });
    await user.type(within(first).getByLabelText(/^Rights/), ' more');
    await user.click(screen.getByRole('button', { name: /Basic details/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Open another step without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes on this step. Open another step and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Investment terms' })).toBeInTheDocument();
    expect(within(first).getByLabelText(/^Rights/)).toHaveValue('Streaming more');

    await user.click(screen.getByRole('button', { name: /Basic details/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Open another step without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave and lose changes' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Basic details' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe('step 3, media', () => {
  const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
  const stored = (file: File) => Promise.resolve(`https://g/ipfs/${file.name}`);

  it('uploads each file as it is chosen (10 of 11 kept, wrong types refused), then attaches them with one PUT', async () => {
    const user = userEvent.setup({ applyAccept: false });
    calls.get.mockResolvedValue(project({ step_completed: '2.1' }));
    calls.uploadMediaFile.mockImplementation((_id: number, file: File) =>
      stored(file).then((url) => ({ url, type: file.type, size: file.size, name: file.name })),
    );
    calls.update.mockResolvedValue(project({ version: 4, step_completed: '3.1' }));
    renderForm('/edit/7?step=3', { projectId: 7 });
    // The kit's select and file fields, not bare native controls.
    expect(await screen.findByRole('combobox', { name: /Media type/ })).toHaveValue('image');
    await user.upload(screen.getByLabelText(/Featured image/), png('cover.png'));
    await user.upload(screen.getByLabelText(/Gallery files/), [
      ...Array.from({ length: 11 }, (_, i) => png(`g${i}.png`)),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('The gallery holds at most 10 files: 1 file was dropped.')).toBeInTheDocument();
    expect(screen.getByText(/notes.pdf: Choose a/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Gallery files: files' })).getAllByRole('img')).toHaveLength(10),
    );
    expect(screen.getByRole('img', { name: 'Featured image: current file' })).toHaveAttribute(
      'src',
      'https://g/ipfs/cover.png',
    );
    expect(calls.uploadMediaFile).toHaveBeenCalledTimes(11);
    expect(calls.update).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Risk items' })).toBeInTheDocument();
    const [id, body, version] = calls.update.mock.calls[0] as [
      number,
      { gallery: string[]; featured_image: string; media_type: string; step_completed: string },
      number,
    ];
    expect([id, version, body.media_type, body.step_completed, body.featured_image]).toEqual([
      7,
      3,
      'image',
      '3.1',
      'https://g/ipfs/cover.png',
    ]);
    expect(body.gallery).toHaveLength(10);
    expect(body.gallery).toEqual(expect.arrayContaining(['https://g/ipfs/g0.png', 'https://g/ipfs/g9.png']));
  });

  it('refuses a featured image over 25 MB before sending', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '2.1' }));
    renderForm('/edit/7?step=3', { projectId: 7 });
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText(/Featured image/), big);
    expect(await screen.findByText(/The file is too large/)).toBeInTheDocument();
    expect(calls.uploadMediaFile).not.toHaveBeenCalled();
  });

  it("says 'File upload failed' beside the gallery when a file's upload fails, and removes a saved file from the gallery", async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(
      project({ step_completed: '3.1', gallery: ['https://g/ipfs/old1', 'https://g/ipfs/old2'] }),
    );
    calls.uploadMediaFile.mockRejectedValue(httpError(500));
    calls.update.mockResolvedValue(project({ version: 4, step_completed: '3.1' }));
    renderForm('/edit/7?step=3', { projectId: 7 });
    await user.upload(await screen.findByLabelText('Gallery files'), [png('a.png')]);
    expect(await screen.findByText('a.png: File upload failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Gallery files file 1' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith(
        7,
        { media_type: 'image', featured_image: null, gallery: ['https://g/ipfs/old2'], step_completed: '3.1' },
        3,
      ),
    );
  });
});

describe('step 4, risk items', () => {
  it('says when there are no risk items yet', async () => {
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockResolvedValueOnce([]);
    renderForm('/edit/7', { projectId: 7 });
    expect(await screen.findByText('No risk items yet.')).toBeInTheDocument();
  });

  it('shows the list error with Retry', async () => {
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockRejectedValue(httpError(500));
    renderForm('/edit/7', { projectId: 7 });
    expect(await screen.findByText('Failed to fetch risk items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the list when adding fails and says so', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockResolvedValue([risk()]);
    calls.createRisk.mockRejectedValue(httpError(500));
    renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Add risk item' }));
    await user.type(screen.getByLabelText(/Risk title/), 'Budget');
    await user.type(screen.getByLabelText(/Risk description/), 'Costs rise');
    await user.click(screen.getByRole('button', { name: 'Add risk item' }));
    expect(await screen.findByText('Failed to add risk')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Delay' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Risk title/)).toHaveValue('Budget');
    expect(calls.createRisk).toHaveBeenCalledWith({
      project_id: 7,
      title: 'Budget',
      description: 'Costs rise',
      severity: 'medium',
      mitigation: null,
    });
  });

  it("says 'Failed to update risk' when an edit fails", async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockResolvedValue([risk()]);
    calls.updateRisk.mockRejectedValue(httpError(500));
    renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Edit Delay' }));
    await user.type(screen.getByLabelText(/Mitigation/), 'Buffer');
    await user.click(screen.getByRole('button', { name: 'Save risk item' }));
    expect(await screen.findByText('Failed to update risk')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mitigation/)).toHaveValue('Buffer');
  });

  it('a disabled Finish says why: a risk item is open for editing', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockResolvedValue([risk()]);
    renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Edit Delay' }));
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish).toBeDisabled();
    // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    await user.hover(finish.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save or cancel the risk item you are editing first.');
  });

  it('deletes after confirmation and finishes with step_completed 4.1', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.risks.mockResolvedValue([risk()]);
    calls.deleteRisk.mockResolvedValue({ id: 11 });
    calls.update.mockResolvedValue(project({ version: 4, step_completed: '4.1' }));
    renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Delete Delay' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the risk item “Delay”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete risk item' }));
    await waitFor(() => expect(calls.deleteRisk).toHaveBeenCalledWith(11));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith(7, { step_completed: '4.1' }, 3));
    expect(await screen.findByRole('button', { name: /Risk items.*Completed/ })).toBeInTheDocument();
  });

  it('shows the completion state after Finish, with links to the project and to the project list', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.update.mockResolvedValue(project({ version: 4, step_completed: '4.1' }));
    const router = renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    const done = await screen.findByRole('heading', { name: '“Monsoon Album” is complete' });
    expect(done).toHaveFocus();
    expect(router.state.location.search).toBe('?step=done');
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', '/edit-project/7?step=1');
    expect(screen.getByRole('link', { name: 'Back to the project list' })).toHaveAttribute('href', '/');
    const steps = screen.getByRole('navigation', { name: 'Project form steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .every((step) => step.textContent?.endsWith('Completed')),
    ).toBe(true);
    // A step can still be reopened from the completion state.
    await user.click(within(steps).getByRole('button', { name: /Risk items/ }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Risk items' })).toBeInTheDocument();
  });

  it('offers Make active once complete: asked first, then the project is Active with the version the form saved', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '3.1' }));
    calls.update.mockResolvedValue(project({ version: 4, step_completed: '4.1' }));
    calls.setStatus.mockResolvedValue(project({ version: 5, step_completed: '4.1', status: 'Active' }));
    renderForm('/edit/7', { projectId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await user.click(await screen.findByRole('button', { name: 'Make active' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make “Monsoon Album” active?' });
    expect(calls.setStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(calls.setStatus).toHaveBeenCalledWith(7, 'Active', 4));
    expect(await screen.findByText(/It is Active: customers see it on offer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make active' })).not.toBeInTheDocument();
  });
});
