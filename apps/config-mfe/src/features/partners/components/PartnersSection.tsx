import { useState } from 'react';
import type { Partner } from '@admin/api-client';
import { useListStorage, usePermission } from '@admin/auth';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  formatDate,
  Panel,
  SavedViews,
  useListController,
} from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { CONFIG_MESSAGES, partnerListQuery, useDeletePartner } from '../api/partners-queries';
import { PARTNERS_PREFIX, partnersListSchema } from '../schemas/partners-list';
import { PartnerDialog } from './PartnerDialog';
import { PartnerIcon } from './PartnerIcon';

/** Partners shown to investors: a name and an icon. */
export function PartnersSection() {
  const list = useListController(partnersListSchema, {
    prefix: PARTNERS_PREFIX,
    query: partnerListQuery,
    storage: useListStorage('partners'),
  });
  const { storage } = list;
  const mayWrite = usePermission('config.write');
  const [dialog, setDialog] = useState<{ partner?: Partner } | null>(null);
  const [toDelete, setToDelete] = useState<Partner>();
  const remove = useDeletePartner();

  const columns: DataTableColumn<Partner>[] = [
    {
      header: 'Icon',
      id: 'icon',
      cell: ({ row }) => <PartnerIcon name={row.original.name} src={row.original.icon} />,
    },
    {
      header: 'Name',
      accessorKey: 'name',
      sortKey: 'name',
      meta: { sticky: 'start' },
      cell: ({ row }) => <strong>{row.original.name}</strong>,
    },
    { header: 'Updated', accessorKey: 'updated_at', cell: ({ row }) => formatDate(row.original.updated_at) },
    {
      id: 'actions',
      header: () => <span className="ui-visually-hidden">Actions</span>,
      meta: { sticky: 'end', label: 'Actions' },
      cell: ({ row }) =>
        mayWrite ? (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <Button
              size="sm"
              onClick={() => setDialog({ partner: row.original })}
              aria-label={`Edit partner ${row.original.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setToDelete(row.original)}
              aria-label={`Delete partner ${row.original.name}`}
            >
              Delete
            </Button>
          </span>
        ) : null,
    },
  ];
  const addButton = mayWrite ? (
    <Button variant="primary" onClick={() => setDialog({})}>
      Add partner
    </Button>
  ) : undefined;

  return (
    <Panel title="Partners" description="Partner names and icons shown to investors." actions={addButton}>
      {storage ? (
        <FilterBar>
          <SavedViews storage={storage} pageKey={`${PARTNERS_PREFIX}.page`} />
        </FilterBar>
      ) : null}
      <DataTable
        {...list.table}
        caption="Partners"
        columns={columns}
        errorFallback={CONFIG_MESSAGES.partner}
        empty={{ title: 'No partners yet', action: addButton }}
        getRowId={(partner) => String(partner.id)}
      />
      <PartnerDialog open={dialog !== null} partner={dialog?.partner} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete partner?"
        description={
          toDelete ? (
            <>
              The partner <strong>{toDelete.name}</strong> will be deleted.
            </>
          ) : null
        }
        confirmLabel="Delete partner"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(toDelete as Partner)}
      />
    </Panel>
  );
}
