import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorPage } from '@admin/ui';
import { remoteRoutes } from '../app/remote-routes';
import { reportClientError } from '../observability/client-errors';
import { RemoteLoadError } from './remote-loader';
import { REMOTES, type RemoteName } from './remotes';
import { remoteMoved } from './running-releases';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains one remote's failure to its content area: a remote that cannot be fetched, lacks the page,
 * or throws while rendering, shows its name and a Retry button while the sidebar and the other remotes
 * keep working. Retry on a remote whose release moved meanwhile reloads the page.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] ${REMOTES[this.props.remote].app} failed:`, error, info.componentStack);
    // A load failure was reported by the loader; anything else is the remote's page throwing.
    if (!(error instanceof RemoteLoadError))
      reportClientError({ kind: 'error-boundary', error, remote: this.props.remote });
  }

  private retry = () => {
    // Its release moved since this page load began (a stopped canary, a rollback): the page is loaded
    // afresh, on the release it is assigned now; one page load never runs two releases of a remote.
    if (remoteMoved(this.props.remote)) return window.location.reload();
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { title, message } = fallbackText(this.props.remote, error);
    return (
      <ErrorPage
        title={title}
        message={message}
        details={error.message}
        actions={
          <Button variant="primary" onClick={this.retry}>
            Retry
          </Button>
        }
      />
    );
  }
}

/**
 * What the fallback says. For a deployed remote that lacks the page, staff read which page of which
 * area is missing and an operator which build lacks which expose; the remote's other pages still load.
 */
function fallbackText(remote: RemoteName, error: Error): { title: string; message: string } {
  const { label, app } = REMOTES[remote];
  const area = label.toLowerCase();
  if (error instanceof RemoteLoadError && error.pageMissing) {
    // The words staff know the page by, from the release's declaration; the module's name if none has it.
    const page =
      remoteRoutes().find((route) => route.remote === remote && route.expose === error.expose)?.title ?? error.expose;
    return {
      title: `${page} is unavailable`,
      message: `The ${page} page is missing from the ${area} screens deployed (${app} does not expose ${error.expose}). The other ${area} pages and the rest of the site keep working.`,
    };
  }
  return {
    title: `${label} is unavailable`,
    message: `The ${area} screens (${app}) could not be shown. The rest of the site keeps working.`,
  };
}
