import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CompanyFormPage from './features/companies/CompanyFormPage';
import CompanyListPage from './features/companies/CompanyListPage';
import FeeManagementPage from './features/fees/FeeManagementPage';
import ProjectFormPage from './features/projects/ProjectFormPage';
import ProjectListPage from './features/projects/ProjectListPage';

const routes: Array<[url: string, path: string, page: ComponentType, heading: string, pattern: string]> = [
    ['/', '/', ProjectListPage, 'Project List', '/'],
    ['/add-project', '/add-project', ProjectFormPage, 'Add Project', '/add-project'],
    ['/edit-project/17', '/edit-project/:id', ProjectFormPage, 'Edit Project', '/edit-project/{id}'],
    ['/company', '/company', CompanyListPage, 'Companies', '/company'],
    ['/add-company', '/add-company', CompanyFormPage, 'Add Company', '/add-company'],
    ['/edit-company/17', '/edit-company/:id', CompanyFormPage, 'Edit Company', '/edit-company/{id}'],
    ['/fee-management', '/fee-management', FeeManagementPage, 'Fee Management', '/fee-management'],
];

describe('projects-mfe pages', () => {
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
    expect(details).toHaveTextContent('projects-mfe release dev');
  });
});
