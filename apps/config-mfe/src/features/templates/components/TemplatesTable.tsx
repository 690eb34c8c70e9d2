import type { Template } from '@admin/api-client';
import { Button, DataTable, formatDate, StatusBadge } from '@admin/ui';
import type { DataTableColumn, ListTableProps } from '@admin/ui';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { TEMPLATE_MESSAGES } from '../api/templates-queries';
import { KIND_LABELS } from '../schemas/templates-list';
import styles from './Templates.module.css';

export interface TemplatesTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<Template>;
  mayWrite: boolean;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
  emptyAction?: ReactNode;
  filtered: boolean;
}

export function TemplatesTable({ table, mayWrite, onEdit, onDelete, emptyAction, filtered }: TemplatesTableProps) {
  // One array while the page's callbacks stay: a new one each render drew every row again (the rows
  // compare their columns) whenever the page rendered, e.g. as its queries answered or a dialog opened.
  const columns = useMemo((): DataTableColumn<Template>[] => {
    return [
      {
        header: 'Name',
        accessorKey: 'name',
        sortKey: 'name',
        meta: { sticky: 'start' },
        cell: ({ row }) => <strong>{row.original.name}</strong>,
      },
      {
        header: 'Kind',
        accessorKey: 'kind',
        sortKey: 'kind',
        meta: { card: 'status' },
        cell: ({ row }) => <StatusBadge tone="info">{KIND_LABELS[row.original.kind]}</StatusBadge>,
      },
      { header: 'Subject', accessorKey: 'subject', cell: ({ row }) => row.original.subject ?? '—' },
      {
        header: 'Variables',
        accessorKey: 'variables',
        cell: ({ row }) => (
          <span className={styles.variables}>
            {row.original.variables.length ? row.original.variables.map((name) => `{{${name}}}`).join(' ') : '—'}
          </span>
        ),
      },
      {
        header: 'Updated',
        accessorKey: 'updated_at',
        sortKey: 'updated_at',
        cell: ({ row }) => formatDate(row.original.updated_at),
      },
      {
        id: 'actions',
        header: () => <span className="ui-visually-hidden">Actions</span>,
        meta: { sticky: 'end', label: 'Actions' },
        cell: ({ row }) =>
          mayWrite ? (
            <span style={{ display: 'inline-flex', gap: 8 }}>
              <Button size="sm" onClick={() => onEdit(row.original)} aria-label={`Edit template ${row.original.name}`}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => onDelete(row.original)}
                aria-label={`Delete template ${row.original.name}`}
              >
                Delete
              </Button>
            </span>
          ) : null,
      },
    ];
  }, [mayWrite, onEdit, onDelete]);
  return (
    <DataTable
      {...table}
      caption="Templates"
      columns={columns}
      errorFallback={TEMPLATE_MESSAGES.list}
      getRowId={(template) => String(template.id)}
      empty={
        filtered ? { title: 'No templates match these filters' } : { title: 'No templates yet', action: emptyAction }
      }
    />
  );
}
