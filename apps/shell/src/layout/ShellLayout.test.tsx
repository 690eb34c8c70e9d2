import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@admin/tools/testing/render-page';
import type * as LiveUpdates from '../features/live/LiveUpdates';
import { ShellLayout } from './ShellLayout';
import { Sidebar } from './Sidebar';

// Live updates start once the first screen is idle: here, when the test says.
let startLive: (live: typeof LiveUpdates) => void = () => undefined;
vi.mock('../features/live/use-live-updates', () => ({
  useLiveUpdates: () => {
    const [live, setLive] = useState<typeof LiveUpdates>();
    startLive = setLive;
    return live;
  },
}));
// Each draw of the sidebar is counted; the account menu and the palette need a session and are left out.
vi.mock('./Sidebar', () => ({ Sidebar: vi.fn(() => <nav aria-label="Main" />) }));
vi.mock('../features/account-menu/AccountArea', () => ({ AccountArea: () => null }));
vi.mock('../features/palette/PaletteLauncher', () => ({ PaletteLauncher: () => null }));
vi.mock('./Footer', () => ({ Footer: () => null }));

describe('ShellLayout', () => {
  it('shows the inbox bell once live updates start, without drawing the sidebar again', () => {
    renderPage(<ShellLayout overrides={{}} />, { path: '/', url: '/' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const drawn = vi.mocked(Sidebar).mock.calls.length;

    act(() =>
      startLive({
        LivePausedIndicator: () => null,
        InboxBell: () => <button type="button">Inbox</button>,
      } as unknown as typeof LiveUpdates),
    );
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    // Before, the layout held the live module: its arrival drew the whole layout again.
    expect(vi.mocked(Sidebar).mock.calls.length).toBe(drawn);
  });
});
