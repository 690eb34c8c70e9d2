import { Button } from '@admin/ui';

// Its one rule, inline: a CSS module of its own would be a file more in every list's chunk for a margin.
const SPACED = { margin: '0 0 var(--ui-space-2)' } as const;

/**
 * "3 new · Show", in a live list's header: rows others added since it loaded (useLiveList), fetched
 * when asked, so new rows never move the table under the pointer. Nothing while there are none.
 */
export function NewRowsNotice({ live }: { live: { newCount: number; showNew: () => void } }) {
  if (live.newCount === 0) return null;
  return (
    <p style={SPACED} role="status">
      <Button size="sm" variant="ghost" onClick={live.showNew}>
        {live.newCount} new · Show
      </Button>
    </p>
  );
}
