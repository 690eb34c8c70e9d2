import { z } from 'zod';
import { USER_STATUSES } from '@admin/api-client';
import { listParamsSchema } from '@admin/ui';

/** /employee URL state. */
export const employeeListParams = listParamsSchema({
  role: z.coerce.number().int().positive(),
  status: z.enum(USER_STATUSES),
  search: z.string().trim().min(1).max(100),
});
