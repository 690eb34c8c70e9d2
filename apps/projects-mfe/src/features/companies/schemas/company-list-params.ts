import { z } from 'zod';
import { ACTIVE_STATUSES, COMPANY_TYPES } from '../api/companies-queries';
import { listParamsSchema } from '@admin/ui';

/**
 * /company's URL: page, limit and the API's filters (docs/product.md#calls, apps/api README). No
 * `sortKeys`: `GET /v2/company` does not sort yet, so the list sends no `sort`; the Company and Created
 * columns already name theirs (`name`, `created_at`) and sort once these are declared here.
 */
export const companyListParams = listParamsSchema({
  search: z.string().trim().min(1),
  type: z.enum(COMPANY_TYPES),
  status: z.enum(ACTIVE_STATUSES),
});
