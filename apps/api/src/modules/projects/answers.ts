/**
 * What the project routes answer: the client's `Project` (list rows, the record, its creation and
 * edits), `ProjectMediaResult`, `ProjectMediaFile` and `RiskItem`, field by field
 * (test/client-types.test.ts).
 */
import { z } from 'zod';
import {
  ACTIVE_STATUSES,
  INDIVIDUAL_GROUP_OPTIONS,
  INVESTMENT_TYPES,
  MEDIA_TYPES,
  PROJECT_CATEGORY_IDS,
  PROJECT_STATUSES,
  RISK_SEVERITIES,
} from '@admin/api-client/contract';
import { record } from '../../http/responses';

const investmentTermAnswer = record({
  id: z.number().int(),
  percentageOfIP: z.string(),
  rights: z.string(),
  percentageForPandora: z.string(),
  natureOfIP: z.string(),
  duration: z.number().int().describe('Years: 1, 2 or 3'),
  costOfAcquisition: z.string(),
  totalExpectedInvestment: z.string(),
  tokenAmount: z.string(),
  expectedMonetisation: z.string(),
  proposedIRR: z.string(),
  proposedMoneyMultiple: z.string(),
  expectedDuration: z.string(),
  otherTerms: z.string().nullable(),
});

export const projectAnswer = record({
  id: z.number().int(),
  version: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  property_type_id: z
    .literal(PROJECT_CATEGORY_IDS)
    .describe('Category: 1 Film, 2 Web Series, 3 Music, 4 Books, 5 Sport'),
  property_type_name: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  stage_of_production: z.string().nullable(),
  individual_group: z.enum(INDIVIDUAL_GROUP_OPTIONS),
  step_completed: z.string(),
  symbol: z.string().nullable(),
  royaltyPercentage: z.string().describe('Decimal string'),
  total_token: z.number().int().describe('Total supply of tokens'),
  token_amount: z.string().describe('Token price in INR, decimal string'),
  email: z.string().nullable(),
  pan_number: z.string().nullable(),
  mobile_no: z.string().nullable(),
  investment_type: z.enum(INVESTMENT_TYPES).nullable(),
  status: z.enum(PROJECT_STATUSES),
  is_booking_amount_required: z.boolean(),
  join_waitlist: z.boolean(),
  dao: z.boolean(),
  fee_status: z.enum(ACTIVE_STATUSES),
  media_type: z.enum(MEDIA_TYPES),
  featured_image: z.string().nullable(),
  gallery: z.array(z.string()).describe('Gateway URLs, at most 10'),
  investment_terms: z.array(investmentTermAnswer),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});

export const projectMediaAnswer = record({
  featured_image: z.string().nullable(),
  gallery: z.array(z.string()),
  media_type: z.enum(MEDIA_TYPES),
  version: z.number().int(),
});

export const mediaFileAnswer = record({ url: z.string(), type: z.string(), size: z.number().int(), name: z.string() });

/** What a delete answers: the id it removed. */
export const deletedProjectAnswer = record({ id: z.number().int() });

export const riskAnswer = record({
  id: z.number().int(),
  project_id: z.number().int(),
  type: z.literal('risk'),
  title: z.string(),
  description: z.string(),
  severity: z.enum(RISK_SEVERITIES),
  mitigation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
