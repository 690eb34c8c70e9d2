import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteDetails } from './RouteDetails';

describe('RouteDetails', () => {
  it('states the route, the path with its query, each param and the build serving it', () => {
    render(
      <MemoryRouter initialEntries={['/order-details/42?tab=documents']}>
        <Routes>
          <Route path="/order-details/:id" element={<RouteDetails pattern="/order-details/{id}" servedBy="orders-mfe" release="r7" />} />
        </Routes>
      </MemoryRouter>,
    );
    const details = screen.getByLabelText('Route details');
    expect(details).toHaveTextContent('/order-details/{id}');
    expect(details).toHaveTextContent('/order-details/42?tab=documents');
    expect(details).toHaveTextContent('id42');
    expect(details).toHaveTextContent('orders-mfe release r7');
  });
});
