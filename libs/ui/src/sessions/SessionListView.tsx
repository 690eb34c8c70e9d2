import { useId, useState } from 'react';
import type { UserSession } from '@admin/api-client/contract';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { EmptyState } from '../display/EmptyState';
import { Button } from '../feedback/Button';
import { Spinner } from '../feedback/Spinner';
import { formatDateTime } from '../format/format-date-time';
import styles from './SessionList.module.css';

export interface SessionListProps {
  /** Heading of the section, e.g. "Where you are signed in". */
  title: string;
  sessions: UserSession[] | undefined;
  loading: boolean;
  /** The load failed: this message, with a "Try again" button. */
  error: string | null;
  onRetry(): void;
  /** Ends one session; the confirmation stays open if it rejects (the failure is toasted). */
  onSignOut(session: UserSession): Promise<unknown>;
  /** Ends every session the bulk button covers. */
  onSignOutAll(): Promise<unknown>;
  /** The bulk button: "Sign out everywhere else" (one's own) or "Sign out of every session" (an employee's). */
  signOutAllLabel: string;
  /** What the bulk action does, in words, for its confirmation. */
  signOutAllDescription: string;
  /** Whose sessions: "your" or the employee's name, for the confirmations. */
  owner: string;
  /** No open session: e.g. "Not signed in anywhere". */
  emptyText: string;
  /** Hide the Sign out buttons (the user may list but not end the sessions). */
  readOnly?: boolean;
}

type Pending = { kind: 'one'; session: UserSession } | { kind: 'all' } | null;

/** Sessions shown before "Show older sessions": this one and the most recently used others. */
const RECENT_SESSIONS_SHOWN = 3;

/** This session first, then the others by last use (the API's order), so the collapsed ones are the oldest. */
const byRecency = (sessions: UserSession[]) =>
  [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at),
  );

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The sessions of a user: device, client address, when signed in and last seen (date, time and zone),
 * the current one marked and first, the older ones collapsed behind "Show older sessions", with "Sign
 * out" on each and a bulk sign-out, each behind a confirmation. Data access stays with the screen.
 */
export default function SessionListView(props: SessionListProps) {
  const { sessions, loading, error, readOnly = false } = props;
  const titleId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [showOlder, setShowOlder] = useState(false);
  const others = (sessions ?? []).filter((session) => !session.current);
  const ordered = byRecency(sessions ?? []);
  const older = Math.max(0, ordered.length - RECENT_SESSIONS_SHOWN);
  const shown = showOlder ? ordered : ordered.slice(0, RECENT_SESSIONS_SHOWN);
  const listId = `${titleId}-list`;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {props.title}
        </h2>
        {!readOnly && others.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'all' })}>
            {props.signOutAllLabel}
          </Button>
        ) : null}
      </div>
      {loading ? <Spinner label="Loading sessions" block /> : null}
      {error && !loading ? (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          <Button onClick={props.onRetry}>Try again</Button>
        </div>
      ) : null}
      {sessions && !loading && !error ? (
        sessions.length === 0 ? (
          <EmptyState title={props.emptyText} />
        ) : (
          <>
            <ul id={listId} className={styles.list} aria-label={props.title}>
              {shown.map((session) => (
                <li key={session.id} className={styles.item}>
                  <div className={styles.what}>
                    <span className={styles.device} title={session.user_agent ?? undefined}>
                      {session.device}
                    </span>
                    {session.current ? <span className={styles.current}>This session</span> : null}
                    <span className={styles.when}>
                      Signed in {formatDateTime(session.created_at)} · Last seen {formatDateTime(session.last_seen_at)}
                    </span>
                    <span className={styles.when}>
                      {session.client_address ? `From ${session.client_address}` : 'Address not recorded'}
                    </span>
                  </div>
                  {!readOnly && !session.current ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Sign out ${session.device}`}
                      onClick={() => setPending({ kind: 'one', session })}
                    >
                      Sign out
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {older > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                className={styles.more}
                aria-expanded={showOlder}
                aria-controls={listId}
                onClick={() => setShowOlder((open) => !open)}
              >
                {showOlder ? 'Hide older sessions' : `Show ${plural(older, 'older session')}`}
              </Button>
            ) : null}
          </>
        )
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'one'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.kind === 'one' ? `Sign out ${pending.session.device}?` : ''}
        description={`That browser is signed out of ${props.owner} account at once and must sign in again.`}
        confirmLabel="Sign out"
        destructive
        pending={busy}
        onConfirm={() => (pending?.kind === 'one' ? run(() => props.onSignOut(pending.session)) : undefined)}
      />
      <ConfirmDialog
        open={pending?.kind === 'all'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`${props.signOutAllLabel}?`}
        description={props.signOutAllDescription}
        confirmLabel={props.signOutAllLabel}
        destructive
        pending={busy}
        onConfirm={() => run(props.onSignOutAll)}
      />
    </section>
  );
}
