import { listParamsSchema } from '@admin/ui';
import { ROLE_SORT_KEYS } from '../api/constants';

/** /roles URL state: page, page size and sort (`GET /role` takes no filter). */
export const roleListParams = listParamsSchema({}, { sortKeys: ROLE_SORT_KEYS });
