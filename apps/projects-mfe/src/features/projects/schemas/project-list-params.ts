import { z } from 'zod';
import { PROJECT_STATUSES } from '../api/project-queries';
import { listParamsSchema } from '@admin/ui';

/** /'s URL: page, limit and the API's status and search filters. */
export const projectListParams = listParamsSchema({
  search: z.string().trim().min(1),
  status: z.enum(PROJECT_STATUSES),
});
