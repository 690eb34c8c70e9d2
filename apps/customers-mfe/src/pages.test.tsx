import { describeRoutePages } from '../../../tools/testing/route-pages';
import RoleListPage from './pages/RoleListPage';
import CustomerListPage from './pages/CustomerListPage';
import CustomerProfilePage from './pages/CustomerProfilePage';
import EmployeeFormPage from './pages/EmployeeFormPage';
import EmployeeListPage from './pages/EmployeeListPage';

describeRoutePages('customers-mfe', [
  { url: '/customers', path: '/customers', page: CustomerListPage, heading: 'Customers', pattern: '/customers' },
  { url: '/customers-profile/17', path: '/customers-profile/:id', page: CustomerProfilePage, heading: 'Customer Profile', pattern: '/customers-profile/{id}' },
  { url: '/employee', path: '/employee', page: EmployeeListPage, heading: 'Employees', pattern: '/employee' },
  { url: '/add-employee', path: '/add-employee', page: EmployeeFormPage, heading: 'Add Employee', pattern: '/add-employee' },
  { url: '/edit-employee/17', path: '/edit-employee/:id', page: EmployeeFormPage, heading: 'Edit Employee', pattern: '/edit-employee/{id}' },
  { url: '/roles', path: '/roles', page: RoleListPage, heading: 'Roles', pattern: '/roles' },
]);
