import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client';
import type { KycStatus, UserFilterQuery, WalletFilter } from '@admin/api-client';
import { ALL_ROLES } from '../schemas/customer-list-params';

/** The `customers` family: every customer view (list, profile, KYC, portfolio) sits under it. */
export const customerListKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
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
}

/** The URL state as the API's query: "All roles" sends no `role`; the review queue choice is a boolean. */
export function toUserFilter({ role, awaiting_review, ...rest }: CustomerListParams): UserFilterQuery {
  return { ...rest, role: role === ALL_ROLES ? undefined : role, awaiting_review: awaiting_review === undefined ? undefined : awaiting_review === 'true' };
}

/** `GET /users/filter` for the customer list. */
export function useCustomerList(params: CustomerListParams) {
  return useQuery({
    queryKey: customerListKeys.list(params),
    queryFn: () => customersApi.filter(toUserFilter(params)),
    placeholderData: keepPreviousData,
  });
}
