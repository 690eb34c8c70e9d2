import { Button } from '@admin/ui';
import styles from './shared.module.css';

/**
 * "3 new · Show": rows others added to the list since it loaded (useLiveList), fetched when asked,
 * so new rows never move the table under the pointer. Nothing while there are none.
 */
export function NewRowsNotice({ live }: { live: { newCount: number; showNew: () => void } }) {
  if (live.newCount === 0) return null;
  return (
    <p className={styles.newRows} role="status">
      <Button size="sm" variant="ghost" onClick={live.showNew}>
        {live.newCount} new · Show
      </Button>
    </p>
  );
}
