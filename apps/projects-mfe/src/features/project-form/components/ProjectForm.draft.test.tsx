// The project form's draft: offered on return, restored into its step, cleared by the step's save.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProjectsCalls from '@admin/api-client/projects';
import type * as ProjectFormCalls from '@admin/api-client/project-form';
import type * as CompaniesCalls from '@admin/api-client/companies';
import type * as Auth from '@admin/auth';
import type { Project } from '@admin/api-client';
import { formatDateTime } from '@admin/ui';
import { ProjectForm } from './ProjectForm';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  risks: vi.fn(),
  companies: vi.fn(),
  company: vi.fn(),
}));
const signedIn = vi.hoisted(() => ({ id: 5 as number | undefined }));
vi.mock('@admin/api-client/projects', async (original) => ({
  ...(await original<typeof ProjectsCalls>()),
  projectsApi: { get: calls.get, create: calls.create, update: calls.update },
}));
vi.mock('@admin/api-client/project-form', async (original) => ({
  ...(await original<typeof ProjectFormCalls>()),
  projectFormApi: { risks: calls.risks },
}));
vi.mock('@admin/api-client/companies', async (original) => ({
  ...(await original<typeof CompaniesCalls>()),
  companiesApi: { list: calls.companies, get: calls.company },
}));
vi.mock('@admin/auth', async (original) => ({
  ...(await original<typeof Auth>()),
  useCurrentUser: () => ({
    user: signedIn.id === undefined ? undefined : { id: signedIn.id, permissions: [] },
    isPending: false,
  }),
}));

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

const typedTerm = {
  percentageOfIP: 30,
  rights: 'Draft rights',
  percentageForPandora: 5,
  natureOfIP: 'Copyright',
  duration: '3',
  costOfAcquisition: 100,
  totalExpectedInvestment: 150,
  tokenAmount: 10,
  expectedMonetisation: 200,
  proposedIRR: 18.5,
  proposedMoneyMultiple: 1.6,
  expectedDuration: '30 months',
  otherTerms: '',
};
const KEY = 'admin:draft:5:project:7';
const stored = () => {
  const raw = localStorage.getItem(KEY);
  return raw === null
    ? null
    : (JSON.parse(raw) as {
        savedAt: number;
        values: { step: number; steps: Record<string, { terms?: { rights: string }[] }> };
      });
};

function renderForm(url: string, projectId?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <ProjectForm projectId={projectId} canWrite />;
  const router = createMemoryRouter(
    [
      { path: '/add-project', element },
      { path: '/edit/:id', element },
      { path: '/edit-project/:id', element: <div>Edit page</div> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
}

beforeEach(() => {
  signedIn.id = 5;
  calls.companies.mockResolvedValue({ items: [{ id: 4, name: 'Rain Studios' }], pager: {} });
  calls.risks.mockResolvedValue([]);
  calls.company.mockImplementation((id: number) =>
    Promise.resolve({ id, name: id === 9 ? 'Monsoon Media' : 'Rain Studios' }),
  );
  calls.get.mockResolvedValue(project());
  calls.update.mockImplementation((_id: number, body: Partial<Project>) =>
    Promise.resolve(project({ version: 4, step_completed: '2.1', ...body } as Partial<Project>)),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the project form keeps a draft', () => {
  it('keeps the investment terms typed, under the user and the project, with the step', async () => {
    const user = userEvent.setup();
    renderForm('/edit/7', 7);
    const row = await screen.findByRole('listitem', { name: 'Term 1' });
    await user.type(within(row).getByLabelText(/^Rights/), 'Typed rights');
    await waitFor(() => expect(stored()?.values.steps['2']?.terms?.[0]?.rights).toBe('Typed rights'));
    expect(stored()?.values.step).toBe(2);
    expect(Object.keys(localStorage)).toEqual([KEY]);
  });

  it('offers the draft on return, Restore opens its step with the values, and saving the step clears it', async () => {
    const user = userEvent.setup();
    const savedAt = Date.UTC(2026, 10, 25, 7, 53);
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt, values: { step: 2, steps: { 2: { terms: [typedTerm] } } }, version: 3 }),
    );
    // Opened on step 1: Restore moves to the step the draft was typed in.
    calls.get.mockResolvedValue(project({ step_completed: '2.1' }));
    const { router } = renderForm('/edit/7?step=1', 7);
    const banner = await screen.findByRole('region', { name: `Draft saved ${formatDateTime(savedAt)}` });
    expect(banner).toHaveTextContent('Restore opens step 2, Investment terms.');
    expect(banner).not.toHaveTextContent('saved since');
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Investment terms' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    const row = screen.getByRole('listitem', { name: 'Term 1' });
    await waitFor(() => expect(within(row).getByLabelText(/^Rights/)).toHaveValue('Draft rights'));
    expect(screen.queryByRole('region', { name: /Draft saved/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Media' })).toBeInTheDocument();
    const body = calls.update.mock.calls[0]?.[1] as { investment_terms: { rights: string; duration: number }[] };
    expect(body.investment_terms.map((t) => [t.rights, t.duration])).toEqual([['Draft rights', 3]]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stored()).toBeNull();
  });

  it('shows a restored company choice by its name, in a new project and over a saved one', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'admin:draft:5:project:new',
      JSON.stringify({
        savedAt: Date.now(),
        values: { step: 1, steps: { 1: { title: 'Typed title', company_id: 9 } } },
      }),
    );
    const created = renderForm('/add-project');
    await user.click(
      within(await screen.findByRole('region', { name: /^Draft saved / })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Monsoon Media'));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed title');
    created.view.unmount();

    // The saved project's company is Rain Studios; the draft chose another.
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: Date.now(), values: { step: 1, steps: { 1: { company_id: 9 } } }, version: 3 }),
    );
    renderForm('/edit/7?step=1', 7);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Rain Studios'));
    expect(calls.company).toHaveBeenCalledTimes(1);
    await user.click(
      within(await screen.findByRole('region', { name: /^Draft saved / })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Monsoon Media'));
  });

  it('keeps the media step: the type chosen and the uploaded files’ addresses, restored into the step', async () => {
    const user = userEvent.setup();
    calls.get.mockResolvedValue(project({ step_completed: '2.1' }));
    const media = {
      media_type: 'video',
      featured_image: 'https://files.example/cover.png',
      gallery: ['https://files.example/a.png'],
    };
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: Date.now(), values: { step: 3, steps: { 3: media } }, version: 3 }),
    );
    renderForm('/edit/7?step=3', 7);
    const banner = await screen.findByRole('region', { name: /^Draft saved / });
    expect(banner).toHaveTextContent('Restore opens step 3, Media.');
    expect(screen.getByLabelText(/Media type/)).toHaveValue('image');
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText(/Media type/)).toHaveValue('video'));

    await user.selectOptions(screen.getByLabelText(/Media type/), 'image');
    await waitFor(() =>
      expect((stored()?.values.steps['3'] as { media_type?: string } | undefined)?.media_type).toBe('image'),
    );
    expect(stored()?.values.step).toBe(3);
  });

  it('says when the project was saved since the draft was typed, and Discard drops it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: Date.now(), values: { step: 2, steps: { 2: { terms: [typedTerm] } } }, version: 2 }),
    );
    renderForm('/edit/7', 7);
    const banner = await screen.findByRole('region', { name: /^Draft saved / });
    expect(banner).toHaveTextContent('This record has been saved since then');
    await user.click(within(banner).getByRole('button', { name: 'Discard' }));
    expect(stored()).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Term 1' })).getByLabelText(/^Rights/)).toHaveValue('');
  });

  it('creating the project clears the new project’s draft and never stores the PAN', async () => {
    const user = userEvent.setup();
    calls.create.mockResolvedValue(project());
    const { router } = renderForm('/add-project');
    await user.type(screen.getByLabelText(/^Title/), 'Monsoon Album');
    await user.type(screen.getByLabelText(/PAN number/), 'abcde1234f');
    const NEW = 'admin:draft:5:project:new';
    await waitFor(() => expect(localStorage.getItem(NEW)).toContain('Monsoon Album'));
    expect(localStorage.getItem(NEW)).not.toMatch(/ABCDE1234F|pan_number/i);
    await user.selectOptions(screen.getByLabelText(/Content type/), 'Music');
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Rain');
    await user.click(await screen.findByRole('option', { name: 'Rain Studios' }));
    await user.selectOptions(screen.getByLabelText(/Investment type/), 'OwnerShip');
    await user.type(screen.getByLabelText(/^Symbol/), 'mons1');
    await user.type(screen.getByLabelText(/Total supply/), '1000');
    await user.type(screen.getByLabelText(/Token price in INR/), '50');
    await user.type(screen.getByLabelText(/^Email/), 'o@example.com');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-project/7'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(localStorage.getItem(NEW)).toBeNull();
  });
});
