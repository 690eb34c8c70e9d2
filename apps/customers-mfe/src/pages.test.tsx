import { describeRoutePages } from '../../../tools/testing/route-pages';
import RoleListPage from './pages/RoleListPage';

// The other pages are real and have their own tests beside them (pages/*.test.tsx).
describeRoutePages('customers-mfe', [{ url: '/roles', path: '/roles', page: RoleListPage, heading: 'Roles', pattern: '/roles' }]);
