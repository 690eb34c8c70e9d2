import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AssigneeControl } from './AssigneeControl';

const ME = { id: 5, name: 'Omar Ops' };
const COLLEAGUE = { id: 9, name: 'Ila Ops' };

describe('AssigneeControl', () => {
  it('claims with "Assign to me", assigns a colleague or releases through the select', async () => {
    const onAssign = vi.fn();
    const { rerender } = render(
      <AssigneeControl
        itemLabel="order #12"
        assignee={null}
        meId={ME.id}
        canAssign
        assignees={[COLLEAGUE, ME]}
        onAssign={onAssign}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Assignee of order #12' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Omar Ops (you)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign order #12 to me' }));
    expect(onAssign).toHaveBeenLastCalledWith(ME.id);
    await userEvent.selectOptions(select, 'Ila Ops');
    expect(onAssign).toHaveBeenLastCalledWith(COLLEAGUE.id);

    // Once it is yours, there is nothing to claim; releasing is choosing Unassigned.
    rerender(
      <AssigneeControl
        itemLabel="order #12"
        assignee={ME}
        meId={ME.id}
        canAssign
        assignees={[COLLEAGUE, ME]}
        onAssign={onAssign}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Assign order #12 to me' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee of order #12' }), 'Unassigned');
    expect(onAssign).toHaveBeenLastCalledWith(null);
  });

  it('offers "Take over" when a colleague holds the item, not "Assign to me"', async () => {
    const onAssign = vi.fn();
    render(
      <AssigneeControl
        itemLabel="order #12"
        assignee={COLLEAGUE}
        meId={ME.id}
        canAssign
        assignees={[COLLEAGUE, ME]}
        onAssign={onAssign}
      />,
    );
    const takeOver = await screen.findByRole('button', { name: 'Take over order #12 from Ila Ops' });
    expect(takeOver).toHaveTextContent('Take over');
    expect(screen.queryByRole('button', { name: 'Assign order #12 to me' })).toBeNull();
    await userEvent.click(takeOver);
    expect(onAssign).toHaveBeenLastCalledWith(ME.id);
  });

  it('keeps the current owner as a choice before the colleagues have loaded', async () => {
    render(
      <AssigneeControl
        itemLabel="order #12"
        assignee={COLLEAGUE}
        meId={ME.id}
        canAssign
        assignees={[]}
        onAssign={() => undefined}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Assignee of order #12' })).toHaveValue(String(COLLEAGUE.id));
  });

  it('only names the owner for a user who may not assign', async () => {
    const { rerender } = render(
      <AssigneeControl
        itemLabel="order #12"
        assignee={COLLEAGUE}
        meId={ME.id}
        canAssign={false}
        assignees={[]}
        onAssign={() => undefined}
      />,
    );
    // Loaded once (the earlier tests), so no fallback: what it renders is the read-only name.
    expect(await screen.findByText('Ila Ops')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <AssigneeControl
        itemLabel="order #12"
        assignee={null}
        meId={ME.id}
        canAssign={false}
        assignees={[]}
        onAssign={() => undefined}
      />,
    );
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
  });
});
