import type { Customer, KycStatus } from '@admin/api-client';
import { AssigneeControl } from '@admin/ui';
import { useAssignKyc } from '../api/kyc-ownership-queries';
import { useKycAssigneeChoices } from '../hooks/use-kyc-assignee-choices';

const DECIDED: readonly KycStatus[] = ['verified', 'rejected'];

/**
 * Who owns a customer's KYC review, claimed or assigned by those who decide KYC until it is decided
 * (read-only then). Who may assign, and whom, come from the page (KycAssigneeChoicesContext).
 */
export function KycAssignee({ customer }: { customer: Customer }) {
  const { canAssign, meId, assignees } = useKycAssigneeChoices();
  const assign = useAssignKyc();
  return (
    <AssigneeControl
      itemLabel={`the KYC review of ${customer.name}`}
      assignee={customer.kyc_assignee}
      meId={meId}
      canAssign={canAssign && !DECIDED.includes(customer.kyc?.status ?? 'pending')}
      assignees={assignees}
      pending={assign.isPending}
      onAssign={(assigneeId) => assign.mutate({ customer, assigneeId })}
    />
  );
}
