import { useMemo, useState } from 'react';
import type { FeeEntry, Paged } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, DataTable, FilterBar, formatDate, SavedViews, StatusBadge, Switch } from '@admin/ui';
import type { DataTableColumn, ListController, ListParams } from '@admin/ui';
import { FEE_MESSAGES, useDeleteFee, useFeeStatus } from '../api/fees-queries';
import { FEE_CATEGORIES, FEE_CATEGORY_LABELS } from '../schemas/fee-schemas';
import type { feeListParams } from '../schemas/fee-schemas';
import { FeeEditDialog } from './FeeEditDialog';
import styles from './Fees.module.css';
import { useConfirmedChange } from '../../../common/use-confirmed-change';

const percent = (value: string) => `${Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The fee entries, a page at a time (page, limit and sort in the URL), with status, edit and delete per row; columns to choose and saved views per user. */
export function FeeTable({
  list,
  onAdd,
}: {
  list: ListController<ListParams<typeof feeListParams>, Paged<FeeEntry>>;
  onAdd?: () => void;
}) {
  const { storage } = list;
  // Only the stable `mutate` goes into the columns: new column objects would remount every cell (and lose focus).
  const { mutate: setStatus } = useFeeStatus(list.queryKey);
  const [deleting, setDeleting] = useState<FeeEntry | null>(null);
  const [editing, setEditing] = useState<FeeEntry | null>(null);
  const remove = useDeleteFee(() => setDeleting(null));
  const canWrite = usePermission('fees.write');
  const { ask, dialog } = useConfirmedChange();

  const columns = useMemo<DataTableColumn<FeeEntry>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortKey: 'name',
        cell: ({ row }) => <strong>{row.original.name}</strong>,
        meta: { sticky: 'start' },
      },
      { id: 'types', header: 'Kind', accessorKey: 'types', sortKey: 'types' },
      { id: 'property_types', header: 'Applies to', accessorKey: 'property_types' },
      ...FEE_CATEGORIES.map(
        (category): DataTableColumn<FeeEntry> => ({
          id: category,
          header: FEE_CATEGORY_LABELS[category],
          cell: ({ row }) => percent(row.original[category]),
          meta: { align: 'right' },
        }),
      ),
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: ({ row: { original: fee } }) =>
          canWrite ? (
            <Switch
              checked={fee.status === 'Active'}
              label={`Active: ${fee.name}`}
              onCheckedChange={(on) =>
                ask({
                  title: on ? `Activate the fee entry “${fee.name}”?` : `Deactivate the fee entry “${fee.name}”?`,
                  description: on
                    ? 'The fee is charged on the projects it is synced onto.'
                    : 'The fee is no longer charged on the projects it is synced onto.',
                  confirmLabel: on ? 'Activate fee' : 'Deactivate fee',
                  send: () => setStatus({ id: fee.id, version: fee.version, status: on ? 'Active' : 'Inactive' }),
                })
              }
            >
              {fee.status}
            </Switch>
          ) : (
            <StatusBadge tone={fee.status === 'Active' ? 'success' : 'neutral'}>{fee.status}</StatusBadge>
          ),
      },
      {
        id: 'created',
        header: 'Created',
        sortKey: 'created_at',
        cell: ({ row }) => formatDate(row.original.created_at),
        meta: { card: 'hidden' },
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: () => <span className="ui-visually-hidden">Actions</span>,
              meta: { sticky: 'end', label: 'Actions' },
              cell: ({ row: { original: fee } }: { row: { original: FeeEntry } }) => (
                <>
                  <Button variant="ghost" size="sm" aria-label={`Edit ${fee.name}`} onClick={() => setEditing(fee)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.delete}
                    aria-label={`Delete ${fee.name}`}
                    onClick={() => setDeleting(fee)}
                  >
                    Delete
                  </Button>
                </>
              ),
            } satisfies DataTableColumn<FeeEntry>,
          ]
        : []),
    ],
    [canWrite, ask, setStatus],
  );

  return (
    <>
      {storage ? (
        <FilterBar>
          <SavedViews storage={storage} />
        </FilterBar>
      ) : null}
      <DataTable
        {...list.table}
        caption="Fee entries"
        columns={columns}
        errorFallback={FEE_MESSAGES.list}
        getRowId={(fee) => String(fee.id)}
        empty={{
          title: 'No fee entries yet',
          description: 'A fee entry sets a percentage for each project category.',
          action:
            canWrite && onAdd ? (
              <Button variant="primary" onClick={onAdd}>
                Add fee entry
              </Button>
            ) : undefined,
        }}
      />
      {dialog}
      <FeeEditDialog fee={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete the fee entry “${deleting?.name ?? ''}”?`}
        description="The entry is removed, and with it this fee on every project it was synced onto. This cannot be undone."
        confirmLabel="Delete fee entry"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </>
  );
}
