import { describeRoutePages } from '../../../tools/testing/route-pages';
import ConfigPage from './pages/ConfigPage';
import TemplatesPage from './pages/TemplatesPage';

describeRoutePages('config-mfe', [
  { url: '/config', path: '/config', page: ConfigPage, heading: 'Config', pattern: '/config' },
  { url: '/templates', path: '/templates', page: TemplatesPage, heading: 'Templates', pattern: '/templates' },
]);
