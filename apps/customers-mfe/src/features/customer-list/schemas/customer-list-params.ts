// zod/mini, not classic zod: this schema is on the remote's first screen, where classic zod's
// chainable build costs ~24 KiB gz and mini what it uses (~6); the forms keep classic zod, lazily.
import { z } from '@admin/ui/zod-mini';
import { isoDate, listParamsSchema } from '@admin/ui';
import { KYC_STATUSES, ROLE_CUSTOMER, USER_FILTER_SORT_KEYS, WALLET_FILTERS } from '@admin/api-client/contract';

/** The role filter's "every role" choice; any other value is a role id. */
export const ALL_ROLES = 'all';

/**
 * /customers URL state. The list shows customers (role 2) unless the user picks another role or
 * "All roles" (kept as `role=all`, since an absent `role` means the default, Customer).
 */
export const customerListParams = listParamsSchema(
  {
    kyc: z.enum(KYC_STATUSES),
    /** The KYC review queue: customers with a check submitted and awaiting review (`true`), or none (`false`). */
    awaiting_review: z.enum(['true', 'false']),
    wallet: z.enum(WALLET_FILTERS),
    role: z._default(
      z.union([z.literal(ALL_ROLES), z.pipe(z.coerce.number(), z.int().check(z.positive()))]),
      ROLE_CUSTOMER,
    ),
    from_date: isoDate,
    to_date: isoDate,
    search: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    /** Only the customers whose KYC review is assigned to the user. */
    mine: z.enum(['true']),
    /** Only the customers with a KYC decision awaiting a second approval the user may give (the sidebar's "Awaiting my confirmation"). */
    awaiting_my_confirmation: z.enum(['true']),
  },
  { sortKeys: USER_FILTER_SORT_KEYS },
);
