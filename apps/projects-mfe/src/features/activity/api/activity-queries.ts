import { auditApi } from '@admin/api-client';
import { AUDIT_MESSAGES } from '@admin/api-client/contract';
import type { ActivityPanelProps } from '@admin/ui';

/** The `activity` family of this remote: the history of each project and company. */
export const activityKeys = {
  all: ['activity'] as const,
  project: (projectId: number) => ['activity', 'project', projectId] as const,
  company: (companyId: number) => ['activity', 'company', companyId] as const,
};

type PanelSource = Pick<ActivityPanelProps, 'queryKey' | 'fetchPage' | 'errorFallback'>;

/** A project's or a company's own history for the kit's Activity panel (its read permission suffices). */
export function projectsActivity(type: 'project' | 'company', id: number): PanelSource {
  return {
    queryKey: type === 'project' ? activityKeys.project(id) : activityKeys.company(id),
    fetchPage: (page) => auditApi.list({ record_type: type, record_id: String(id), page }),
    errorFallback: AUDIT_MESSAGES.list,
  };
}
