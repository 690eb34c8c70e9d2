import { lazy, Suspense } from 'react';
import { Spinner } from '../feedback/Spinner';
import type { SessionListProps } from './SessionListView';

export type { SessionListProps } from './SessionListView';

// @admin/ui is on the shell's first load (a shared module is not tree-shaken); the list of sessions
// shows on two pages only, so its code loads when one of them first renders it.
const SessionListView = lazy(() => import('./SessionListView'));

/**
 * The sessions of a user: device, first and last seen, the current one marked, with "Sign out" on
 * each and a bulk sign-out, each behind a confirmation. Data access stays with the screen.
 */
export function SessionList(props: SessionListProps) {
  return (
    <Suspense fallback={<Spinner label={`Loading ${props.title}`} />}>
      <SessionListView {...props} />
    </Suspense>
  );
}
