import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverrideGate } from './OverrideGate';

const local = {
  remote: 'orders_mfe' as const,
  url: 'http://localhost:4202/mf-manifest.json',
  origin: 'http://localhost:4202',
};
const stranger = {
  remote: 'config_mfe' as const,
  url: 'https://anywhere.example.net/mf-manifest.json',
  origin: 'https://anywhere.example.net',
};

describe('OverrideGate', () => {
  it('names the origin and loads only on an explicit confirmation', async () => {
    const onDone = vi.fn();
    render(<OverrideGate pending={[local]} refused={[]} onDone={onDone} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Load code from another origin?' });
    expect(dialog).toHaveAccessibleDescription(/code from http:\/\/localhost:4202/);
    // The safe choice has the focus: Enter does not load foreign code.
    expect(screen.getByRole('button', { name: 'Don’t load' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load from http://localhost:4202' }));
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('Escape and "Don’t load" decline', async () => {
    const onDone = vi.fn();
    render(<OverrideGate pending={[local]} refused={[]} onDone={onDone} />);
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Don’t load' }));
    expect(onDone.mock.calls).toEqual([[false], [false]]);
  });

  it('says clearly that a foreign origin was refused', async () => {
    const onDone = vi.fn();
    render(<OverrideGate pending={[]} refused={[stranger]} onDone={onDone} />);
    const dialog = screen.getByRole('alertdialog', { name: 'QA override refused' });
    expect(dialog).toHaveTextContent('Refused: this override comes from an origin this deployment does not allow');
    expect(dialog).toHaveTextContent('config-mfe from https://anywhere.example.net');
    expect(screen.queryByRole('button', { name: /^Load/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });
});
