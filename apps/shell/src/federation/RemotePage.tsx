import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@admin/ui';
import { REMOTES, type RemoteName } from './remotes';
import { isParcelPage, loadParcelPage } from './parcelMode';
import { loadRemotePage, resetRemote } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module name, e.g. 'OrderListPage'. */
  expose: string;
}

// Parcel mode (runtime config `parcels`) swaps only the loader: same spinner, boundary and Retry.
const lazyPage = (remote: RemoteName, expose: string) =>
  lazy(() => (isParcelPage(remote, expose) ? loadParcelPage(remote, expose) : loadRemotePage(remote, expose)));

/** A page served by a remote: loaded lazily with a spinner, isolated by its own error boundary. */
export function RemotePage({ remote, expose }: RemotePageProps) {
  // A failed lazy component stays failed, so Retry makes a new one (and a new boundary).
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazyPage(remote, expose) }));
  const retry = () => {
    resetRemote(remote);
    setAttempt(({ count }) => ({ count: count + 1, Page: lazyPage(remote, expose) }));
  };
  const { Page } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.count} remote={remote} onRetry={retry}>
      <Suspense fallback={<Spinner block label={`Loading ${REMOTES[remote].label.toLowerCase()}`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
