import { z } from '@admin/ui/zod';
import { ACTIVE_STATUSES, COMPANY_SORT_KEYS, COMPANY_TYPES } from '../api/companies-queries';
import { listParamsSchema } from '@admin/ui';

/** /company's URL: page, limit, the API's filters (docs/product.md#calls, apps/api README) and the sort by one of its company sort keys. */
export const companyListParams = listParamsSchema(
  {
    search: z.string().trim().min(1),
    type: z.enum(COMPANY_TYPES),
    status: z.enum(ACTIVE_STATUSES),
  },
  { sortKeys: COMPANY_SORT_KEYS },
);
