import { z } from 'zod';
import {
  DURATION_OPTIONS,
  GALLERY_MAX_FILES,
  INDIVIDUAL_GROUP_OPTIONS,
  INVESTMENT_TYPES,
  MEDIA_TYPES,
  PROJECT_CATEGORY_IDS,
  PROJECT_SORT_KEYS,
  PROJECT_STATUSES,
  PROPERTY_FILTER_SORT_KEYS,
} from '@admin/api-client/contract';
import {
  count,
  dateRangeFields,
  decimal,
  decimalColumn,
  httpUrl,
  id,
  optionalText,
  pageFields,
  percentage,
  queryBoolean,
  requiredText,
  searchText,
} from '../../http/fields';
import { sortFields } from '../../http/sorting';

const categoryId = z.coerce
  .number()
  .int()
  .refine((v) => PROJECT_CATEGORY_IDS.some((c) => c === v), 'Invalid category: expected 1 (Film) to 5 (Sport)');

const investmentTermInput = z.object({
  percentageOfIP: percentage,
  rights: requiredText,
  percentageForPandora: percentage,
  natureOfIP: requiredText,
  duration: z.coerce
    .number()
    .int()
    .refine((v) => DURATION_OPTIONS.some((d) => d === v), 'Invalid duration: expected 1, 2 or 3 years'),
  costOfAcquisition: decimal,
  totalExpectedInvestment: decimal,
  tokenAmount: decimal,
  expectedMonetisation: decimal,
  proposedIRR: decimalColumn(3),
  proposedMoneyMultiple: decimalColumn(5),
  expectedDuration: requiredText,
  otherTerms: optionalText,
});

const basicFields = {
  name: requiredText.max(200),
  property_type_id: categoryId,
  stage_of_production: optionalText,
  individual_group: z.enum(INDIVIDUAL_GROUP_OPTIONS),
  step_completed: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'Invalid step_completed: expected e.g. 1.1'),
  symbol: z.string().trim().max(12).nullish(),
  royaltyPercentage: percentage,
  total_token: count,
  token_amount: decimal,
  email: z.email().nullish(),
  pan_number: optionalText,
  mobile_no: optionalText,
  company_id: id.nullish(),
  description: optionalText,
  investment_type: z.enum(INVESTMENT_TYPES).nullish(),
  dao: z.boolean(),
  investment_terms: z.array(investmentTermInput).max(20),
};

export const projectCreateBody = z.object({
  ...basicFields,
  individual_group: basicFields.individual_group.default('Individual'),
  step_completed: basicFields.step_completed.default('1.1'),
  royaltyPercentage: basicFields.royaltyPercentage.default('0'),
  dao: basicFields.dao.default(false),
  investment_terms: basicFields.investment_terms.default([]),
});

const galleryUrl = httpUrl;
export const projectUpdateBody = z
  .object({
    ...basicFields,
    status: z.enum(PROJECT_STATUSES),
    media_type: z.enum(MEDIA_TYPES),
    featured_image: galleryUrl.nullable(),
    gallery: z.array(galleryUrl).max(GALLERY_MAX_FILES),
  })
  .partial();

export const projectStatusBody = z
  .object({
    is_booking_amount_required: z.boolean().optional(),
    join_waitlist: z.boolean().optional(),
    property_id: id.optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .refine(
    (b) => b.is_booking_amount_required !== undefined || b.join_waitlist !== undefined || b.status !== undefined,
    'Send is_booking_amount_required, join_waitlist or status',
  );

export const projectListQuery = z.object({
  ...pageFields,
  status: z.enum(PROJECT_STATUSES).optional(),
  search: searchText.optional(),
  ...sortFields(PROJECT_SORT_KEYS),
});

export const propertyFilterQuery = z.object({
  ...pageFields,
  ...dateRangeFields,
  status: z.enum(PROJECT_STATUSES).optional(),
  dao: queryBoolean.optional(),
  type: categoryId.optional(),
  ...sortFields(PROPERTY_FILTER_SORT_KEYS),
});

export const deleteQuery = z.object({ mode: z.enum(['soft', 'hard']).default('soft') });

export type TermInput = z.output<typeof investmentTermInput>;
export type ProjectCreate = z.output<typeof projectCreateBody>;
export type ProjectUpdate = z.output<typeof projectUpdateBody>;
export type ProjectStatusChange = z.output<typeof projectStatusBody>;
export type ProjectListQuery = z.output<typeof projectListQuery>;
export type PropertyFilterQuery = z.output<typeof propertyFilterQuery>;
