import { listParamsSchema } from '@admin/ui';
import { PARTNER_SORT_KEYS } from '../api/partners-queries';

/** Partners sit on a /config tab: their page, limit and sort live under `partners.` in the URL. */
export const partnersListSchema = listParamsSchema({}, { sortKeys: PARTNER_SORT_KEYS });
export const PARTNERS_PREFIX = 'partners';
