// Project display rules used by more than one feature of this remote (project list, properties).
import type { ProjectStatus } from '@admin/api-client';
import type { StatusTone } from '@admin/ui';

export const STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  Active: 'success',
  Inactive: 'neutral',
  Completed: 'info',
  'Application Pending': 'warning',
};

/** Status choices with the spec's labels (Application Pending reads 'Incomplete'). */
export function statusOptions(
  labels: Readonly<Record<ProjectStatus, string>>,
): { value: ProjectStatus; label: string }[] {
  return (Object.keys(labels) as ProjectStatus[]).map((status) => ({ value: status, label: labels[status] }));
}
