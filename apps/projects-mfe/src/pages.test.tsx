import { describeRoutePages } from '../../../tools/testing/route-pages';
import PropertyListPage from './pages/PropertyListPage';
import CompanyFormPage from './pages/CompanyFormPage';
import CompanyListPage from './pages/CompanyListPage';
import FeeManagementPage from './pages/FeeManagementPage';
import ProjectListPage from './pages/ProjectListPage';

describeRoutePages('projects-mfe', [
  { url: '/', path: '/', page: ProjectListPage, heading: 'Project List', pattern: '/' },
  { url: '/company', path: '/company', page: CompanyListPage, heading: 'Companies', pattern: '/company' },
  { url: '/add-company', path: '/add-company', page: CompanyFormPage, heading: 'Add Company', pattern: '/add-company' },
  { url: '/edit-company/17', path: '/edit-company/:id', page: CompanyFormPage, heading: 'Edit Company', pattern: '/edit-company/{id}' },
  { url: '/fee-management', path: '/fee-management', page: FeeManagementPage, heading: 'Fee Management', pattern: '/fee-management' },
  { url: '/properties', path: '/properties', page: PropertyListPage, heading: 'Properties', pattern: '/properties' },
]);
