import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../feedback/Button';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { DetailList } from './DetailList';
import { EmptyState } from './EmptyState';
import { StatusBadge } from './StatusBadge';
import { Tooltip } from './Tooltip';

describe('StatusBadge', () => {
  it('shows the status in words with its tone', () => {
    render(<StatusBadge tone="danger">Rejected</StatusBadge>);
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  });
});

describe('DetailList', () => {
  it('pairs labels with values and dashes empty ones', () => {
    render(
      <DetailList
        items={[
          { label: 'Email', value: 'asha@example.com' },
          { label: 'PAN', value: '' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Email', 'PAN']);
    expect(values).toEqual(['asha@example.com', '—']);
  });
});

describe('EmptyState', () => {
  it('shows the title, the description and the action', () => {
    render(
      <EmptyState
        title="No orders"
        description="Orders appear when customers invest."
        action={<Button>Refresh</Button>}
      />,
    );
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.getByText('Orders appear when customers invest.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});

describe('Button', () => {
  it('renders a router link with `to` and an anchor with `href`', () => {
    renderWithProviders(
      <>
        <Button to="/add-company" variant="primary">
          Add company
        </Button>
        <Button href="/files/report.csv">Download</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Add company' })).toHaveAttribute('href', '/add-company');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/report.csv');
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });
});

describe('Tooltip', () => {
  // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  it('explains a disabled control to keyboard users, keeping focus on it', async () => {
    render(
      <Tooltip content="Your role does not include “Change orders”.">
        <Button disabled>Approve</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.tab();
    // The tooltip's code loads on that first focus, replacing the wrapper; focus follows it.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role does not include “Change orders”.');
    await waitFor(() =>
      expect(document.activeElement).toContainElement(screen.getByRole('button', { name: 'Approve' })),
    );
  });

  it('opens on focus of a plain control too, and the control keeps focus', async () => {
    render(
      <Tooltip content="Copies the link">
        <Button>Copy</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the link');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus());
  });
});
