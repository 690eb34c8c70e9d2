import { Button } from '../feedback/Button';
import styles from './AssigneeControl.module.css';

export interface AssigneeOption {
  id: number;
  name: string;
}

export interface AssigneeControlProps {
  /** The item, as staff name it ("order #12"): each control's name says which item it changes. */
  itemLabel: string;
  assignee: AssigneeOption | null;
  /** The signed-in user's id ("Assign to me" claims the item for them). */
  meId: number | undefined;
  /** The user may claim and assign this kind of item; otherwise the assignee is only shown. */
  canAssign: boolean;
  /** Colleagues who may be given the item (those who may act on it); loaded by the screen. */
  assignees: readonly AssigneeOption[];
  onAssign: (assigneeId: number | null) => void;
  pending?: boolean;
}

const NOBODY = '';

/**
 * Who owns a waiting item, and the means to change it: "Assign to me" (a claim), or a choice of the
 * colleagues who may act on it, or nobody (a release). Without the permission it only names the owner.
 */
export function AssigneeControl({ itemLabel, assignee, meId, canAssign, assignees, onAssign, pending }: AssigneeControlProps) {
  if (!canAssign) return <span className={assignee ? undefined : styles.nobody}>{assignee ? assignee.name : 'Unassigned'}</span>;
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
      {meId !== undefined && assignee?.id !== meId ? (
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => onAssign(meId)} aria-label={`Assign ${itemLabel} to me`}>
          Assign to me
        </Button>
      ) : null}
    </span>
  );
}
