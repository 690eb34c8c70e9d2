import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerMessage, MessagePreview, SendMessageRequest } from '@admin/api-client/contract';
import { toast } from '@admin/ui/singletons';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { SendMessageButton } from './Messages';
import type { MessageComposerSource } from './types';

// Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const TEMPLATES = [
  { id: 1, name: 'Order confirmation', kind: 'email' as const, variables: ['name', 'amount'] },
  { id: 2, name: 'Deadline note', kind: 'email' as const, variables: ['name', 'note'] },
  { id: 3, name: 'Payment reminder', kind: 'sms' as const, variables: ['name'] },
];

/** The API's preview, rendered from the values sent (a stand-in for the one renderer). */
function previewOf(body: SendMessageRequest): MessagePreview {
  const note = body.variables?.note ?? '';
  const template = TEMPLATES.find((t) => t.id === body.template_id)!;
  const free: Record<string, string> = template.variables.includes('note') ? { note } : {};
  return {
    template_id: template.id,
    template_name: template.name,
    channel: template.kind === 'sms' ? 'sms' : 'email',
    to: 'r•••••@example.com',
    subject: `About order #113`,
    body: `<p>Dear Ravi Rao, <b>INR 1,25,000.00</b>${'note' in free ? ` ${note || '{{note}}'}` : ''}</p><script>alert(1)</script>`,
    format: 'html',
    record_variables: { name: 'Ravi Rao', amount: '1,25,000.00', project: 'Green Acres' },
    free_variables: free,
    missing: 'note' in free && !note ? ['note'] : [],
  };
}

const failed = (status: number, body: unknown) =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status, data: body } });

function composer(over: Partial<MessageComposerSource> = {}): MessageComposerSource {
  return {
    templatesKey: ['messages', 'templates'],
    templates: vi.fn(async () => TEMPLATES),
    previewKey: (body) => ['messages', 'preview', 'order', 113, body],
    preview: vi.fn(async (body: SendMessageRequest) => previewOf(body)),
    send: vi.fn(async () => ({ id: 9 }) as CustomerMessage),
    invalidate: [['messages', 'record']],
    fallbacks: {
      templates: 'Failed to fetch templates',
      preview: 'Failed to preview',
      send: 'Failed to send the message',
    },
    ...over,
  };
}

async function openDialog(source: MessageComposerSource, initialValues?: Record<string, string>) {
  const user = userEvent.setup();
  renderWithProviders(<SendMessageButton maySend composer={source} about="Order #113" initialValues={initialValues} />);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send message about Order #113' });
  return { user, dialog };
}

describe('Send message', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockReturnValue('t');
    vi.spyOn(toast, 'error').mockReturnValue('t');
  });

  it("offers the templates by channel, shows the record's values and the API's preview sanitised, and sends it", async () => {
    const source = composer();
    const { user, dialog } = await openDialog(source);
    const select = await within(dialog).findByRole('combobox', { name: 'Template' });
    expect(
      within(select)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Email', 'SMS']);
    await user.selectOptions(select, 'Order confirmation');

    const preview = await within(dialog).findByRole('region', { name: /Preview/ });
    expect(await within(preview).findByText('INR 1,25,000.00')).toBeInTheDocument();
    expect(preview).toHaveTextContent('To: Email to r•••••@example.com');
    expect(preview).toHaveTextContent('Subject: About order #113');
    expect(preview.innerHTML).not.toContain('<script>');
    const record = within(dialog).getByRole('region', { name: 'Filled from the record' });
    expect(record).toHaveTextContent('Amount1,25,000.00');
    expect(record).toHaveTextContent('ProjectGreen Acres');

    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(source.send).toHaveBeenCalledWith({ template_id: 1, variables: {} });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message queued'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the values the record does not fill, field by field, and previews them as typed', async () => {
    const source = composer();
    const { user, dialog } = await openDialog(source);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Template' }), 'Deadline note');
    const note = await within(dialog).findByRole('textbox', { name: /Note/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Fill in Note')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(source.send).not.toHaveBeenCalled();

    await user.type(note, 'Your deadline moved to December 1.');
    const preview = within(dialog).getByRole('region', { name: /Preview/ });
    await vi.waitFor(() => expect(preview).toHaveTextContent('Your deadline moved to December 1.'), { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(source.send).toHaveBeenCalledWith({
      template_id: 2,
      variables: { note: 'Your deadline moved to December 1.' },
    });
  });

  it("keeps what was typed and shows the server's message when the send fails", async () => {
    const source = composer({
      send: vi.fn(async () => {
        throw failed(429, { message: 'This customer has received 10 messages from staff in the last hour.' });
      }),
    });
    const { user, dialog } = await openDialog(source, { note: 'Offered from the decision' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Template' }), 'Deadline note');
    const note = await within(dialog).findByRole('textbox', { name: /Note/ });
    expect(note).toHaveValue('Offered from the decision');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This customer has received 10 messages from staff in the last hour.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(note).toHaveValue('Offered from the decision');
  });

  it('says why a role without the permission cannot send', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SendMessageButton maySend={false} composer={composer()} about="Order #113" />);
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your role does not include “Send messages to customers”.',
    );
  });
});
