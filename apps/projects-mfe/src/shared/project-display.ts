// Project display rules used by more than one feature of this remote (project list, properties, fees).
import { PROJECT_CATEGORIES, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@admin/api-client';
import type { ProjectCategoryId, ProjectStatus } from '@admin/api-client';
import type { StatusTone } from '@admin/ui';

export const STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  Active: 'success',
  Inactive: 'neutral',
  Completed: 'info',
  'Application Pending': 'warning',
};

/** Status choices with the spec's labels (Application Pending reads 'Incomplete'). */
export const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }));

export const categoryName = (id: ProjectCategoryId) => PROJECT_CATEGORIES.find((c) => c.id === id)?.name ?? `Category ${id}`;
