import { z } from '@admin/ui/zod';
import { idParam, listParamsSchema } from '@admin/ui';
import { EMPLOYEE_SORT_KEYS, USER_STATUSES } from '@admin/api-client/contract';

/** /employee URL state. */
export const employeeListParams = listParamsSchema(
  {
    role: idParam,
    status: z.enum(USER_STATUSES),
    search: z.string().trim().min(1).max(100),
  },
  { sortKeys: EMPLOYEE_SORT_KEYS },
);
