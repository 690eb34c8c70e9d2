import { z } from 'zod';
import { isoDate, listParamsSchema } from '@admin/ui';
import { KYC_STATUSES, ROLE_CUSTOMER, WALLET_FILTERS } from '../api/constants';

/** The role filter's "every role" choice; any other value is a role id. */
export const ALL_ROLES = 'all';

/**
 * /customers URL state. The list shows customers (role 2) unless the user picks another role or
 * "All roles" (kept as `role=all`, since an absent `role` means the default, Customer).
 */
export const customerListParams = listParamsSchema({
  kyc: z.enum(KYC_STATUSES),
  wallet: z.enum(WALLET_FILTERS),
  role: z.union([z.literal(ALL_ROLES), z.coerce.number().int().positive()]).default(ROLE_CUSTOMER),
  from_date: isoDate,
  to_date: isoDate,
  search: z.string().trim().min(1).max(100),
});
