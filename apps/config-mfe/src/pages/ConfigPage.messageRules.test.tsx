import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageRulesApi } from '@admin/api-client/message-rules';
import type { MessageRule, MessageRuleTemplate } from '@admin/api-client';
import { grant } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { apiError } from '@admin/tools/testing/api-fakes';
import ConfigPage from './ConfigPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/message-rules', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['messageRulesApi']),
);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const api = vi.mocked(messageRulesApi);
const rule = (id: number, over: Partial<MessageRule> = {}): MessageRule => ({
  id,
  event: 'refund_approved',
  order_status: null,
  template_id: 7,
  template_name: 'Refund approved',
  enabled: true,
  version: 3,
  updated_at: '2026-11-22T10:00:00.000Z',
  ...over,
});
const templates: MessageRuleTemplate[] = [
  { id: 7, name: 'Refund approved', kind: 'email', variables: ['name', 'amount'] },
  { id: 10, name: 'Order status changed', kind: 'email', variables: ['status'] },
  { id: 6, name: 'Refund processed', kind: 'notification', variables: ['amount'] },
];
const open = () => renderPage(<ConfigPage />, { path: '/config', url: '/config?tab=messages' });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  api.templates.mockResolvedValue(templates);
});

describe('ConfigPage · message rules', () => {
  it('lists each event with its email template and switch; turning one off asks first, then saves at its version', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue([
      rule(1),
      rule(2, { event: 'kyc_rejected', template_id: null, template_name: null, enabled: false }),
    ]);
    api.update.mockResolvedValue(rule(1, { enabled: false, version: 4 }));
    open();

    const row = await screen.findByRole('row', { name: /A refund is approved/ });
    expect(row).toHaveTextContent('November 22, 2026');
    const choice = within(row).getByRole('combobox', { name: 'Email sent when: A refund is approved' });
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No template', 'Refund approved', 'Order status changed']),
    );
    // A rule without a template cannot be turned on.
    expect(screen.getByRole('switch', { name: 'Send an email when: A KYC check is rejected' })).toBeDisabled();

    await user.click(within(row).getByRole('switch', { name: 'Send an email when: A refund is approved' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Customers will no longer receive an email when: A refund is approved');
    expect(api.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, { template_id: 7, enabled: false }, 3));
  });

  it('adds a rule for an order status', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue([rule(1)]);
    api.create.mockResolvedValue(rule(5, { event: 'order_status', order_status: 'Refunded', template_id: 10 }));
    open();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Refunded');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Order status changed');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({ order_status: 'Refunded', template_id: 10, enabled: true }),
    );
  });

  it('shows a role that may not change rules why, read-only; and the error with Retry', async () => {
    grant(['config.read']);
    api.list.mockResolvedValue([rule(1)]);
    open();
    const row = await screen.findByRole('row', { name: /A refund is approved/ });
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.getByText(/Change configuration/)).toBeInTheDocument();

    api.list.mockRejectedValue(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch message rules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
