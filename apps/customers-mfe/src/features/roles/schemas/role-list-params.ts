import { listParamsSchema } from '@admin/ui';
import { ROLE_SORT_KEYS } from '@admin/api-client/contract';

/** /roles URL state: page, page size and sort (`GET /role` takes no filter). */
export const roleListParams = listParamsSchema({}, { sortKeys: ROLE_SORT_KEYS });
