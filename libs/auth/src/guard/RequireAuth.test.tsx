import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '@admin/api-client';
import { startSession } from '../session/session';
import { RequireAuth } from './RequireAuth';
import { signInRedirectTarget } from './redirect-target';

function SignInProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = signInRedirectTarget(location.state);
  const signIn = () => {
    startSession({ token: 'fresh', refreshToken: 'r' });
    void navigate(target, { replace: true });
  };
  return (
    <>
      <p>sign-in page, then {target}</p>
      <button onClick={signIn}>Verify</button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInProbe /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>project list</p> },
          { path: '/orders', element: <p>order list</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());

describe('RequireAuth', () => {
  it('sends a signed-out user to /sign-in, remembering path and query', () => {
    const router = renderAt('/orders?page=3&status=Booked');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByText('sign-in page, then /orders?page=3&status=Booked')).toBeInTheDocument();
  });

  it('after signing in, lands on the remembered deep link (not bounced back by a stale session)', async () => {
    const router = renderAt('/orders?page=3');
    await act(async () => screen.getByRole('button', { name: 'Verify' }).click());
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?page=3');
    expect(screen.getByText('order list')).toBeInTheDocument();
  });

  it('shows the page when an access token is stored', () => {
    tokenStore.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    renderAt('/orders');
    expect(screen.getByText('order list')).toBeInTheDocument();
  });

  it('redirects as soon as the tokens are cleared, e.g. by a logout in another tab', () => {
    tokenStore.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const router = renderAt('/orders?page=2');
    expect(screen.getByText('order list')).toBeInTheDocument();

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });

    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByText('sign-in page, then /orders?page=2')).toBeInTheDocument();
  });

  it('renders its children when given some', () => {
    tokenStore.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RequireAuth>
            <p>guarded child</p>
          </RequireAuth>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('guarded child')).toBeInTheDocument();
  });
});
