// zod/mini, not classic zod: this schema is on the remote's first screen, where classic zod's
// chainable build costs ~24 KiB gz and mini what it uses (~6); the forms keep classic zod, lazily.
import { z } from '@admin/ui/zod-mini';
import { PROJECT_SORT_KEYS, PROJECT_STATUSES } from '../api/projects-queries';
import { listParamsSchema } from '@admin/ui';

/** /'s URL: page, limit, the API's status and search filters, and the sort by one of the API's project sort keys. */
export const projectListParams = listParamsSchema(
  {
    search: z.string().check(z.trim(), z.minLength(1)),
    status: z.enum(PROJECT_STATUSES),
  },
  { sortKeys: PROJECT_SORT_KEYS },
);
