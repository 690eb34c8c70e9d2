import type { LiveChange, LivePresence } from '@admin/api-client';
import { Button, formatDateTime } from '@admin/ui';
import styles from './shared.module.css';

/** What a field's name reads as in a sentence ("payment_time" → "payment time"). */
const fieldNames = (fields: readonly string[]) => fields.map((field) => field.replace(/_/g, ' ')).join(', ');

/**
 * Someone else changed the record this screen shows while it holds unsaved input: who, what and
 * when, with Reload (their values replace the input) or Keep mine (a save then meets the If-Match
 * rule and asks to reload). Nothing while there is no such change.
 */
export function LiveChangeNotice({
  what,
  live,
}: {
  /** How the sentence names the record ("this order"). */
  what: string;
  live: { notice: LiveChange | null; reload: () => void; keepMine: () => void };
}) {
  const { notice } = live;
  if (!notice) return null;
  return (
    <div className={styles.liveNotice} role="alert">
      <p>
        {notice.by?.name ?? 'Someone'} changed {what}
        {notice.fields.length > 0 ? ` (${fieldNames(notice.fields)})` : ''} on {formatDateTime(notice.at)}. You have
        unsaved changes.
      </p>
      <Button size="sm" onClick={live.reload}>
        Reload
      </Button>
      <Button size="sm" variant="ghost" onClick={live.keepMine}>
        Keep mine
      </Button>
    </div>
  );
}

/** "Also viewing: Ravi Rao (editing)": the others who have this record open (presence); nothing when none. */
export function AlsoViewing({ viewers }: { viewers: LivePresence['viewers'] }) {
  if (viewers.length === 0) return null;
  return (
    <p className={styles.alsoViewing} role="status">
      Also viewing: {viewers.map((viewer) => `${viewer.name}${viewer.editing ? ' (editing)' : ''}`).join(', ')}
    </p>
  );
}
