import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CustomerListPage from './features/customers/CustomerListPage';
import CustomerProfilePage from './features/customers/CustomerProfilePage';
import EmployeeFormPage from './features/employees/EmployeeFormPage';
import EmployeeListPage from './features/employees/EmployeeListPage';

const routes: Array<[url: string, path: string, page: ComponentType, heading: string, pattern: string]> = [
    ['/customers', '/customers', CustomerListPage, 'Customers', '/customers'],
    ['/customers-profile/17', '/customers-profile/:id', CustomerProfilePage, 'Customer Profile', '/customers-profile/{id}'],
    ['/employee', '/employee', EmployeeListPage, 'Employees', '/employee'],
    ['/add-employee', '/add-employee', EmployeeFormPage, 'Add Employee', '/add-employee'],
    ['/edit-employee/17', '/edit-employee/:id', EmployeeFormPage, 'Edit Employee', '/edit-employee/{id}'],
];

describe('customers-mfe pages', () => {
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
    expect(details).toHaveTextContent('customers-mfe release dev');
  });
});
