import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a named modal with a footer, closed by its close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Add partner"
        description="Partners show on the home page."
        footer={<button type="button">Save</button>}
      >
        <label>
          Name <input />
        </label>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
    expect(dialog).toHaveAccessibleDescription('Partners show on the home page.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens as a side panel when asked, still a named modal dialog', async () => {
    render(
      <Dialog open onOpenChange={vi.fn()} title="PAN evidence" placement="side">
        <p>Files</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'PAN evidence' });
    expect(dialog.className).toMatch(/side/);
    expect(dialog.className).toMatch(/content/);
  });
});
