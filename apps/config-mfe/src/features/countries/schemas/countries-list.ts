import { z } from '@admin/ui/zod-mini';
import { listParamsSchema } from '@admin/ui';
import { COUNTRY_SORT_KEYS } from '../api/countries-queries';

// zod/mini, like the settings form: /config's first load carries this page, so classic zod stays in the lazy tabs.
/** Countries are searched by name; their page, limit, search and sort live under `countries.` in the URL. */
export const countriesListSchema = listParamsSchema(
  { search: z.string().check(z.maxLength(100)) },
  { sortKeys: COUNTRY_SORT_KEYS },
);
export const COUNTRIES_PREFIX = 'countries';
