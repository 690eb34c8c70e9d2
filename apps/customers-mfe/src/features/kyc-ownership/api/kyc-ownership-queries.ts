import { queryOptions, useQuery } from '@tanstack/react-query';
import { queuesApi } from '@admin/api-client/queues';
import { auditKeys, QUEUE_MESSAGES } from '@admin/api-client/contract';
import type { Customer } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { customerListKeys } from '../../customer-list/api/customer-list-queries';
import { queryRoots } from '../../../common/query-roots';

const kycOwnershipKeys = {
  all: queryRoots.kycOwnership,
  assignees: [...queryRoots.kycOwnership, 'assignees'] as const,
};

/** Colleagues who may be given a KYC review (asked only when the user may assign one). */
const kycAssigneesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: kycOwnershipKeys.assignees,
    queryFn: () => queuesApi.assignees('kyc'),
    enabled,
    staleTime: 5 * 60_000,
  });

export function useKycAssignees(enabled: boolean) {
  return useQuery(kycAssigneesQuery(enabled));
}

/** Claim, assign or release a customer's KYC review, at the version the row shows. */
export function useAssignKyc() {
  return useApiMutation({
    mutationFn: ({ customer, assigneeId }: { customer: Pick<Customer, 'id' | 'version'>; assigneeId: number | null }) =>
      queuesApi.assignKyc(customer.id, assigneeId, customer.version),
    success: (customer) =>
      customer.kyc_assignee
        ? `KYC review of ${customer.name} assigned to ${customer.kyc_assignee.name}`
        : `KYC review of ${customer.name} is unassigned`,
    errorFallback: QUEUE_MESSAGES.assign,
    // A claim changes the customer's version and owner: every customer view refreshes, their history too.
    invalidate: [customerListKeys.all, auditKeys.all],
  });
}
