import { idParam, isoDate, listParamsSchema } from '@admin/ui';
import { z } from '@admin/ui/zod';
import { TRANSACTION_SORT_KEYS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@admin/api-client/contract';

/** /transactions?user_id&type&status&from_date&to_date&page&limit. */
export const transactionParams = listParamsSchema(
  {
    user_id: idParam,
    type: z.enum(TRANSACTION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    from_date: isoDate,
    to_date: isoDate,
  },
  { sortKeys: TRANSACTION_SORT_KEYS },
);
