import { listParamsSchema } from '@admin/ui';

/** /roles URL state: page and page size only (`GET /role` takes no filter). */
export const roleListParams = listParamsSchema({});
