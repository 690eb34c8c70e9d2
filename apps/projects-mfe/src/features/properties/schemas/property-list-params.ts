import { z } from '@admin/ui/zod';
import { PROJECT_CATEGORY_IDS, PROJECT_STATUSES, PROPERTY_FILTER_SORT_KEYS } from '../api/properties-queries';
import type { ProjectCategoryId, PropertyFilterQuery } from '@admin/api-client';
import { isoDate, listParamsSchema } from '@admin/ui';

/** /properties' URL: the property filter (docs/product.md#records-and-their-fields: status, dao, project sent as type, dates), page, limit and the sort. */
export const propertyListParams = listParamsSchema(
  {
    status: z.enum(PROJECT_STATUSES),
    dao: z.enum(['true', 'false']),
    type: z.coerce
      .number()
      .refine((id): id is ProjectCategoryId => (PROJECT_CATEGORY_IDS as readonly number[]).includes(id))
      .transform((id) => id as ProjectCategoryId),
    from_date: isoDate,
    to_date: isoDate,
  },
  { sortKeys: PROPERTY_FILTER_SORT_KEYS },
);

type PropertyListParams = Omit<PropertyFilterQuery, 'dao'> & { page: number; limit: number; dao?: 'true' | 'false' };

/** The API query for the URL's params (`dao` as a boolean). */
export function toPropertyQuery(params: PropertyListParams): PropertyFilterQuery {
  const { dao, ...rest } = params;
  return dao === undefined ? rest : { ...rest, dao: dao === 'true' };
}
