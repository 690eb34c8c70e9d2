// zod/mini, not classic zod: this schema is on the remote's first screen, where classic zod's
// chainable build costs ~24 KiB gz and mini what it uses (~6); the forms keep classic zod, lazily.
import * as z from 'zod/mini';
import { PROJECT_STATUSES } from '../api/projects-queries';
import { listParamsSchema } from '@admin/ui';

/** /'s URL: page, limit and the API's status and search filters. */
export const projectListParams = listParamsSchema({
  search: z.string().check(z.trim(), z.minLength(1)),
  status: z.enum(PROJECT_STATUSES),
});
