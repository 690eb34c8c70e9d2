import { z } from '@admin/ui/zod';
import { TEMPLATE_KINDS, TEMPLATE_SORT_KEYS } from '../api/templates-queries';
import { listParamsSchema } from '@admin/ui';

export const templatesListSchema = listParamsSchema(
  { kind: z.enum(TEMPLATE_KINDS), search: z.string().max(100) },
  { sortKeys: TEMPLATE_SORT_KEYS },
);
/** The open editor: `?edit=new` or `?edit=<id>` (beside the list's parameters, so it keeps the list's page). */
export const EDIT_PARAM = 'edit';
export const parseEditParam = (value: string | null): 'new' | number | undefined =>
  value === 'new' ? 'new' : value && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
export const KIND_LABELS = { email: 'Email', document: 'Document', sms: 'SMS', notification: 'Notification' } as const;
