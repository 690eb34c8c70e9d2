import { type ReactNode, useState } from 'react';
import type { Customer } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, Gated } from '@admin/ui';
import { useUpdateCustomer } from '../api/customer-profile-queries';

/** Edit, and deactivate (or reactivate) behind a confirmation naming the customer. */
export function ProfileActions({
  customer,
  onEdit,
  editDialog,
}: {
  customer: Customer;
  /** Edit was pressed (the profile may first warn that someone else is editing). */
  onEdit: () => void;
  /** The edit dialog, its open state held by the profile. */
  editDialog: ReactNode;
}) {
  const mayWrite = usePermission('customers.write');
  const [confirming, setConfirming] = useState(false);
  const active = customer.status === 'Active';
  const setStatus = useUpdateCustomer(customer, active ? `${customer.name} deactivated` : `${customer.name} activated`);

  return (
    <>
      <Gated allowed={mayWrite} permission="customers.write">
        <Button variant={active ? 'danger' : 'secondary'} onClick={() => setConfirming(true)}>
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      </Gated>
      <Gated allowed={mayWrite} permission="customers.write">
        <Button variant="primary" onClick={onEdit}>
          Edit
        </Button>
      </Gated>
      {editDialog}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={active ? `Deactivate ${customer.name}?` : `Activate ${customer.name}?`}
        description={
          active
            ? 'The account becomes Inactive: the customer can no longer sign in or invest until it is activated again.'
            : 'The account becomes Active again.'
        }
        confirmLabel={active ? 'Deactivate' : 'Activate'}
        destructive={active}
        pending={setStatus.isPending}
        onConfirm={() => setStatus.mutateAsync({ status: active ? 'Inactive' : 'Active' })}
      />
    </>
  );
}
