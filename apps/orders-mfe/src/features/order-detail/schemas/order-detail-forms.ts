import { z } from '@admin/ui/zod';

import { reasonSchema } from '../../../common/reason';

/** The reason a cancel request records. */
export const cancelReasonSchema = reasonSchema('cancel request');

/** One order time, picked as local date and time, sent as an ISO instant. */
export const orderTimeFormSchema = z.object({
  value: z.iso.datetime({ offset: true, error: 'Choose a date and time.' }),
});

/** The cover document field holds the uploaded file's gateway URL. */
export const coverFormSchema = z.object({ cover: z.string().optional() });
