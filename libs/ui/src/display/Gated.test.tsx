import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../feedback/Button';
import { Gated } from './Gated';

// Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Gated', () => {
  it('disables a control the user may not use and says why on focus', async () => {
    const onClick = vi.fn();
    render(
      <Gated allowed={false} why="Your role cannot add projects.">
        <Button onClick={onClick}>Add project</Button>
      </Gated>,
    );
    expect(screen.getByRole('button', { name: 'Add project' })).toBeDisabled();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role cannot add projects.');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names a missing permission in staff words, never its key', async () => {
    render(
      <Gated allowed={false} permission="cancel.decide">
        <Button>Approve</Button>
      </Gated>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Your role does not include “Approve or reject cancel requests”.');
    expect(tooltip).not.toHaveTextContent('cancel.decide');
  });

  it('turns a link drawn as a button into a disabled button, so it cannot be followed', () => {
    render(
      <Gated allowed={false} why="Your role cannot add companies.">
        <Button to="/add-company">Add company</Button>
      </Gated>,
    );
    expect(screen.getByRole('button', { name: 'Add company' })).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves an allowed control as given: enabled, or disabled by its own reason, with no tooltip', async () => {
    render(
      <>
        <Gated allowed why="Your role cannot add projects.">
          <Button>Add project</Button>
        </Gated>
        <Gated allowed why="Your role cannot change orders.">
          <Button disabled>Saving</Button>
        </Gated>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Add project' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
