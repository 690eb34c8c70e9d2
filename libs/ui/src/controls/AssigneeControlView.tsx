import { Button } from '../feedback/Button';
import type { AssigneeControlProps } from './AssigneeControl';
import styles from './AssigneeControl.module.css';

const NOBODY = '';

/** AssigneeControl once its code has loaded (see there). */
export default function AssigneeControlView({
  itemLabel,
  assignee,
  meId,
  canAssign,
  assignees,
  onAssign,
  pending,
}: AssigneeControlProps) {
  if (!canAssign)
    return <span className={assignee ? undefined : styles.nobody}>{assignee ? assignee.name : 'Unassigned'}</span>;
  // The current owner stays a choice even when the list of colleagues has not loaded (or no longer holds them).
  const options = assignee && !assignees.some((a) => a.id === assignee.id) ? [assignee, ...assignees] : assignees;
  return (
    <span className={styles.control}>
      <select
        className={styles.select}
        aria-label={`Assignee of ${itemLabel}`}
        value={assignee ? String(assignee.id) : NOBODY}
        disabled={pending}
        onChange={(event) => onAssign(event.target.value === NOBODY ? null : Number(event.target.value))}
      >
        <option value={NOBODY}>Unassigned</option>
        {options.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.id === meId ? `${a.name} (you)` : a.name}
          </option>
        ))}
      </select>
      {meId !== undefined && assignee === null ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => onAssign(meId)}
          aria-label={`Assign ${itemLabel} to me`}
        >
          Assign to me
        </Button>
      ) : null}
      {meId !== undefined && assignee !== null && assignee.id !== meId ? (
        // Someone else holds it: taking it over is said as such (the screen sends the version it
        // shows, which the API requires for a takeover).
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => onAssign(meId)}
          aria-label={`Take over ${itemLabel} from ${assignee.name}`}
        >
          Take over
        </Button>
      ) : null}
    </span>
  );
}
