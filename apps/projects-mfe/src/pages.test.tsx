import { describeRoutePages } from '../../../tools/testing/route-pages';
import CompanyFormPage from './features/companies/CompanyFormPage';
import CompanyListPage from './features/companies/CompanyListPage';
import FeeManagementPage from './features/fees/FeeManagementPage';
import ProjectFormPage from './features/projects/ProjectFormPage';
import ProjectListPage from './features/projects/ProjectListPage';

describeRoutePages('projects-mfe', [
  { url: '/', path: '/', page: ProjectListPage, heading: 'Project List', pattern: '/' },
  { url: '/add-project', path: '/add-project', page: ProjectFormPage, heading: 'Add Project', pattern: '/add-project' },
  { url: '/edit-project/17', path: '/edit-project/:id', page: ProjectFormPage, heading: 'Edit Project', pattern: '/edit-project/{id}' },
  { url: '/company', path: '/company', page: CompanyListPage, heading: 'Companies', pattern: '/company' },
  { url: '/add-company', path: '/add-company', page: CompanyFormPage, heading: 'Add Company', pattern: '/add-company' },
  { url: '/edit-company/17', path: '/edit-company/:id', page: CompanyFormPage, heading: 'Edit Company', pattern: '/edit-company/{id}' },
  { url: '/fee-management', path: '/fee-management', page: FeeManagementPage, heading: 'Fee Management', pattern: '/fee-management' },
]);
