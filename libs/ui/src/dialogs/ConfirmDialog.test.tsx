import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({
  onConfirm,
  withReason = false,
}: {
  onConfirm: () => void | Promise<unknown>;
  withReason?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the setting “fee_rate”?"
        description="The setting is removed for every user. This cannot be undone."
        confirmLabel="Delete setting"
        destructive
        onConfirm={onConfirm}
      >
        {withReason ? (
          <label>
            Reason <input />
          </label>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('names what will change and starts on Cancel', async () => {
    render(<Harness onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the setting “fee_rate”?' });
    expect(dialog).toHaveAccessibleDescription('The setting is removed for every user. This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('keeps focus inside while tabbing', async () => {
    render(<Harness onConfirm={() => undefined} withReason />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete setting' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('cancels on Escape without acting, and gives focus back', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('confirms, and closes once the action succeeds', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete setting' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('Failed to delete setting'));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete setting' }));
    await Promise.resolve();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('disables confirm while pending', async () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Delete?"
        description="Gone."
        confirmLabel="Delete"
        pending
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
