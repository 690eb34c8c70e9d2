import { z } from '@admin/ui/zod';
import { listParamsSchema } from '@admin/ui';
import { FEE_SORT_KEYS } from '../api/fees-queries';
import type { FeeEntry, FeeEntryRequest } from '@admin/api-client';

/** /fee-management's fee table: page, limit and the sort (the API has no filters for it). */
export const feeListParams = listParamsSchema({}, { sortKeys: FEE_SORT_KEYS });

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

/**
 * The kinds of fee the platform charges (the reference data's, plus listing). The API takes any
 * text, so an entry holding another kind keeps it as a choice of its own (`withCurrent`).
 */
export const FEE_KINDS = [
  { value: 'platform', label: 'Platform' },
  { value: 'management', label: 'Management' },
  { value: 'listing', label: 'Listing' },
  { value: 'exit', label: 'Exit' },
  { value: 'escrow', label: 'Escrow' },
] as const;
/** Which projects a fee applies to: every project, or only the creative ones. */
export const FEE_APPLIES_TO = [
  { value: 'all', label: 'All projects' },
  { value: 'creative', label: 'Creative projects' },
] as const;

/** `known` plus `current` when it is none of them, so an entry's odd value is kept, not lost on save. */
export function withCurrent(known: readonly { value: string; label: string }[], current: string | undefined) {
  return current && !known.some((option) => option.value === current)
    ? [...known, { value: current, label: `${current} (current)` }]
    : [...known];
}

// NumberField stores a number, or undefined when the box is empty.
const percentage = z
  .number('Enter a percentage from 0 to 100')
  .min(0, 'At least 0')
  .max(100, 'At most 100')
  .refine((n) => Math.round(n * 100) === n * 100, 'At most 2 decimals');

/** The create and edit forms: the spec's fee payload, each percentage 0–100. */
export const feeFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'At most 100 characters'),
  property_types: z.string().trim().min(1, 'Choose which projects it applies to').max(100),
  types: z.string().trim().min(1, 'Choose the kind of fee').max(100),
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

/** An entry as the edit form starts from: its text as is, its percentages as numbers. */
export function feeToForm(fee: FeeEntry): FeeFormValues {
  return {
    name: fee.name,
    property_types: fee.property_types,
    types: fee.types,
    FILM: Number(fee.FILM),
    WEBSERIES: Number(fee.WEBSERIES),
    MUSIC: Number(fee.MUSIC),
    BOOKS: Number(fee.BOOKS),
    SPORTS: Number(fee.SPORTS),
  };
}
