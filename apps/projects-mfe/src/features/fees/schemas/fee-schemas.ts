import { z } from 'zod';
import { listParamsSchema } from '@admin/ui';
import type { FeeEntryRequest } from '@admin/api-client';

/** /fee-management's fee table: page and limit only (the API has no filters for it). */
export const feeListParams = listParamsSchema({});

/** The fee payload's category columns (docs/product.md#records-and-their-fields), in the order the form and chart show them. */
export const FEE_CATEGORIES = ['FILM', 'WEBSERIES', 'MUSIC', 'BOOKS', 'SPORTS'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const FEE_CATEGORY_LABELS: Record<FeeCategory, string> = {
  FILM: 'Film',
  WEBSERIES: 'Web Series',
  MUSIC: 'Music',
  BOOKS: 'Books',
  SPORTS: 'Sport',
};

// NumberField stores a number, or undefined when the box is empty.
const percentage = z
  .number('Enter a percentage from 0 to 100')
  .min(0, 'At least 0')
  .max(100, 'At most 100')
  .refine((n) => Math.round(n * 100) === n * 100, 'At most 2 decimals');

/** The create form: the spec's fee payload, each percentage 0–100. */
export const feeFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'At most 100 characters'),
  property_types: z.string().trim().min(1, 'Say which projects it applies to').max(100),
  types: z.string().trim().min(1, 'Enter the kind of fee').max(100),
  FILM: percentage,
  WEBSERIES: percentage,
  MUSIC: percentage,
  BOOKS: percentage,
  SPORTS: percentage,
});
export type FeeFormValues = z.input<typeof feeFormSchema>;
export const EMPTY_FEE = { name: '', property_types: 'all', types: '' } as FeeFormValues;

export function feeToRequest(values: z.output<typeof feeFormSchema>): FeeEntryRequest {
  return { ...values };
}
