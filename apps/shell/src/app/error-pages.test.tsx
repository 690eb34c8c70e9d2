import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ERROR_MESSAGE, GlobalErrorBoundary } from './GlobalErrorBoundary';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

function Explode(): never {
  throw new Error('render exploded');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('routing errors', () => {
  it("show 'Oops! Something went wrong.' with the error text", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Error('Loader exploded');
          },
          element: <p>never shown</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('Loader exploded')).toBeInTheDocument();
  });

  it('describe a thrown response by status', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Response('Gone for good', { status: 410, statusText: 'Gone' });
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('410 Gone: Gone for good')).toBeInTheDocument();
  });

  it('answer an unknown path with a not-found page', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at /nowhere.')).toBeInTheDocument();
  });
});

describe('GlobalErrorBoundary', () => {
  it('shows the spec fallback for an uncaught render error', () => {
    render(
      <GlobalErrorBoundary>
        <Explode />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(GLOBAL_ERROR_MESSAGE);
    expect(GLOBAL_ERROR_MESSAGE).toBe('Something went wrong. Please try refreshing the page or contact support.');
  });
});
