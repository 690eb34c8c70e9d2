import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { Breadcrumbs } from './Breadcrumbs';
import { SectionTabs } from './SectionTabs';

describe('SectionTabs', () => {
  it('links each route of the section and marks the current one', () => {
    renderWithProviders(
      <SectionTabs
        label="Configuration sections"
        links={[
          { to: '/settings', label: 'Settings' },
          { to: '/settings/partners', label: 'Partners' },
        ]}
      />,
      { route: '/settings/partners' },
    );
    const nav = screen.getByRole('navigation', { name: 'Configuration sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });
});

describe('Breadcrumbs', () => {
  it('links the parents and marks the current page', () => {
    renderWithProviders(<Breadcrumbs items={[{ label: 'Orders', to: '/orders' }, { label: 'Order 1042' }]} />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByText('Order 1042')).toHaveAttribute('aria-current', 'page');
  });
});
