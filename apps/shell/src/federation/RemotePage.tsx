import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@admin/ui';
import { REMOTES, type RemoteName } from './remotes';
import { isParcelPage, loadParcelPage } from './parcel-mode';
import { forgetRemotePage, loadedRemotePage, loadRemotePage, resetRemote } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module name, e.g. 'OrderListPage'. */
  expose: string;
}

// Parcel mode (runtime config `parcels`) swaps only the loader: same spinner, boundary and Retry.
const lazyPage = (remote: RemoteName, expose: string) =>
  lazy(() => (isParcelPage(remote, expose) ? loadParcelPage(remote, expose) : loadRemotePage(remote, expose)));

/** What shows while a remote page loads. */
export function RemotePageSpinner({ remote }: { remote: RemoteName }) {
  return <Spinner block label={`Loading ${REMOTES[remote].label.toLowerCase()}`} />;
}

/**
 * A page served by a remote, isolated by its own error boundary. The route's loader has usually
 * loaded it already: it then renders at once. Otherwise it loads lazily with a spinner; React holds
 * back a Suspense boundary's content until 300 ms after its fallback showed, which is why the loader
 * loads first (docs/architecture.md, "The first screen's chain").
 */
export function RemotePage({ remote, expose }: RemotePageProps) {
  // Chosen once per attempt: switching a mounted lazy page to the loaded one would remount it. A
  // failed lazy component stays failed, so Retry makes a new one (and a new boundary).
  const [attempt, setAttempt] = useState(() => {
    const loaded = isParcelPage(remote, expose) ? undefined : loadedRemotePage(remote, expose);
    return { count: 0, Page: loaded?.default ?? lazyPage(remote, expose) };
  });
  const retry = () => {
    forgetRemotePage(remote, expose);
    resetRemote(remote);
    setAttempt(({ count }) => ({ count: count + 1, Page: lazyPage(remote, expose) }));
  };
  const { Page } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.count} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemotePageSpinner remote={remote} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
