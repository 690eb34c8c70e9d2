import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@admin/ui/router';
import type { AuditEntry, Paged } from '@admin/api-client';
import { ActivityDescription, Button, DataTable, formatDateTime } from '@admin/ui';
import type { DataTableColumn, ListPaging } from '@admin/ui';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, AUDIT_RECORD_TYPE_LABELS } from '@admin/api-client/contract';
import { activityOfActorHref, recordHref } from './record-links';
import styles from './Activity.module.css';

export interface ActivityTableProps {
  query: UseQueryResult<Paged<AuditEntry>>;
  list: ListPaging;
  hasFilters: boolean;
  onClearFilters: () => void;
}

const columns: DataTableColumn<AuditEntry>[] = [
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
    cell: ({ row }) => <ActivityDescription entry={row.original} withRecord />,
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

/** The whole trail, a page at a time from the server, newest first. */
export function ActivityTable({ query, list, hasFilters, onClearFilters }: ActivityTableProps) {
  return (
    <DataTable
      caption="Activity"
      columns={columns}
      query={query}
      list={list}
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
  );
}
