/** What the company routes accept: a company's fields, and the list's query. */
import { z } from 'zod';
import {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_SORT_KEYS,
  COMPANY_TYPES,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
} from '@admin/api-client/contract';
import { httpUrl, optionalText, pageFields, requiredText, searchText } from '../../http/fields';
import { sortFields } from '../../http/sorting';

const companyFields = {
  name: requiredText.max(200),
  type: z.enum(COMPANY_TYPES),
  registration_number: optionalText,
  pan_number: optionalText,
  gst_number: optionalText,
  email: z.email().nullish(),
  phone: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  certificate_type: z.enum(CERTIFICATE_TYPES).nullish(),
  ownership_type: z.enum(OWNERSHIP_TYPES).nullish(),
  logo: httpUrl.nullish(),
  status: z.enum(ACTIVE_STATUSES).optional(),
  team_members: z
    .array(z.object({ name: requiredText.max(200), role: z.enum(TEAM_ROLES), email: z.email().nullish() }))
    .max(50)
    .optional(),
};
export const createCompanyBody = z.object(companyFields);
export const updateCompanyBody = z.object(companyFields).partial();
export type CreateCompany = z.output<typeof createCompanyBody>;
export type UpdateCompany = z.output<typeof updateCompanyBody>;
export type TeamInput = NonNullable<CreateCompany['team_members']>;

export const companyListQuery = z.object({
  ...pageFields,
  type: z.enum(COMPANY_TYPES).optional(),
  status: z.enum(ACTIVE_STATUSES).optional(),
  search: searchText.optional(),
  ...sortFields(COMPANY_SORT_KEYS),
});
export type CompanyListQuery = z.output<typeof companyListQuery>;
