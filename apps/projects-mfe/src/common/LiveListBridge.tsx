import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { LiveRecordType } from '@admin/api-client';
import { NewRowsNotice, useLiveList, type LiveListOptions } from '@admin/auth/live';

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
  useEffect(() => onRowMark(live.markOf), [live.markOf, onRowMark]);
  return <NewRowsNotice live={live} />;
}
