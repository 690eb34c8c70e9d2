import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Sidebar } from './Sidebar';

describe('Sidebar', () => {
  it("lists the spec's links in order and marks the current one", () => {
    render(
      <MemoryRouter initialEntries={['/cancel']}>
        <Sidebar onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Project List',
      'Companies',
      'Customers',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Getting started',
    ]);
    expect(within(nav).getByRole('link', { name: 'Cancel Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Project List' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/getting-started');
  });
});
