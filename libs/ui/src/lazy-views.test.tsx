// The kit's heavy views (Radix Dialog, Radix Tooltip with floating-ui) are fetched when first used,
// not by a page that merely could use them: @admin/ui is shared whole, so anything it imports eagerly
// is on every first load (the shell's first-load budget, docs/architecture.md). Each view's module records when it is first imported.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { Dialog } from './dialogs/Dialog';
import { Tooltip } from './display/Tooltip';
import { Button } from './feedback/Button';

const imported = vi.hoisted(() => new Set<string>());
vi.mock('./dialogs/ConfirmDialogView', async (original) => {
  imported.add('ConfirmDialogView');
  return original();
});
vi.mock('./dialogs/DialogView', async (original) => {
  imported.add('DialogView');
  return original();
});
vi.mock('./display/TooltipView', async (original) => {
  imported.add('TooltipView');
  return original();
});

beforeAll(() => {
  // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Page() {
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Tooltip content="Your role cannot add projects.">
        <Button disabled>Add project</Button>
      </Tooltip>
      <Button onClick={() => setDeleting(true)}>Delete</Button>
      <Button onClick={() => setEditing(true)}>Edit</Button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete the project?"
        description="It cannot be undone."
        confirmLabel="Delete project"
        onConfirm={() => undefined}
      />
      <Dialog open={editing} onOpenChange={setEditing} title="Edit partner">
        <p>Form</p>
      </Dialog>
    </>
  );
}

describe('lazy views of the kit', () => {
  it('fetches no dialog or tooltip code until the user opens or points at one', async () => {
    render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...imported]).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete the project?' })).toBeVisible();
    expect([...imported]).toEqual(['ConfirmDialogView']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit partner' })).toBeVisible();
    expect(imported.has('DialogView')).toBe(true);
    expect(imported.has('TooltipView')).toBe(false);
    await userEvent.keyboard('{Escape}');

    await userEvent.hover(screen.getByRole('button', { name: 'Add project' }).parentElement!);
    await vi.waitFor(() => expect(imported.has('TooltipView')).toBe(true));
    // The hint shows once Radix has loaded: the test ends only after that import settled, not while
    // it still resolves (vitest counts an import resolving after teardown as an error).
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role cannot add projects.');
  });
});
