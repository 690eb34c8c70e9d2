import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { templatesApi } from '@admin/api-client/templates';
import type { Template } from '@admin/api-client';
import { grant } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { stamp } from '../testing';
import TemplatesPage from './TemplatesPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/templates', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['templatesApi']),
);

const api = vi.mocked(templatesApi);
const template = (id: number, name: string, body: string): Template => ({
  ...stamp,
  id,
  name,
  kind: 'email',
  subject: 'Hello {{name}}',
  body,
  variables: ['name'],
});
const open = (url = '/templates') => renderPage(<TemplatesPage />, { path: '/templates', url });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
});

describe('TemplatesPage', () => {
  it('lists templates with kind and search from the URL', async () => {
    api.list.mockResolvedValue(paged([template(1, 'Welcome mail', '<p>Hi {{name}}</p>')]));
    open('/templates?kind=email&search=wel');
    const row = await screen.findByRole('row', { name: /Welcome mail/ });
    expect(row).toHaveTextContent('Email');
    expect(row).toHaveTextContent('{{name}}');
    expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 10, kind: 'email', search: 'wel' });
  });

  it('shows empty and error states', async () => {
    api.list.mockResolvedValueOnce(paged([]));
    open();
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    api.list.mockRejectedValue(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch templates')).toBeInTheDocument();
  });

  it('previews the draft through the API with the sample values, sanitised: nothing executable survives', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(paged([]));
    api.preview.mockResolvedValue({
      subject: 'Hello Asha',
      body: '<p>Hi Asha</p><img src="x" onerror="window.__ran=1"><script>window.__ran=2</script><a href="javascript:window.__ran=3">go</a>',
      missing: [],
      formats: { subject: 'text', body: 'html' },
    });
    const { location } = open();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    expect(location()).toBe('/templates?edit=new');
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText(/Name/), 'Greeting');
    await user.type(within(form).getByLabelText(/Subject/), 'Hello {{{{name}}');
    await user.type(within(form).getByLabelText(/Body/), 'Hi {{{{name}}');
    const sample = await screen.findByLabelText('{{name}}');
    await user.clear(sample);
    await user.type(sample, 'Asha');

    await waitFor(() =>
      expect(api.preview).toHaveBeenLastCalledWith(
        { kind: 'email', subject: 'Hello {{name}}', body: 'Hi {{name}}', variables: { name: 'Asha' } },
        expect.anything(),
      ),
    );
    const preview = await screen.findByRole('region', { name: /Preview/ });
    await within(preview).findByText('Hi Asha');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText('go')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
  });

  it('opens a template with sample values prefilled from its variables, so the first preview has no raw {{ }}', async () => {
    api.list.mockResolvedValue(paged([]));
    api.get.mockResolvedValue({
      ...template(4, 'Payment due', '<p>Hi {{name}}, pay INR {{amount}} before {{deadline}} for {{order_id}}.</p>'),
      subject: 'Order {{order_id}}',
      variables: ['order_id', 'name', 'amount', 'deadline'],
    });
    api.preview.mockResolvedValue({
      subject: 'Order ORD-1042',
      body: '<p>Hi Asha Rao</p>',
      missing: [],
      formats: { subject: 'text', body: 'html' },
    });
    open('/templates?edit=4');
    const samples = await screen.findByRole('group', { name: 'Sample values' });
    expect(within(samples).getByLabelText('{{name}}')).toHaveValue('Asha Rao');
    expect(within(samples).getByLabelText('{{amount}}')).toHaveValue('25,000');
    expect(within(samples).getByLabelText('{{deadline}}')).toHaveValue('March 14, 2026');
    expect(within(samples).getByLabelText('{{order_id}}')).toHaveValue('ORD-1042');
    // The very first preview asks with every sample: nothing is left as a placeholder.
    await waitFor(() => expect(api.preview).toHaveBeenCalled());
    expect(api.preview.mock.calls[0]?.[0]).toEqual({
      kind: 'email',
      subject: 'Order {{order_id}}',
      body: '<p>Hi {{name}}, pay INR {{amount}} before {{deadline}} for {{order_id}}.</p>',
      variables: { order_id: 'ORD-1042', name: 'Asha Rao', amount: '25,000', deadline: 'March 14, 2026' },
    });
  });

  it('creates a template and closes the editor; a failed save keeps the input', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(paged([]));
    api.preview.mockResolvedValue({
      subject: null,
      body: 'x',
      missing: [],
      formats: { subject: 'text', body: 'html' },
    });
    api.create
      .mockRejectedValueOnce(apiError(400, { message: 'body: too long' }))
      .mockResolvedValueOnce(template(9, 'Reminder', 'Pay'));
    const { location } = open('/templates?edit=new');
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText(/Name/), 'Reminder');
    await user.type(within(form).getByLabelText(/Body/), 'Pay');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    expect((await within(form).findAllByText(/too long/)).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Reminder');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(location()).toBe('/templates'));
    expect(api.create).toHaveBeenLastCalledWith({ name: 'Reminder', kind: 'email', subject: null, body: 'Pay' });
  });

  it('without templates.write: no New, no Edit, no Delete', async () => {
    grant(['templates.read']);
    api.list.mockResolvedValue(paged([template(1, 'Welcome mail', 'x')]));
    open();
    await screen.findByRole('row', { name: /Welcome mail/ });
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit template/ })).toBeNull();
  });
});
