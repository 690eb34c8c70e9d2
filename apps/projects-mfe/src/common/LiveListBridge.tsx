import { useEffect, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { LiveRecordType } from '@admin/api-client';
import { NewRowsNotice, noRowMarked, useLiveList, type LiveListOptions } from '@admin/auth/live';

export interface LiveListBridgeProps {
  types: readonly LiveRecordType[];
  queryKey: QueryKey;
  options?: LiveListOptions;
  /** Receives the list's `markOf` for the table's `rowMark` (again each time the marks change). */
  onRowMark: (markOf: (row: { id: number | string }) => string | undefined) => void;
}

/**
 * A list's live updates (useLiveList) in a component of its own chunk, so a list on the first screen
 * can load them after it (LiveListLater): it shows "N new · Show" where it is placed, and hands the
 * marks of rows others took out up to the page's table.
 */
export default function LiveListBridge({ types, queryKey, options, onRowMark }: LiveListBridgeProps) {
  const live = useLiveList(types, queryKey, options);
  // The page's table has no marks before this mounts: nothing to hand up (a render of the whole
  // page) until a row is marked.
  const handed = useRef(false);
  useEffect(() => {
    if (!handed.current && live.markOf === noRowMarked) return;
    handed.current = true;
    onRowMark(live.markOf);
  }, [live.markOf, onRowMark]);
  return <NewRowsNotice live={live} />;
}
