import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popupTextsApi, settingsApi } from '@admin/api-client/config';
import type { PopupText, Setting, StaffUser } from '@admin/api-client';
import { grant, queryClient, signInAs } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { stamp } from '../testing';
import ConfigPage, { prefetch } from './ConfigPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/config', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, [
    'settingsApi',
    'partnersApi',
    'videoLinksApi',
    'popupTextsApi',
    'countriesApi',
  ]),
);

// Radix positions the tooltip of a gated button with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const settings = vi.mocked(settingsApi);
const popups = vi.mocked(popupTextsApi);
const setting = (id: number, name: string, value = 'on'): Setting => ({
  ...stamp,
  id,
  name,
  value,
  control: null,
  awaiting_second_approval: null,
});
const open = (url = '/config') => renderPage(<ConfigPage />, { path: '/config', url });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
});

describe('ConfigPage · settings', () => {
  it('lists settings with their page in the URL under the settings prefix', async () => {
    settings.list.mockResolvedValue(
      paged([setting(1, 'support_email', 'help@example.in')], { totalItems: 11, currentPage: 2 }),
    );
    open('/config?settings.page=2');
    const row = await screen.findByRole('row', { name: /support_email/ });
    expect(row).toHaveTextContent('help@example.in');
    expect(row).toHaveTextContent('November 22, 2026');
    expect(settings.list).toHaveBeenCalledWith({ page: 2, limit: 10 });
  });

  it('shows the empty state, and the fallback with Retry when the list fails', async () => {
    settings.list.mockResolvedValueOnce(paged([]));
    open();
    expect(await screen.findByText('No settings yet')).toBeInTheDocument();

    settings.list.mockRejectedValue(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opening a setting loads it into edit mode; save re-fetches page 1 limit 10 and leaves edit mode; reset clears it', async () => {
    const user = userEvent.setup();
    settings.list.mockResolvedValue(paged([setting(7, 'fee_cap', '12')], { totalItems: 30, currentPage: 3 }));
    settings.get.mockResolvedValue(setting(7, 'fee_cap', '12'));
    settings.update.mockResolvedValue({ ...setting(7, 'fee_cap', '15'), version: 2 });
    const { location } = open('/config?settings.page=3');

    await user.click(await screen.findByRole('button', { name: 'Edit setting fee_cap' }));
    expect(settings.get).toHaveBeenCalledWith(7);
    const form = await screen.findByRole('form', { name: 'Edit setting fee_cap' });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('fee_cap');
    await user.clear(within(form).getByLabelText(/Value/));
    await user.type(within(form).getByLabelText(/Value/), '15');
    await user.click(within(form).getByRole('button', { name: 'Save setting' }));

    await waitFor(() => expect(settings.update).toHaveBeenCalledWith(7, { name: 'fee_cap', value: '15' }, 1));
    await waitFor(() => expect(settings.list).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    expect(location()).toBe('/config');
    expect(await screen.findByRole('form', { name: 'Add setting' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit setting fee_cap' }));
    await screen.findByRole('form', { name: 'Edit setting fee_cap' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('form', { name: 'Add setting' })).toBeInTheDocument();
  });

  it('edits a value with the control its stored value needs, the name fixed', async () => {
    const user = userEvent.setup();
    settings.list.mockResolvedValue(
      paged([
        setting(7, 'waitlist_open', 'true'),
        setting(8, 'fee_cap', '12.5'),
        setting(9, 'platform_name', 'Pandora'),
      ]),
    );
    settings.get.mockImplementation(
      async (id) =>
        [
          setting(7, 'waitlist_open', 'true'),
          setting(8, 'fee_cap', '12.5'),
          setting(9, 'platform_name', 'Pandora'),
        ].find((s) => s.id === id) as Setting,
    );
    settings.update.mockResolvedValue({ ...setting(7, 'waitlist_open', 'false'), version: 2 });
    open();

    await user.click(await screen.findByRole('button', { name: 'Edit setting waitlist_open' }));
    let form = await screen.findByRole('form', { name: 'Edit setting waitlist_open' });
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('readonly');
    const flag = within(form).getByRole('switch', { name: 'Value' });
    expect(flag).toHaveAttribute('aria-checked', 'true');
    expect(within(form).queryByRole('textbox', { name: /Value/ })).not.toBeInTheDocument();
    await user.click(flag);
    await user.click(within(form).getByRole('button', { name: 'Save setting' }));
    await waitFor(() => expect(settings.update).toHaveBeenCalledWith(7, { name: 'waitlist_open', value: 'false' }, 1));

    await user.click(await screen.findByRole('button', { name: 'Edit setting fee_cap' }));
    form = await screen.findByRole('form', { name: 'Edit setting fee_cap' });
    expect(within(form).getByRole('spinbutton', { name: /Value/ })).toHaveValue(12.5);

    await user.click(screen.getByRole('button', { name: 'Edit setting platform_name' }));
    form = await screen.findByRole('form', { name: 'Edit setting platform_name' });
    expect(within(form).getByRole('textbox', { name: /Value/ }).tagName).toBe('TEXTAREA');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    form = await screen.findByRole('form', { name: 'Add setting' });
    expect(within(form).getByLabelText(/Name/)).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: /Value/ }).tagName).toBe('TEXTAREA');
  });

  it('a duplicate name keeps the input and says so; a failed edit uses the spec fallback', async () => {
    const user = userEvent.setup();
    settings.list.mockResolvedValue(paged([]));
    settings.create.mockRejectedValue(apiError(409, { message: 'A setting named fee_cap already exists' }));
    open();
    const form = await screen.findByRole('form', { name: 'Add setting' });
    await user.type(within(form).getByLabelText(/Name/), 'fee_cap');
    await user.type(within(form).getByLabelText(/Value/), '9');
    await user.click(within(form).getByRole('button', { name: 'Add setting' }));
    expect(await within(form).findByText('A setting named fee_cap already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveValue('fee_cap');
    expect(within(form).getByLabelText(/Value/)).toHaveValue('9');

    settings.create.mockRejectedValue(apiError(500));
    await user.click(within(form).getByRole('button', { name: 'Add setting' }));
    expect(await within(form).findByText('Failed to add setting')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    settings.list.mockResolvedValue(paged([]));
    open();
    const form = await screen.findByRole('form', { name: 'Add setting' });
    await user.click(within(form).getByRole('button', { name: 'Add setting' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Value is required')).toBeInTheDocument();
    expect(settings.create).not.toHaveBeenCalled();
  });

  it('deletes after a confirmation naming the setting; a failure toasts the spec fallback', async () => {
    const user = userEvent.setup();
    settings.list.mockResolvedValue(paged([setting(3, 'old_flag')]));
    settings.remove.mockRejectedValueOnce(apiError(500));
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete setting old_flag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete setting?' });
    expect(dialog).toHaveTextContent('old_flag');
    await user.click(within(dialog).getByRole('button', { name: 'Delete setting' }));
    expect(await screen.findByText('Failed to delete setting')).toBeInTheDocument();
    expect(settings.remove).toHaveBeenCalledWith(3);
  });

  it('a control setting shows its bounds and a change awaiting a second Admin, who confirms it after a confirmation; the asker cannot', async () => {
    const user = userEvent.setup();
    const waiting = {
      ...setting(3, 'refund_second_approval_threshold', '100000'),
      version: 4,
      control: { floor: 0, ceiling: 1000000 },
      awaiting_second_approval: {
        decision: '250000',
        reason: null,
        by: { id: 9, name: 'Asha Admin' },
        at: stamp.updated_at,
      },
    };
    signInAs({ id: 51, name: 'Me' } as StaffUser);
    settings.list.mockResolvedValue(paged([waiting]));
    settings.confirm.mockResolvedValue({ ...waiting, value: '250000', version: 5, awaiting_second_approval: null });
    open();
    const row = await screen.findByRole('row', { name: /refund_second_approval_threshold/ });
    expect(row).toHaveTextContent('Controls four eyes: from 0 to 1000000; a change waits for a second Admin');
    expect(row).toHaveTextContent('Awaiting second approval: changed to 250000 by Asha Admin');
    // A control setting cannot be deleted.
    expect(within(row).queryByRole('button', { name: /Delete setting/ })).toBeNull();
    await user.click(
      within(row).getByRole('button', { name: 'Confirm the change of refund_second_approval_threshold' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the change?' });
    expect(dialog).toHaveTextContent(
      'refund_second_approval_threshold becomes 250000 (Asha Admin asked for 250000; it is 100000 now).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(settings.confirm).toHaveBeenCalledWith(3, 4));
    expect(await screen.findByText('refund_second_approval_threshold is now 250000')).toBeInTheDocument();
  });

  it('the Admin who asked for a control change sees its confirmation disabled', async () => {
    signInAs({ id: 51, name: 'Me' } as StaffUser);
    settings.list.mockResolvedValue(
      paged([
        {
          ...setting(3, 'refund_second_approval_threshold', '100000'),
          control: { floor: 0, ceiling: 1000000 },
          awaiting_second_approval: {
            decision: '250000',
            reason: null,
            by: { id: 51, name: 'Me' },
            at: stamp.updated_at,
          },
        },
      ]),
    );
    open();
    const mine = await screen.findByRole('row', { name: /refund_second_approval_threshold/ });
    expect(
      within(mine).getByRole('button', { name: 'Confirm the change of refund_second_approval_threshold' }),
    ).toBeDisabled();
    expect(
      within(mine).getByRole('button', { name: 'Send back the change of refund_second_approval_threshold' }),
    ).toBeDisabled();
  });

  it('hides the form and the row actions without config.write', async () => {
    grant(['config.read']);
    settings.list.mockResolvedValue(paged([setting(1, 'read_only')]));
    open();
    await screen.findByRole('row', { name: /read_only/ });
    expect(screen.queryByRole('form', { name: 'Add setting' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete setting/ })).toBeNull();
  });
});

describe('ConfigPage · popup texts', () => {
  const text = (id: number, title: string, body: string): PopupText => ({
    ...stamp,
    id,
    title,
    text: body,
    is_active: true,
  });

  it('shows text as text, and removes a deleted one by id without fetching the list again', async () => {
    const user = userEvent.setup();
    popups.list.mockResolvedValue(
      paged([text(1, 'Welcome', '<img src=x onerror=alert(1)>'), text(2, 'Offer', 'Ends soon')], { totalItems: 2 }),
    );
    popups.remove.mockResolvedValue({ id: 2 });
    open('/config?tab=popups');
    const row = await screen.findByRole('row', { name: /Welcome/ });
    expect(row).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(row.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete popup text Offer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete popup text' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Offer/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Welcome/ })).toBeInTheDocument();
    expect(popups.list).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Popup text Offer deleted')).toBeInTheDocument();
  });

  it('says so when the list fails', async () => {
    popups.list.mockRejectedValue(apiError(500));
    open('/config?tab=popups');
    expect(await screen.findByText('Failed to fetch popup texts')).toBeInTheDocument();
  });
});

describe('ConfigPage prefetch', () => {
  const searchOf = (url: string) => new URL(url, 'http://shell.test').searchParams;

  it('starts the settings call the page makes for its URL, and loads the tabs’ code first', async () => {
    settings.list.mockResolvedValue(paged([]));
    const url = '/config?settings.page=2';
    await prefetch({ searchParams: searchOf(url), params: {} });
    open(url);
    // The tabs' code was loaded before the first render: the tab list is there at once.
    expect(screen.getByRole('tablist', { name: 'Configuration sections' })).toBeInTheDocument();
    await waitFor(() => expect(settings.list).toHaveBeenCalledTimes(2));
    expect(settings.list.mock.calls[0]).toEqual(settings.list.mock.calls[1]);
    queryClient.clear();
  });

  it('leaves the settings alone when another section is open', async () => {
    await prefetch({ searchParams: searchOf('/config?tab=partners'), params: {} });
    expect(settings.list).not.toHaveBeenCalled();
  });
});
