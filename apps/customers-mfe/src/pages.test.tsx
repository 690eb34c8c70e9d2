import { describeRoutePages } from '../../../tools/testing/route-pages';
import CustomerListPage from './features/customers/CustomerListPage';
import CustomerProfilePage from './features/customers/CustomerProfilePage';
import EmployeeFormPage from './features/employees/EmployeeFormPage';
import EmployeeListPage from './features/employees/EmployeeListPage';

describeRoutePages('customers-mfe', [
  { url: '/customers', path: '/customers', page: CustomerListPage, heading: 'Customers', pattern: '/customers' },
  { url: '/customers-profile/17', path: '/customers-profile/:id', page: CustomerProfilePage, heading: 'Customer Profile', pattern: '/customers-profile/{id}' },
  { url: '/employee', path: '/employee', page: EmployeeListPage, heading: 'Employees', pattern: '/employee' },
  { url: '/add-employee', path: '/add-employee', page: EmployeeFormPage, heading: 'Add Employee', pattern: '/add-employee' },
  { url: '/edit-employee/17', path: '/edit-employee/:id', page: EmployeeFormPage, heading: 'Edit Employee', pattern: '/edit-employee/{id}' },
]);
