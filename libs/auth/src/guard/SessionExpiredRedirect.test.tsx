import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, configureApiClient, tokenStore } from '@admin/api-client';
import { SessionExpiredRedirect } from './SessionExpiredRedirect';
import { signInRedirectTarget } from './redirect-target';

let server: Server;

beforeAll(async () => {
  // An API that refuses every token, including the refresh token.
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.writeHead(req.method === 'OPTIONS' ? 204 : 401, { 'Content-Type': 'application/json' });
    res.end(req.method === 'OPTIONS' ? undefined : JSON.stringify({ message: 'Token expired' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function SignInProbe() {
  return <p>sign-in, then {signInRedirectTarget(useLocation().state)}</p>;
}

describe('SessionExpiredRedirect', () => {
  it('on a refresh the API refuses: says so once and goes to /sign-in remembering the page', async () => {
    const notify = vi.fn();
    tokenStore.setTokens({ accessToken: 'old', refreshToken: 'revoked' });
    const router = createMemoryRouter(
      [
        { path: '/sign-in', element: <SignInProbe /> },
        {
          path: '/orders',
          element: (
            <>
              <SessionExpiredRedirect notify={notify} />
              <p>order list</p>
            </>
          ),
        },
      ],
      { initialEntries: ['/orders?page=2'] },
    );
    render(<RouterProvider router={router} />);

    await Promise.allSettled([apiClient.get('/v2/order'), apiClient.get('/v2/order/filter')]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('sign-in, then /orders?page=2')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Session expired. Redirecting to login.');
    expect(tokenStore.getAccessToken()).toBeNull();
  });
});
