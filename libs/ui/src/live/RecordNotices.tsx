import type { LiveChange, LivePresence } from '@admin/api-client/contract';
import { Button } from '../feedback/Button';
import { formatDateTime } from '../format/format-date-time';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import styles from './live.module.css';

/** What a field's name reads as in a sentence ("payment_time" → "payment time"). */
const fieldNames = (fields: readonly string[]) => fields.map((field) => field.replace(/_/g, ' ')).join(', ');

/**
 * Someone else changed the record this screen shows while it holds unsaved input: who, what and
 * when, with Reload (their values replace the input) or Keep mine (a save then meets the If-Match
 * rule and asks to reload). Nothing while there is no such change. (`useLiveRecord` in `@admin/auth/live`.)
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

/** "Ravi Rao is editing", "Ravi Rao and Asha Admin are editing". */
const editingSentence = (names: readonly string[]) =>
  names.length === 1 ? `${names[0]} is editing` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are editing`;

/**
 * A soft lock: starting to edit a record someone else is editing (presence says so) asks first,
 * naming them, with "Edit anyway". Nothing is locked: both may save, and the second save meets the
 * If-Match rule. (`useSoftLock` in `@admin/auth/live` holds the start until the answer.)
 */
export function EditingWarning({
  what,
  warning,
}: {
  /** How the sentence names the record ("this customer"). */
  what: string;
  warning: { editors: readonly string[]; editAnyway: () => void; cancel: () => void } | null;
}) {
  return (
    <ConfirmDialog
      open={warning !== null}
      onOpenChange={(open) => {
        if (!open) warning?.cancel();
      }}
      title={warning ? `${editingSentence(warning.editors)} ${what}` : ''}
      description="Your changes and theirs may overlap: whoever saves second is asked to reload first, and what they typed is kept."
      confirmLabel="Edit anyway"
      onConfirm={() => warning?.editAnyway()}
    />
  );
}
