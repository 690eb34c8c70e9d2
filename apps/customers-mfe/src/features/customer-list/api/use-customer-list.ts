import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client';
import type { KycStatus, UserFilterQuery, WalletFilter } from '@admin/api-client';
import { ALL_ROLES } from '../schemas/customer-list-params';

export interface CustomerListParams {
  page: number;
  limit: number;
  kyc?: KycStatus;
  wallet?: WalletFilter;
  role?: number | typeof ALL_ROLES;
  from_date?: string;
  to_date?: string;
  search?: string;
}

/** The URL state as the API's query: "All roles" sends no `role`. */
export function toUserFilter({ role, ...rest }: CustomerListParams): UserFilterQuery {
  return { ...rest, role: role === ALL_ROLES ? undefined : role };
}

/** `GET /users/filter` for the customer list. */
export function useCustomerList(params: CustomerListParams) {
  return useQuery({
    queryKey: ['customers', 'list', params],
    queryFn: () => customersApi.filter(toUserFilter(params)),
    placeholderData: keepPreviousData,
  });
}
