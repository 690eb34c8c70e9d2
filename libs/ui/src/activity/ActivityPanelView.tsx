import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@admin/ui/router';
import { errorMessage } from '@admin/api-client/contract/core';
import { EmptyState } from '../display/EmptyState';
import { Panel } from '../display/Panel';
import { Button } from '../feedback/Button';
import { Spinner } from '../feedback/Spinner';
import { formatDateTime } from '../format/format-date-time';
import { ChangedFields } from './ChangedFields';
import { describeEntry } from './describe-entry';
import type { ActivityDescriptionProps, ActivityPanelProps } from './types';
import styles from './Activity.module.css';

/**
 * A record's history, newest first, a page at a time ("Show older"). Each entry is one sentence with
 * its time, its changed fields behind a disclosure, and, where given, a link to everything its author did.
 */
export default function ActivityPanelView({
  title = 'Activity',
  queryKey,
  fetchPage,
  errorFallback,
  actorHref,
  messagesHref,
}: ActivityPanelProps) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.hasMore ? last.pager.currentPage + 1 : undefined),
  });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const failure = query.error ? errorMessage(query.error, errorFallback) : null;

  let body;
  if (query.isPending) body = <Spinner label="Loading activity" block />;
  else if (query.isError && entries.length === 0)
    body = <Failure message={failure ?? errorFallback} onRetry={() => void query.refetch()} />;
  else if (entries.length === 0)
    body = <EmptyState title="No activity yet" description="Changes to this record will be listed here." />;
  else
    body = (
      <>
        <ol className={styles.list} aria-label={`${title}, newest first`}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.item}>
              <p className={styles.sentence}>
                {describeEntry(entry)} ·{' '}
                <time className={styles.when} dateTime={entry.at}>
                  {formatDateTime(entry.at)}
                </time>
              </p>
              <div className={styles.links}>
                <ChangedFields entry={entry} />
                {entry.action === 'message' && messagesHref ? <Link to={messagesHref}>See the message</Link> : null}
                {entry.actor && actorHref ? <Link to={actorHref(entry.actor)}>All activity by this person</Link> : null}
              </div>
            </li>
          ))}
        </ol>
        {query.isFetchNextPageError && failure ? (
          <Failure message={failure} onRetry={() => void query.fetchNextPage()} />
        ) : null}
        {query.hasNextPage && !query.isFetchNextPageError ? (
          <div className={styles.more}>
            <Button size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading older…' : 'Show older'}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className={styles.placed}>
      <Panel title={title} description="Who changed what on this record, newest first.">
        {body}
      </Panel>
    </div>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/**
 * One entry's sentence naming its record and its changed fields, for a row of the Activity screen's
 * table. One block, so the fields' toggle stays under the sentence where a narrow table's card lays
 * a cell's children side by side.
 */
export function ActivityDescriptionView({ entry, withRecord = true }: ActivityDescriptionProps) {
  return (
    <div>
      <p className={styles.sentence}>{describeEntry(entry, { withRecord })}</p>
      <ChangedFields entry={entry} />
    </div>
  );
}
