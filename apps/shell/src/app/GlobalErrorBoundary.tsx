import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorPage } from '@admin/ui';
import { reportClientError } from '../observability/client-errors';

export const GLOBAL_ERROR_MESSAGE = 'Something went wrong. Please try refreshing the page or contact support.';

/** Last line of defence: an uncaught render error anywhere shows the spec's global fallback. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] uncaught render error:', error, info.componentStack);
    reportClientError({ kind: 'error-boundary', error });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPage
        title={GLOBAL_ERROR_MESSAGE}
        actions={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Refresh the page
          </Button>
        }
      />
    );
  }
}
