import { listParamsSchema } from '@admin/ui';

/** Partners sit on a /config tab: their page and limit live under `partners.` in the URL. */
export const partnersListSchema = listParamsSchema({});
export const PARTNERS_PREFIX = 'partners';
