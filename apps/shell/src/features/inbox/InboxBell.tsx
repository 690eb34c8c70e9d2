import { useEffect, useId, useRef, useState } from 'react';
import { INBOX_KIND_LABELS, type InboxItem } from '@admin/api-client/contract';
import { formatDateTime, Spinner, toast } from '@admin/ui';
import { Link } from '@admin/ui/router';
import { useInbox, useMarkRead } from './use-inbox';
import styles from './InboxBell.module.css';

/** What the bell says to a screen reader: the count is in its name. */
const bellLabel = (unread: number) => (unread === 0 ? 'Inbox, nothing unread' : `Inbox, ${unread} unread`);

/**
 * The top bar's bell: what waits on the signed-in person (a decision to confirm, a record assigned to
 * them, their decision sent back, a canary stopped), each item a link to its record. A disclosure:
 * the bell opens a panel of links; Escape or a click elsewhere closes it and focus returns to the bell.
 */
export function InboxBell() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const unread = inbox.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };
  const mark = (which: number | 'all') =>
    markRead.mutate(which, { onError: () => toast.error('Could not mark it read. Please try again.') });

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Drawn, not an emoji: a machine without an emoji font would show a box. */}
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
        </svg>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className={styles.panel} aria-label="Inbox">
          <header className={styles.header}>
            <h2 className={styles.title}>Inbox</h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={unread === 0 || markRead.isPending}
              onClick={() => mark('all')}
            >
              Mark all read
            </button>
          </header>
          <InboxBody
            inbox={inbox}
            onOpen={(item) => {
              if (!item.read) mark(item.id);
              setOpen(false);
            }}
            onMarkRead={(item) => mark(item.id)}
          />
        </section>
      ) : null}
    </div>
  );
}

function InboxBody({
  inbox,
  onOpen,
  onMarkRead,
}: {
  inbox: ReturnType<typeof useInbox>;
  onOpen: (item: InboxItem) => void;
  onMarkRead: (item: InboxItem) => void;
}) {
  if (inbox.isPending)
    return (
      <div className={styles.state}>
        <Spinner label="Loading your inbox" />
      </div>
    );
  if (inbox.isError)
    return (
      <div className={styles.state} role="alert">
        Could not load your inbox.{' '}
        <button type="button" className={styles.textButton} onClick={() => void inbox.refetch()}>
          Retry
        </button>
      </div>
    );
  if (inbox.data.data.length === 0) return <p className={styles.state}>Nothing waits on you.</p>;
  return (
    <ul className={styles.list} aria-label="Inbox items">
      {inbox.data.data.map((item) => (
        <li key={item.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
          <Link to={item.href} className={styles.link} onClick={() => onOpen(item)}>
            <span className={styles.kind}>
              {INBOX_KIND_LABELS[item.kind]}
              {item.read ? null : <span className={styles.visuallyHidden}> (unread)</span>}
              {item.settled ? <span className={styles.settled}> · done</span> : null}
            </span>
            <span className={styles.label}>{item.record_label}</span>
            <span className={styles.text}>{item.text}</span>
            {item.note ? <span className={styles.note}>{item.note}</span> : null}
            <span className={styles.at}>{formatDateTime(item.at)}</span>
          </Link>
          {item.read ? null : (
            <button
              type="button"
              className={styles.textButton}
              aria-label={`Mark read: ${INBOX_KIND_LABELS[item.kind]}, ${item.record_label}`}
              onClick={() => onMarkRead(item)}
            >
              Mark read
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
