import { z } from 'zod';
import { PROJECT_CATEGORY_IDS, PROJECT_STATUSES } from '../api/properties-queries';
import type { ProjectCategoryId, PropertyFilterQuery } from '@admin/api-client';
import { isoDate, listParamsSchema } from '@admin/ui';

/** /properties' URL: the property filter (docs/product.md#records-and-their-fields: status, dao, project sent as type, dates), page and limit. */
export const propertyListParams = listParamsSchema({
  status: z.enum(PROJECT_STATUSES),
  dao: z.enum(['true', 'false']),
  type: z.coerce
    .number()
    .refine((id): id is ProjectCategoryId => (PROJECT_CATEGORY_IDS as readonly number[]).includes(id))
    .transform((id) => id as ProjectCategoryId),
  from_date: isoDate,
  to_date: isoDate,
});

type PropertyListParams = { page: number; limit: number; status?: PropertyFilterQuery['status']; dao?: 'true' | 'false'; type?: ProjectCategoryId; from_date?: string; to_date?: string };

/** The API query for the URL's params (`dao` as a boolean). */
export function toPropertyQuery(params: PropertyListParams): PropertyFilterQuery {
  const { dao, ...rest } = params;
  return dao === undefined ? rest : { ...rest, dao: dao === 'true' };
}
