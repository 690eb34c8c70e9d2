import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Employee } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { Button, ConfirmDialog, DataTable, formatDate, Gated } from '@admin/ui';
import type { DataTableColumn, ListTableProps } from '@admin/ui';
import { EMPLOYEE_MESSAGES, notAllowedReason } from '@admin/api-client/contract';
import { UserStatusBadge } from '../../../common/Badges';
import { Phone } from '../../../common/Phone';
import { useDeleteEmployee } from '../api/employee-list-queries';
import styles from './EmployeeTable.module.css';

/** The role held, and one that decides waiting for a second Admin (the employee's form confirms or cancels it). */
function EmployeeRole({ employee }: { employee: Employee }) {
  const held = employee.role_data?.name ?? `Role ${employee.role}`;
  const waiting = employee.role_awaiting_second_approval;
  if (!waiting) return held;
  return (
    <span className={styles.role}>
      <span>{waiting.new_employee ? waiting.role.name : held}</span>
      <small className={styles.waiting}>
        {waiting.new_employee ? 'Awaits a second Admin' : `${waiting.role.name} awaits a second Admin`}
      </small>
    </span>
  );
}

export interface EmployeeTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<Employee>;
  hasFilters: boolean;
  emptyAction?: ReactNode;
  /** Why a row others took out of the list still shows (useLiveList's `markOf`). */
  rowMark?: (employee: Employee) => string | undefined;
}

const employeeId = (employee: Employee) => String(employee.id);
const employeeHref = (employee: Employee) => `/edit-employee/${employee.id}`;

/** The employees page; each row edits the employee, and Delete asks first, naming them. */
export function EmployeeTable({ table, hasFilters, emptyAction, rowMark }: EmployeeTableProps) {
  const mayWrite = usePermission('employees.write');
  const { user } = useCurrentUser();
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const remove = useDeleteEmployee();

  const me = user?.id;
  // The same columns while the permission and the signed-in user are: the table's memoised rows compare
  // them, so the page's renders (its query settling, a Delete asking first) do not draw every row again.
  const columns = useMemo((): DataTableColumn<Employee>[] => {
    const deleteButton = (employee: Employee) => {
      const self = employee.id === me;
      const reason = !mayWrite
        ? notAllowedReason('employees.write')
        : self
          ? 'You cannot delete your own account.'
          : null;
      const button = (
        <Button size="sm" variant="danger" aria-label={`Delete ${employee.name}`} onClick={() => setDeleting(employee)}>
          Delete
        </Button>
      );
      return (
        <Gated allowed={reason === null} why={reason ?? ''}>
          {button}
        </Gated>
      );
    };

    return [
      { accessorKey: 'name', header: 'Name', sortKey: 'name', meta: { sticky: 'start' } },
      {
        id: 'phone',
        header: 'Phone',
        cell: ({ row }) => <Phone countryCode={row.original.country_code} phone={row.original.phone} />,
      },
      { accessorKey: 'email', header: 'Email', sortKey: 'email', cell: ({ getValue }) => getValue() ?? '—' },
      { id: 'role', header: 'Role', cell: ({ row }) => <EmployeeRole employee={row.original} /> },
      {
        accessorKey: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
      },
      {
        accessorKey: 'join_date',
        header: 'Joined',
        sortKey: 'join_date',
        cell: ({ getValue }) => (getValue() ? formatDate(getValue() as string) : '—'),
      },
      {
        id: 'actions',
        header: () => <span className={styles.visuallyHidden}>Actions</span>,
        meta: { sticky: 'end', label: 'Actions' },
        cell: ({ row }) => <div className={styles.actions}>{deleteButton(row.original)}</div>,
      },
    ];
  }, [mayWrite, me]);

  return (
    <>
      <DataTable
        {...table}
        caption="Employees"
        columns={columns}
        errorFallback={EMPLOYEE_MESSAGES.list}
        empty={{
          title: 'No employees found',
          description: hasFilters ? 'No employee matches these filters.' : 'Add the first employee.',
          action: emptyAction,
        }}
        rowHref={employeeHref}
        getRowId={employeeId}
        rowMark={rowMark}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this employee'}?`}
        description={`${deleting?.name ?? 'The employee'} is removed from the employee list and signed out everywhere at once. This cannot be undone.`}
        confirmLabel="Delete employee"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </>
  );
}
