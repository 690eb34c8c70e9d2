import { lazy, Suspense } from 'react';

export interface AssigneeOption {
  id: number;
  name: string;
}

export interface AssigneeControlProps {
  /** The item, as staff name it ("order #12"): each control's name says which item it changes. */
  itemLabel: string;
  assignee: AssigneeOption | null;
  /** The signed-in user's id ("Assign to me" claims the item for them, "Take over" from a colleague). */
  meId: number | undefined;
  /** The user may claim and assign this kind of item; otherwise the assignee is only shown. */
  canAssign: boolean;
  /** Colleagues who may be given the item (those who may act on it); loaded by the screen. */
  assignees: readonly AssigneeOption[];
  /** Called with the new owner; the screen sends the version it shows (a takeover needs it). */
  onAssign: (assigneeId: number | null) => void;
  pending?: boolean;
}

// @admin/ui is on the shell's first load (a federation singleton, not tree-shaken): the control's
// code loads with the first list that shows an assignee instead.
const AssigneeControlView = lazy(() => import('./AssigneeControlView'));

/**
 * Who owns a waiting item, and the means to change it: "Assign to me" (a claim), "Take over" (when
 * a colleague holds it), or a choice of the colleagues who may act on it, or nobody (a release). Without the permission it only names the owner.
 * Until its code has loaded it names the owner.
 */
export function AssigneeControl(props: AssigneeControlProps) {
  return (
    <Suspense fallback={<span>{props.assignee ? props.assignee.name : 'Unassigned'}</span>}>
      <AssigneeControlView {...props} />
    </Suspense>
  );
}
