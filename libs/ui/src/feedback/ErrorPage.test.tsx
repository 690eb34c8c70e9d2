import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';
import { Spinner } from './Spinner';

describe('ErrorPage', () => {
  it('announces the title, the error text and the recovery actions', () => {
    render(
      <ErrorPage title="Oops! Something went wrong." message="No route matches" actions={<button>Retry</button>} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    expect(alert).toHaveTextContent('No route matches');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('tells screen readers what is loading', () => {
    render(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });
});
