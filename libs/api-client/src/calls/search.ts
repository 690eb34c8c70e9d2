// Typed call of the search behind the command palette.
import type { SearchQuery, SearchResults } from '../types/index';
import { getItem } from '@admin/api-client';

export const searchApi = {
  /** Records of every kind the signed-in user may read that match `q`, best first, grouped by kind. */
  search: ({ q, limit }: SearchQuery, signal?: AbortSignal) =>
    getItem<SearchResults>('/v2/search', { q, limit }, { signal }),
};
