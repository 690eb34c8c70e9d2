import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '@admin/auth';
import { parseRuntimeConfig } from '../../runtime-config/runtimeConfig';
import { AccountArea } from './AccountArea';

const config = parseRuntimeConfig({
  storage: { gatewayUrl: 'http://gateway.test', jwt: 'jwt' },
  remotes: { projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'g' },
});

describe('AccountArea', () => {
  it('shows a busy trigger of the same name until the menu has loaded, then the menu', async () => {
    const router = createMemoryRouter([{ path: '/', element: <AccountArea /> }]);
    render(
      <RuntimeConfigProvider config={config}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeDisabled();
    // The menu is a lazy chunk: on a loaded CI machine importing it can take more than the default second.
    await screen.findByRole('button', { name: 'Account menu', busy: false }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-haspopup', 'menu');
  });
});
