import { describeRoutePages } from '../../../tools/testing/route-pages';
import ProjectFormPage from './pages/ProjectFormPage';

// The pages not built yet (the project form, issue 10). The others have their own tests beside them.
describeRoutePages('projects-mfe', [
  { url: '/add-project', path: '/add-project', page: ProjectFormPage, heading: 'Add Project', pattern: '/add-project' },
  { url: '/edit-project/17', path: '/edit-project/:id', page: ProjectFormPage, heading: 'Edit Project', pattern: '/edit-project/{id}' },
]);
