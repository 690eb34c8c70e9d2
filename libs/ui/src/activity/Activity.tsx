import { lazy, Suspense } from 'react';
import { Skeleton } from '../display/Skeleton';
import { Spinner } from '../feedback/Spinner';
import type { ActivityDescriptionProps, ActivityPanelProps } from './types';

export type { ActivityDescriptionProps, ActivityPanelProps } from './types';

// @admin/ui is on the shell's first load (a shared module is not tree-shaken): the sentences and the
// panel are one chunk, loaded when a screen first shows activity.
const ActivityPanelView = lazy(() => import('./ActivityPanelView'));
const ActivityDescriptionView = lazy(() =>
  import('./ActivityPanelView').then((views) => ({ default: views.ActivityDescriptionView })),
);

/**
 * A record's Activity panel: its history newest first, one readable sentence per entry, changed
 * fields expandable, "Show older" paging. Data access stays with the screen (`fetchPage`).
 */
export function ActivityPanel(props: ActivityPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading activity" block />}>
      <ActivityPanelView {...props} />
    </Suspense>
  );
}

/** One entry as a sentence naming its record, with its changed fields expandable (a table cell). */
export function ActivityDescription(props: ActivityDescriptionProps) {
  return (
    <Suspense fallback={<Skeleton width="16rem" />}>
      <ActivityDescriptionView {...props} />
    </Suspense>
  );
}
