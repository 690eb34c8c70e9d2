import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CancelRequestsPage from './features/cancel-requests/CancelRequestsPage';
import OrderDetailPage from './features/orders/OrderDetailPage';
import OrderListPage from './features/orders/OrderListPage';

const routes: Array<[url: string, path: string, page: ComponentType, heading: string, pattern: string]> = [
    ['/orders', '/orders', OrderListPage, 'Orders', '/orders'],
    ['/order-details/17', '/order-details/:id', OrderDetailPage, 'Order Details', '/order-details/{id}'],
    ['/cancel', '/cancel', CancelRequestsPage, 'Cancel Requests', '/cancel'],
];

describe('orders-mfe pages', () => {
  it.each(routes)('%s shows its heading, route and params', (url, path, Page, heading, pattern) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const details = screen.getByLabelText('Route details');
    expect(details).toHaveTextContent(pattern);
    expect(details).toHaveTextContent(url);
    if (pattern.includes('{id}')) expect(details).toHaveTextContent('id17');
    expect(details).toHaveTextContent('orders-mfe release dev');
  });
});
