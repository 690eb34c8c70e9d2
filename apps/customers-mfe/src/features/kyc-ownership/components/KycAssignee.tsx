import type { Customer, KycStatus } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { AssigneeControl } from '@admin/ui';
import { useAssignKyc, useKycAssignees } from '../api/kyc-ownership-queries';

const DECIDED: readonly KycStatus[] = ['verified', 'rejected'];

/** Who owns a customer's KYC review, claimed or assigned by those who decide KYC until it is decided (read-only then). */
export function KycAssignee({ customer }: { customer: Customer }) {
  const canAssign = usePermission('kyc.decide');
  const me = useCurrentUser().user?.id;
  const assignees = useKycAssignees(canAssign);
  const assign = useAssignKyc();
  return (
    <AssigneeControl
      itemLabel={`the KYC review of ${customer.name}`}
      assignee={customer.kyc_assignee}
      meId={me}
      canAssign={canAssign && !DECIDED.includes(customer.kyc?.status ?? 'pending')}
      assignees={assignees.data ?? []}
      pending={assign.isPending}
      onAssign={(assigneeId) => assign.mutate({ customer, assigneeId })}
    />
  );
}
