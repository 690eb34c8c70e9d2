import { describeRoutePages } from '../../../tools/testing/route-pages';
import ConfigPage from './features/settings/ConfigPage';
import TemplatesPage from './features/templates/TemplatesPage';

describeRoutePages('config-mfe', [
  { url: '/config', path: '/config', page: ConfigPage, heading: 'Config', pattern: '/config' },
  { url: '/templates', path: '/templates', page: TemplatesPage, heading: 'Templates', pattern: '/templates' },
]);
