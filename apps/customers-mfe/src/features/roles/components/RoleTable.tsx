import { useState } from 'react';
import type { Role } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import {
  AwaitingSecondApprovalNote,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Gated,
  secondStepGate,
  StatusBadge,
  Tooltip,
} from '@admin/ui';
import type { DataTableColumn, ListTableProps } from '@admin/ui';
import { notAllowedReason, PERMISSION_LABELS, PERMISSIONS, ROLE_MESSAGES } from '@admin/api-client/contract';
import { permissionsOf, useConfirmRolePermissions, useSendBackRolePermissions } from '../api/roles-queries';
import { RoleForm } from './RoleForm';
import styles from './Roles.module.css';

const NO_PERMISSION = notAllowedReason('roles.manage');

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
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<Role>;
}

/** The roles, each with its permissions; Edit opens the role form in a dialog. */
export function RoleTable({ table }: RoleTableProps) {
  const mayManage = usePermission('roles.manage');
  const me = useCurrentUser().user?.id;
  const [editing, setEditing] = useState<Role | null>(null);
  const confirm = useConfirmRolePermissions();
  const sendBack = useSendBackRolePermissions();
  const [second, setSecond] = useState<{ step: 'confirm' | 'cancel'; role: Role }>();
  const waitingOf = (role: Role) => {
    const waiting = role.awaiting_second_approval;
    if (!waiting) return null;
    const gate = secondStepGate(waiting, me, mayManage, NO_PERMISSION);
    const words = waiting.permissions.map((p) => PERMISSION_LABELS[p]).join(', ');
    return (
      <div className={styles.waiting}>
        <AwaitingSecondApprovalNote awaiting={waiting} decision={`adding ${words}`} />
        {/* Only those who manage roles see the second step; the asker sees it disabled, with the reason. */}
        {mayManage ? (
          <span className={styles.waitingActions}>
            <Gated allowed={gate.allowed} why={gate.why}>
              <Button
                size="sm"
                onClick={() => setSecond({ step: 'confirm', role })}
                aria-label={`Confirm the permissions added to ${role.name}`}
              >
                Confirm
              </Button>
            </Gated>
            <Gated allowed={gate.allowed} why={gate.why}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setSecond({ step: 'cancel', role })}
                aria-label={`Cancel the permissions added to ${role.name}`}
              >
                Cancel
              </Button>
            </Gated>
          </span>
        ) : null}
      </div>
    );
  };
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
      cell: ({ row }) => (
        <>
          <PermissionList role={row.original} />
          {waitingOf(row.original)}
        </>
      ),
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
        {...table}
        caption="Roles"
        columns={columns}
        errorFallback={ROLE_MESSAGES.list}
        empty={{ title: 'No roles yet' }}
        getRowId={(role) => String(role.id)}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Edit role ${editing.name}` : 'Edit role'}
      >
        {editing ? <RoleForm key={editing.id} role={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={second !== undefined}
        onOpenChange={(open) => !open && setSecond(undefined)}
        title={
          second?.step === 'confirm'
            ? `Give ${second.role.name} what waits for your approval?`
            : `Cancel what waits on ${second?.role.name ?? 'the role'}?`
        }
        description={
          second?.role.awaiting_second_approval
            ? `${second.role.awaiting_second_approval.by.name} asked to add ${second.role.awaiting_second_approval.permissions
                .map((p) => PERMISSION_LABELS[p])
                .join(', ')}. ${
                second.step === 'confirm'
                  ? 'Everyone holding the role may do it from now.'
                  : 'The role keeps the permissions it holds.'
              }`
            : ''
        }
        confirmLabel={second?.step === 'confirm' ? 'Confirm the permissions' : 'Cancel the permissions'}
        cancelLabel="Keep waiting"
        pending={confirm.isPending || sendBack.isPending}
        onConfirm={async () => {
          if (!second) return;
          await (second.step === 'confirm' ? confirm : sendBack).mutateAsync(second.role);
          setSecond(undefined);
        }}
      />
    </>
  );
}
