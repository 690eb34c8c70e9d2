/** Project status moves: the table in @admin/api-client, checked before any write. */
import { PROJECT_TRANSITIONS } from '@admin/api-client/contract';
import type { ProjectStatus } from '@admin/api-client/contract';
import { conflict } from '../../http/errors';

export function assertProjectTransition(from: ProjectStatus, to: ProjectStatus): void {
  if (from === to) throw conflict(`Project is already ${to}`);
  if (!PROJECT_TRANSITIONS[from].includes(to)) {
    throw conflict(`Cannot move a project from ${from} to ${to} (allowed: ${PROJECT_TRANSITIONS[from].join(', ')})`);
  }
}
