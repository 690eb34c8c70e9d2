import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@admin/api-client';
import { App } from './app/App';
import { takeRemoteOverrides } from './federation/overrides';
import { registerAppRemotes } from './federation/remoteLoader';
import { loadRuntimeConfig } from './runtime-config/runtimeConfig';
import { StartupErrorPage } from './runtime-config/StartupErrorPage';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureApiClient({ baseURL: config.apiBaseUrl });
    const overrides = takeRemoteOverrides(window.location, window.history, window.localStorage);
    registerAppRemotes({ ...config.remotes, ...overrides });
    root.render(<App config={config} overrides={overrides} />);
  } catch (error) {
    console.error('[startup] the back-office cannot start:', error);
    root.render(<StartupErrorPage error={error} />);
  }
}

void start();
