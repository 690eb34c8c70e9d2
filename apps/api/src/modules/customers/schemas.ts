import { z } from 'zod';
import {
  KYC_STATUSES,
  KYC_VERIFICATIONS,
  USER_FILTER_SORT_KEYS,
  USER_STATUSES,
  WALLET_FILTERS,
} from '@admin/api-client/contract';
import {
  dateRangeFields,
  id,
  isoDate,
  optionalText,
  pageFields,
  queryBoolean,
  requiredText,
  searchText,
} from '../../http/fields';
import { sortFields } from '../../http/sorting';

export const userFilterQuery = z.object({
  ...pageFields,
  ...dateRangeFields,
  kyc: z.enum(KYC_STATUSES).optional(),
  awaiting_review: queryBoolean.optional(),
  /** Only the users whose KYC review is assigned to the caller. */
  mine: queryBoolean.optional(),
  /** Only customers with a KYC decision awaiting a second approval that the caller may confirm. */
  awaiting_my_confirmation: queryBoolean.optional(),
  wallet: z.enum(WALLET_FILTERS).optional(),
  role: id.optional(),
  search: searchText.optional(),
  ...sortFields(USER_FILTER_SORT_KEYS),
});

export const customerUpdateBody = z
  .object({
    name: requiredText.max(120),
    firstname: optionalText,
    lastname: optionalText,
    email: z.email().nullish(),
    country: optionalText,
    dob: isoDate.nullish(),
    gender: optionalText,
    address: optionalText,
    pan_number: optionalText,
    language: optionalText,
    status: z.enum(USER_STATUSES),
    comment: requiredText.max(2000),
  })
  .partial();

/** A note on a customer, alone (`POST /v2/customer/{id}/comments`, customers.comment). */
export const customerCommentBody = z.object({ comment: requiredText.max(2000) });

export const kycUpdateBody = z
  .object({
    verification: z.enum(KYC_VERIFICATIONS),
    status: z.enum(KYC_STATUSES),
    comment: requiredText.max(2000).optional(),
  })
  .refine((b) => b.status !== 'rejected' || b.comment !== undefined, {
    message: 'comment is required when rejecting',
    path: ['comment'],
  });

/** Sending a first decision back: why, optionally (kept in the customer's comments). */
export const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });

export const customerIdParams = z.object({ customerId: id });

export const kycCheckParams = z.object({ id, verification: z.enum(KYC_VERIFICATIONS) });
