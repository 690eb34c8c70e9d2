// Step 1, basic details: the form's names are the spec's; toCreateRequest maps them to what is sent.
import { z } from '@admin/ui/zod';
import type {
  IndividualGroup,
  InvestmentType,
  Project,
  ProjectCategoryId,
  ProjectCreateRequest,
} from '@admin/api-client';
import {
  INDIAN_MOBILE_PATTERN,
  MESSAGES,
  PAN_PATTERN,
  percentage,
  positive,
  positiveWhole,
  requiredText,
  SYMBOL_PATTERN,
} from './field-rules';

const CATEGORY_IDS = ['1', '2', '3', '4', '5'] as const;

export const basicDetailsSchema = z.object({
  title: requiredText.max(200, 'At most 200 characters'),
  contentType: z.enum(CATEGORY_IDS, { error: MESSAGES.required }),
  company_id: z.number({ error: MESSAGES.required }).int(),
  description: z.string().trim(),
  stage_of_production: z.string().trim(),
  individual_group: z.enum(['Individual', 'Group'], { error: MESSAGES.required }),
  investment_type: z.enum(['OwnerShip', 'RevenueSharing'], { error: MESSAGES.required }),
  dao: z.boolean(),
  symbol: requiredText.regex(SYMBOL_PATTERN, MESSAGES.symbol),
  royaltyPercentage: percentage,
  totalSupply: positiveWhole,
  tokenPriceInINR: positive,
  email: requiredText.pipe(z.email(MESSAGES.email)),
  pan_number: requiredText.regex(PAN_PATTERN, MESSAGES.pan),
  mobile_no: requiredText.regex(INDIAN_MOBILE_PATTERN, MESSAGES.mobile),
});
export type BasicDetailsInput = z.input<typeof basicDetailsSchema>;
export type BasicDetailsValues = z.output<typeof basicDetailsSchema>;

/** A new project's form: the spec's defaults (individual_group Individual, royaltyPercentage 0). */
export const emptyBasicDetails: BasicDetailsInput = {
  title: '',
  contentType: undefined as unknown as BasicDetailsInput['contentType'],
  company_id: undefined as unknown as number,
  description: '',
  stage_of_production: '',
  individual_group: 'Individual',
  investment_type: undefined as unknown as BasicDetailsInput['investment_type'],
  dao: false,
  symbol: '',
  royaltyPercentage: 0,
  totalSupply: undefined as unknown as number,
  tokenPriceInINR: undefined as unknown as number,
  email: '',
  pan_number: '',
  mobile_no: '',
};

export function basicDetailsOf(project: Project): BasicDetailsInput {
  return {
    title: project.name,
    contentType: String(project.property_type_id) as BasicDetailsInput['contentType'],
    company_id: project.company_id ?? (undefined as unknown as number),
    description: project.description ?? '',
    stage_of_production: project.stage_of_production ?? '',
    individual_group: project.individual_group,
    investment_type: (project.investment_type ?? undefined) as BasicDetailsInput['investment_type'],
    dao: project.dao,
    symbol: project.symbol ?? '',
    royaltyPercentage: Number(project.royaltyPercentage),
    totalSupply: project.total_token,
    tokenPriceInINR: Number(project.token_amount),
    email: project.email ?? '',
    pan_number: project.pan_number ?? '',
    mobile_no: project.mobile_no ?? '',
  };
}

/** The body of `POST /project` (and of a basic-details edit): the spec's sent names. */
export function toBasicDetailsRequest(values: BasicDetailsValues): ProjectCreateRequest {
  return {
    name: values.title,
    property_type_id: Number(values.contentType) as ProjectCategoryId,
    company_id: values.company_id,
    description: values.description || null,
    stage_of_production: values.stage_of_production || null,
    individual_group: values.individual_group as IndividualGroup,
    investment_type: values.investment_type as InvestmentType,
    dao: values.dao,
    symbol: values.symbol,
    royaltyPercentage: values.royaltyPercentage,
    total_token: values.totalSupply,
    token_amount: values.tokenPriceInINR,
    email: values.email,
    pan_number: values.pan_number,
    mobile_no: values.mobile_no,
  };
}
