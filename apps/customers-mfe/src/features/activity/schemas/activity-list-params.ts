import { z } from '@admin/ui/zod';
import { idParam, isoDate, listParamsSchema } from '@admin/ui';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@admin/api-client/contract';

/** /activity?actor_id&record_type&record_id&action&from_date&to_date&q&page&limit: the API's filters, kept in the URL. */
export const activityListParams = listParamsSchema({
  actor_id: idParam,
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.string().trim().min(1).max(100),
  action: z.enum(AUDIT_ACTIONS),
  from_date: isoDate,
  to_date: isoDate,
  q: z.string().trim().min(1).max(100),
});
