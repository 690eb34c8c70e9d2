import { createContext, useContext, useMemo } from 'react';
import type { AssignableKind, Assignee } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { useAssignees } from '../api/ownership-queries';

/** What every row's assignee control of a list shares: whether the user may assign, who they are, whom they may choose. */
export interface AssigneeChoices {
  canAssign: boolean;
  meId: number | undefined;
  assignees: readonly Assignee[];
}

/**
 * Given once by the list's page. Read by each row's control instead of each row asking for the user,
 * the permission and the colleagues itself: three query observers a row (each with its own timers)
 * were a good part of a 100-row order page's render at 4x CPU. A context, so when the colleagues
 * arrive only the controls render again, not the rows.
 */
export const AssigneeChoicesContext = createContext<AssigneeChoices | null>(null);

const NO_ASSIGNEES: readonly Assignee[] = [];

/**
 * The choices a list's page gives its rows for items of `kind`: the colleagues asked only when the user
 * may assign; one object while nothing in it changes (the controls read it from the context).
 */
export function usePageAssigneeChoices(kind: AssignableKind, canAssign: boolean): AssigneeChoices {
  const assignees = useAssignees(kind, canAssign).data ?? NO_ASSIGNEES;
  const meId = useCurrentUser().user?.id;
  return useMemo(() => ({ canAssign, meId, assignees }), [canAssign, meId, assignees]);
}

export function useAssigneeChoices(): AssigneeChoices {
  const choices = useContext(AssigneeChoicesContext);
  if (!choices) throw new Error('An assignee control needs its page’s AssigneeChoicesContext.');
  return choices;
}
