import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '@admin/auth';
import { parseRuntimeConfig } from '../../runtime-config/runtime-config';
import { testApps } from '../../testing/releases';
import { AccountArea } from './AccountArea';

const config = parseRuntimeConfig({
  storage: { gatewayUrl: 'http://gateway.test', jwt: 'jwt' },
  remotes: { projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'g' },
  apps: testApps(),
});

function renderArea() {
  const router = createMemoryRouter([{ path: '/', element: <AccountArea /> }]);
  render(
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

describe('AccountArea', () => {
  it('shows a usable trigger before the menu has loaded; a click loads the menu and opens it', async () => {
    renderArea();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toBeEnabled();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger, { detail: 1 });
    // The menu is a lazy chunk: on a loaded CI machine importing it can take more than the default second.
    expect(await screen.findByRole('menuitem', { name: 'Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opened from the keyboard before the menu has loaded, focuses the first item', async () => {
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }), { detail: 0 });
    const profile = await screen.findByRole('menuitem', { name: 'Profile' }, { timeout: 5000 });
    expect(profile).toHaveFocus();
  });
});
