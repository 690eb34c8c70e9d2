import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'details', label: 'Details', content: <p>Detail panel</p> },
  { value: 'documents', label: 'Documents', content: <p>Documents panel</p> },
  { value: 'history', label: 'History', content: <p>History panel</p> },
];

describe('Tabs', () => {
  it('opens the tab named in the URL', async () => {
    renderWithProviders(<Tabs tabs={tabs} label="Order sections" />, { route: '/orders/5?tab=documents' });
    // The tabs' code is a lazy chunk (it is not on the shell's first load).
    expect(await screen.findByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Documents panel')).toBeInTheDocument();
  });

  it('keeps the chosen tab in the URL, beside other parameters', async () => {
    renderWithProviders(<Tabs tabs={tabs} />, { route: '/orders/5?page=2' });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/5?page=2&tab=history'));
    expect(screen.getByText('History panel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/5\?page=2$/));
  });

  it('keeps what was typed in a tab when the user looks at another tab and comes back', async () => {
    const withForm = [{ value: 'form', label: 'Form', content: <input aria-label="Name" /> }, ...tabs.slice(1)];
    renderWithProviders(<Tabs tabs={withForm} />, { route: '/x' });
    await userEvent.type(await screen.findByLabelText('Name'), 'typed');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('History panel')).toBeVisible();
    expect(screen.queryByLabelText('Name')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByLabelText('Name')).toHaveValue('typed');
    expect(screen.getByText('History panel')).not.toBeVisible();
  });

  it('uses its own URL key and falls back to the first tab on an unknown value', async () => {
    renderWithProviders(<Tabs tabs={tabs} param="section" />, { route: '/x?section=nope' });
    expect(await screen.findByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithProviders(<Tabs tabs={tabs} />, { route: '/x' });
    (await screen.findByRole('tab', { name: 'Details' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves roving focus on a timer, and the router updates the URL in a transition.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/x?tab=documents'));
  });
});
