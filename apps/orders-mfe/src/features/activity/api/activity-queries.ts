import { auditApi } from '@admin/api-client';
import { AUDIT_MESSAGES } from '@admin/api-client/contract';
import type { ActivityPanelProps } from '@admin/ui';

/** The `activity` family of this remote: each order's own history. */
export const activityKeys = {
  all: ['activity'] as const,
  order: (orderId: number) => ['activity', 'order', orderId] as const,
  coverUpload: (orderId: number, cover: string | null) => ['activity', 'order', orderId, 'cover', cover] as const,
};

/** An order's history for the kit's Activity panel: `GET /v2/audit?record_type=order&record_id=` (orders.read suffices). */
export function orderActivity(orderId: number): Pick<ActivityPanelProps, 'queryKey' | 'fetchPage' | 'errorFallback'> {
  return {
    queryKey: activityKeys.order(orderId),
    fetchPage: (page) => auditApi.list({ record_type: 'order', record_id: String(orderId), page }),
    errorFallback: AUDIT_MESSAGES.list,
  };
}
