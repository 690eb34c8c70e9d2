import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged, Role } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, DataTable, Dialog, Gated, StatusBadge, Tooltip } from '@admin/ui';
import type { DataTableColumn, ListPaging, TableStorage } from '@admin/ui';
import { PERMISSION_LABELS, PERMISSIONS, ROLE_MESSAGES } from '@admin/api-client/contract';
import { permissionsOf } from '../api/roles-queries';
import { RoleForm } from './RoleForm';
import styles from './Roles.module.css';

const NO_PERMISSION = 'You need the roles.manage permission to change roles.';

function PermissionList({ role }: { role: Role }) {
  const permissions = permissionsOf(role);
  if (!role.is_staff) return <StatusBadge tone="neutral">No staff access</StatusBadge>;
  if (permissions.length === 0) return <span className={styles.muted}>None</span>;
  if (permissions.length === PERMISSIONS.length) return <StatusBadge tone="info">Every permission</StatusBadge>;
  return (
    <ul className={styles.chips} aria-label={`Permissions of ${role.name}`}>
      {/* Words staff read; the code (what the API and support talk about) on hover or focus. */}
      {permissions.map((p) => (
        <li key={p}>
          <Tooltip content={p}>
            <span className={styles.chip} tabIndex={0} data-permission={p}>
              {PERMISSION_LABELS[p]}
            </span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}

export interface RoleTableProps {
  query: UseQueryResult<Paged<Role>>;
  list: ListPaging;
  /** Where the column choice is kept (the signed-in user and this list). */
  storage?: TableStorage;
}

/** The roles, each with its permissions; Edit opens the role form in a dialog. */
export function RoleTable({ query, list, storage }: RoleTableProps) {
  const mayManage = usePermission('roles.manage');
  const [editing, setEditing] = useState<Role | null>(null);
  const columns: DataTableColumn<Role>[] = [
    { accessorKey: 'name', header: 'Role', sortKey: 'name', meta: { sticky: 'start' } },
    // Both wrap: permissions in words are longer than their codes, and Edit must stay in view.
    {
      accessorKey: 'description',
      header: 'Description',
      cell: ({ getValue }) => getValue() ?? '—',
      meta: { wrap: true },
    },
    {
      id: 'permissions',
      header: 'Permissions',
      cell: ({ row }) => <PermissionList role={row.original} />,
      meta: { wrap: true },
    },
    {
      id: 'actions',
      header: () => <span className={styles.visuallyHidden}>Actions</span>,
      meta: { sticky: 'end', label: 'Actions' },
      cell: ({ row }) => {
        return (
          <div className={styles.actions}>
            <Gated allowed={mayManage} why={NO_PERMISSION}>
              <Button size="sm" aria-label={`Edit ${row.original.name}`} onClick={() => setEditing(row.original)}>
                Edit
              </Button>
            </Gated>
          </div>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        caption="Roles"
        columns={columns}
        query={query}
        list={list}
        errorFallback={ROLE_MESSAGES.list}
        empty={{ title: 'No roles yet' }}
        getRowId={(role) => String(role.id)}
        storage={storage}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Edit role ${editing.name}` : 'Edit role'}
      >
        {editing ? <RoleForm key={editing.id} role={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </>
  );
}
