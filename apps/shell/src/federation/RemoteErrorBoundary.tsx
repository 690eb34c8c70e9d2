import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorPage } from '@admin/ui';
import { reportClientError } from '../observability/clientErrors';
import { RemoteLoadError } from './remoteLoader';
import { REMOTES, type RemoteName } from './remotes';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains one remote's failure to its content area: a remote that cannot be fetched, or throws while
 * rendering, shows its name and a Retry button while the sidebar and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] ${REMOTES[this.props.remote].app} failed:`, error, info.componentStack);
    // A load failure was reported by the loader; anything else is the remote's page throwing.
    if (!(error instanceof RemoteLoadError)) reportClientError({ kind: 'error-boundary', error, remote: this.props.remote });
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { label, app } = REMOTES[this.props.remote];
    return (
      <ErrorPage
        title={`${label} is unavailable`}
        message={`The ${label.toLowerCase()} screens (${app}) could not be shown. The rest of the site keeps working.`}
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
