import { queryOptions } from '@tanstack/react-query';
import { projectsApi } from '@admin/api-client/projects';
import type { PropertyFilterQuery } from '@admin/api-client';

// Constants and messages the feature's components and schemas show (only api/ imports the client's values).
export {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROPERTY_FILTER_SORT_KEYS,
} from '@admin/api-client/contract';
import { queryRoots } from '../../../common/query-roots';

export const propertyKeys = {
  all: queryRoots.properties,
  list: (query: PropertyFilterQuery) => [...queryRoots.properties, 'list', query] as const,
};

/** `GET /property/filter` for one page of the property list. */
export const propertyListQuery = (query: PropertyFilterQuery) =>
  queryOptions({ queryKey: propertyKeys.list(query), queryFn: () => projectsApi.filterProperties(query) });
