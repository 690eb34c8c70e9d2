import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MAX_QUERY } from '@admin/api-client/contract';

export const searchQuery = z.object({
  q: z.string().trim().max(SEARCH_MAX_QUERY).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
