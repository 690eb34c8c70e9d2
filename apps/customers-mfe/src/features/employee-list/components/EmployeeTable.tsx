import { useState } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Employee, Paged } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { Button, ConfirmDialog, DataTable, formatDate, Tooltip } from '@admin/ui';
import type { DataTableColumn, ListPaging } from '@admin/ui';
import { UserStatusBadge } from '../../../common/badges';
import { Phone } from '../../../common/Phone';
import { EMPLOYEE_MESSAGES } from '../api/constants';
import { useDeleteEmployee } from '../api/employee-list-queries';
import styles from './EmployeeTable.module.css';

export interface EmployeeTableProps {
  query: UseQueryResult<Paged<Employee>>;
  list: ListPaging;
  hasFilters: boolean;
  emptyAction?: ReactNode;
}

/** The employees page; each row edits the employee, and Delete asks first, naming them. */
export function EmployeeTable({ query, list, hasFilters, emptyAction }: EmployeeTableProps) {
  const mayWrite = usePermission('employees.write');
  const { user } = useCurrentUser();
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const remove = useDeleteEmployee();

  const deleteButton = (employee: Employee) => {
    const self = employee.id === user?.id;
    const reason = !mayWrite ? 'You need the employees.write permission to delete employees.' : self ? 'You cannot delete your own account.' : null;
    const button = (
      <Button size="sm" variant="danger" disabled={reason !== null} aria-label={`Delete ${employee.name}`} onClick={() => setDeleting(employee)}>
        Delete
      </Button>
    );
    return reason ? <Tooltip content={reason}>{button}</Tooltip> : button;
  };

  const columns: DataTableColumn<Employee>[] = [
    { accessorKey: 'name', header: 'Name' },
    { id: 'phone', header: 'Phone', cell: ({ row }) => <Phone countryCode={row.original.country_code} phone={row.original.phone} /> },
    { accessorKey: 'email', header: 'Email', cell: ({ getValue }) => getValue() ?? '—' },
    { id: 'role', header: 'Role', cell: ({ row }) => row.original.role_data?.name ?? `Role ${row.original.role}` },
    { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => <UserStatusBadge status={getValue()} /> },
    { accessorKey: 'join_date', header: 'Joined', cell: ({ getValue }) => (getValue() ? formatDate(getValue() as string) : '—') },
    {
      id: 'actions',
      header: () => <span className={styles.visuallyHidden}>Actions</span>,
      cell: ({ row }) => <div className={styles.actions}>{deleteButton(row.original)}</div>,
    },
  ];

  return (
    <>
      <DataTable
        caption="Employees"
        columns={columns}
        query={query}
        list={list}
        errorFallback={EMPLOYEE_MESSAGES.list}
        empty={{ title: 'No employees found', description: hasFilters ? 'No employee matches these filters.' : 'Add the first employee.', action: emptyAction }}
        rowHref={(employee) => `/edit-employee/${employee.id}`}
        getRowId={(employee) => String(employee.id)}
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
