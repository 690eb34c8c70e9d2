/** What the fee routes accept: a fee entry, its switch, the list's query and a project's fee status. */
import { z } from 'zod';
import { ACTIVE_STATUSES, FEE_SORT_KEYS } from '@admin/api-client/contract';
import { id, pageFields, percentage, requiredText } from '../../http/fields';
import { sortFields } from '../../http/sorting';

export const feeBody = z.object({
  name: requiredText.max(120),
  property_types: requiredText.max(120),
  types: requiredText.max(120),
  FILM: percentage,
  MUSIC: percentage,
  BOOKS: percentage,
  SPORTS: percentage,
  WEBSERIES: percentage,
});
export type FeeFields = z.output<typeof feeBody>;
export const statusBody = z.object({ status: z.enum(ACTIVE_STATUSES) });
const isStatusOnly = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && Object.keys(raw).length === 1 && 'status' in raw;
/**
 * An edit of a fee entry: `{status}` alone is the list's switch, anything else the edit form's full
 * set of fields. Each shape is checked by its own schema, so a message names the field as that one sees it.
 */
export const feeUpdateBody = z
  .unknown()
  .meta({
    description:
      'Either `{ status }` alone (the switch) or every field of the fee entry (the edit form, with If-Match)',
  })
  .transform((raw, ctx): z.output<typeof statusBody> | FeeFields => {
    const result = isStatusOnly(raw) ? statusBody.safeParse(raw) : feeBody.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
export const feeListQuery = z.object({ ...pageFields, ...sortFields(FEE_SORT_KEYS) });
export type FeeListQuery = z.output<typeof feeListQuery>;
export const projectFeeQuery = z.object({ property_id: id.optional(), fee_id: id.optional() });
export const projectParams = z.object({ project_id: id });
