/** Project status moves: the table in @admin/api-client, checked before any write. */
import { PROJECT_STATUS_LABELS, PROJECT_TRANSITIONS } from '@admin/api-client/contract';
import type { ProjectStatus } from '@admin/api-client/contract';
import { conflict } from '../../http/errors';

// Staff read these in a toast: each status by the name every screen gives it ('Incomplete', not 'Application Pending').
const named = (status: ProjectStatus) => PROJECT_STATUS_LABELS[status];

export function assertProjectTransition(from: ProjectStatus, to: ProjectStatus): void {
  if (from === to) throw conflict(`Project is already ${named(to)}`);
  if (!PROJECT_TRANSITIONS[from].includes(to)) {
    throw conflict(
      `Cannot move a project from ${named(from)} to ${named(to)} (allowed: ${PROJECT_TRANSITIONS[from].map(named).join(', ')})`,
    );
  }
}
