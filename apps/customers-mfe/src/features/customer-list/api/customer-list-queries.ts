import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client/customers';
import type {
  Customer,
  CustomerSortQuery,
  KycStatus,
  KycVerification,
  UserFilterQuery,
  WalletFilter,
} from '@admin/api-client';
import { ALL_ROLES } from '../schemas/customer-list-params';
import { queryRoots } from '../../../common/query-roots';

/** The `customers` family: every customer view (list, profile, KYC, portfolio) sits under it. */
export const customerListKeys = {
  all: queryRoots.customers,
  lists: [...queryRoots.customers, 'list'] as const,
  list: (params: CustomerListParams) => [...queryRoots.customers, 'list', params] as const,
};

export interface CustomerListParams {
  page: number;
  limit: number;
  kyc?: KycStatus;
  awaiting_review?: 'true' | 'false';
  wallet?: WalletFilter;
  role?: number | typeof ALL_ROLES;
  from_date?: string;
  to_date?: string;
  search?: string;
  mine?: 'true';
  awaiting_my_confirmation?: 'true';
  sort?: CustomerSortQuery['sort'];
  order?: CustomerSortQuery['order'];
}

/** The URL state as the API's query: "All roles" sends no `role`; the review queue choice and `mine` are booleans. */
function toUserFilter({
  role,
  awaiting_review,
  mine,
  awaiting_my_confirmation,
  ...rest
}: CustomerListParams): UserFilterQuery {
  return {
    ...rest,
    role: role === ALL_ROLES ? undefined : role,
    awaiting_review: awaiting_review === undefined ? undefined : awaiting_review === 'true',
    mine: mine === 'true' ? true : undefined,
    awaiting_my_confirmation: awaiting_my_confirmation === 'true' ? true : undefined,
  };
}

/** `GET /users/filter` for the customer list: the list's hook and the page's prefetch share it. */
export const customerListQuery = (params: CustomerListParams) =>
  queryOptions({ queryKey: customerListKeys.list(params), queryFn: () => customersApi.filter(toUserFilter(params)) });

/** A customer as they are now: one someone else's KYC decision took out of the queue shows it (useLiveList's fetchRow). */
export const fetchCustomer = (id: string): Promise<Customer> => customersApi.get(Number(id));

/**
 * One customer's decision in a bulk KYC action: its own call (the API checks kyc.decide), at the
 * version the list showed (If-Match: 409 when the customer changed meanwhile).
 */
export function decideKycCheck(
  customer: Pick<Customer, 'id' | 'version'>,
  verification: KycVerification,
  status: 'verified' | 'rejected',
  comment?: string,
): Promise<Customer> {
  return customersApi.decideKyc(
    customer.id,
    { verification, status, ...(comment ? { comment } : {}) },
    customer.version,
  );
}

/** Refetches every customer list, profile and KYC review, e.g. after a bulk decision. */
export function useRefreshCustomers(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: customerListKeys.all }), [queryClient]);
}
