import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@admin/api-client/search';
import { queryRoots } from '../../app/query-roots';

/** Wait this long after a keystroke before asking: typing a phone number sends one request, not ten. */
const PALETTE_DEBOUNCE_MS = 120;

/** The records matching `q` (`GET /v2/search`), kept for 30 s: typing back to an earlier text answers at once. */
const paletteSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryRoots.palette, 'search', q] as const,
    queryFn: ({ signal }) => searchApi.search({ q }, signal),
    staleTime: 30_000,
  });

/** The records matching what was typed (debounced); the previous answer stays on screen until the next one. */
export function usePaletteSearch(query: string) {
  const [settled, setSettled] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), PALETTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useQuery({
    ...paletteSearchQuery(settled),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
  return {
    results: settled ? search.data : undefined,
    /** Typed text not answered yet (debounce or request under way). */
    pending: query.trim() !== settled || (settled.length > 0 && search.isFetching),
    error: search.error,
  };
}
