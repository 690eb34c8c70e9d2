import { useId, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@admin/ui/router';
import type { AuditEntry, Paged } from '@admin/api-client';
import { ActivityDescription, Button, DataTable, formatDate, formatDateTime } from '@admin/ui';
import type { DataTableColumn, ListPaging, TableStorage } from '@admin/ui';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, AUDIT_RECORD_TYPE_LABELS } from '@admin/api-client/contract';
import { activityOfActorHref, recordHref } from './record-links';
import { type ActivityRow, collapseSignIns } from '../schemas/sign-in-groups';
import styles from './Activity.module.css';

export interface ActivityTableProps {
  query: UseQueryResult<Paged<AuditEntry>>;
  list: ListPaging;
  /** Where the user's column choice is kept (and their saved views), as on every other list. */
  storage?: TableStorage;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** A person's sign-ins of one day as one line, each of them behind a disclosure button. */
function SignInGroup({ row }: { row: ActivityRow & { signIns: AuditEntry[] } }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const who = row.actor ? `${row.actor.name} (${row.actor.role})` : 'Someone unknown';
  return (
    <div>
      <p className={styles.groupLine}>{`${who} signed in ${row.signIns.length} times on ${formatDate(row.at)}`}</p>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        {`${row.signIns.length} sign-ins`}
      </button>
      <ul id={id} hidden={!open} className={styles.groupList}>
        {row.signIns.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.note ? ` · ${entry.note}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

const columns: DataTableColumn<ActivityRow>[] = [
  {
    accessorKey: 'at',
    header: 'When',
    meta: { sticky: 'start', width: '11rem' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  },
  {
    id: 'actor',
    header: 'Person',
    cell: ({ row }) => {
      const { actor } = row.original;
      return actor ? (
        <Link to={activityOfActorHref(actor.id)}>{`${actor.name} (${actor.role})`}</Link>
      ) : (
        'Someone unknown'
      );
    },
  },
  {
    id: 'what',
    header: 'What happened',
    meta: { wrap: true },
    cell: ({ row }) => {
      const { signIns } = row.original;
      return signIns ? (
        <SignInGroup row={{ ...row.original, signIns }} />
      ) : (
        <ActivityDescription entry={row.original} withRecord />
      );
    },
  },
  {
    id: 'record',
    header: 'Record',
    meta: { wrap: true },
    cell: ({ row }) => {
      const href = recordHref(row.original);
      return (
        <span className={styles.record}>
          {href ? <Link to={href}>{row.original.record_label}</Link> : row.original.record_label}
          <span className={styles.kind}>{AUDIT_RECORD_TYPE_LABELS[row.original.record_type]}</span>
        </span>
      );
    },
  },
  { accessorKey: 'action', header: 'Action', cell: ({ getValue }) => AUDIT_ACTION_LABELS[getValue()] },
];

/**
 * The whole trail, a page at a time from the server, newest first. A person's sign-ins of one day
 * read as one line (with each of them behind a toggle), unless staff ask to see every sign-in.
 */
export function ActivityTable({ query, list, storage, hasFilters, onClearFilters }: ActivityTableProps) {
  const [grouped, setGrouped] = useState(true);
  const shown = useMemo(
    () =>
      grouped && query.data
        ? ({ ...query, data: { ...query.data, items: collapseSignIns(query.data.items) } } as const)
        : query,
    [grouped, query],
  ) as UseQueryResult<Paged<ActivityRow>>;
  return (
    <>
      <label className={styles.groupSwitch}>
        <input type="checkbox" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
        One line per person per day for sign-ins
      </label>
      <DataTable
        caption="Activity"
        columns={columns}
        query={shown}
        list={list}
        storage={storage}
        errorFallback={AUDIT_MESSAGES.list}
        getRowId={(entry) => String(entry.id)}
        empty={
          hasFilters
            ? {
                title: 'No activity matches these filters',
                action: <Button onClick={onClearFilters}>Clear filters</Button>,
              }
            : { title: 'No activity yet', description: 'Every change staff make will be listed here.' }
        }
      />
    </>
  );
}
