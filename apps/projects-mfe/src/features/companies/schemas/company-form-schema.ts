// The company form's one schema (add and edit), and its conversions to and from the API.
import { z } from '@admin/ui/zod';
import {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_TYPES,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
} from '../api/companies-queries';
import type { Company, CompanyCreateRequest } from '@admin/api-client';

// Field rules are ours (the spec names none); they accept every seeded company.
const optional = z.string().trim().max(200);
const optionalEmail = z.union([z.literal(''), z.email('Enter a valid email address').trim()]);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)]);

const teamMemberSchema = z.object({
  name: z.string().trim().min(1, 'Enter the member’s name').max(200),
  role: z.enum(TEAM_ROLES, 'Choose a role'),
  email: optionalEmail,
});

export const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the company name').max(200, 'At most 200 characters'),
  type: z.enum(COMPANY_TYPES, 'Choose a company type'),
  certificate_type: choice(CERTIFICATE_TYPES),
  ownership_type: choice(OWNERSHIP_TYPES),
  status: z.enum(ACTIVE_STATUSES),
  registration_number: optional,
  pan_number: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'PAN is 10 characters: 5 letters, 4 digits, 1 letter'),
  ]),
  gst_number: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{15}$/, 'GSTIN is 15 letters and digits'),
  ]),
  email: optionalEmail,
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, 'Phone is 6 to 15 digits'),
  ]),
  address: z.string().trim().max(500),
  city: optional,
  state: optional,
  country: optional,
  logo: z.string(),
  team_members: z.array(teamMemberSchema).max(50, 'At most 50 team members'),
});

export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type TeamMemberValues = CompanyFormValues['team_members'][number];

export const EMPTY_TEAM_MEMBER: TeamMemberValues = { name: '', role: 'Manager', email: '' };

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  type: '' as CompanyFormValues['type'],
  certificate_type: '',
  ownership_type: '',
  status: 'Active',
  registration_number: '',
  pan_number: '',
  gst_number: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  country: 'India',
  logo: '',
  team_members: [],
};

/** The form's values for a saved company (null fields as empty inputs). */
export function companyToForm(company: Company): CompanyFormValues {
  return {
    name: company.name,
    type: company.type,
    certificate_type: company.certificate_type ?? '',
    ownership_type: company.ownership_type ?? '',
    status: company.status,
    registration_number: company.registration_number ?? '',
    pan_number: company.pan_number ?? '',
    gst_number: company.gst_number ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    country: company.country ?? '',
    logo: company.logo ?? '',
    team_members: company.team_members.map((m) => ({ name: m.name, role: m.role, email: m.email ?? '' })),
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** The request body for valid form values (empty inputs sent as null, so a cleared field is cleared). */
export function formToRequest(values: z.output<typeof companyFormSchema>): CompanyCreateRequest {
  return {
    name: values.name,
    type: values.type,
    certificate_type: values.certificate_type === '' ? null : values.certificate_type,
    ownership_type: values.ownership_type === '' ? null : values.ownership_type,
    status: values.status,
    registration_number: orNull(values.registration_number),
    pan_number: orNull(values.pan_number),
    gst_number: orNull(values.gst_number),
    email: orNull(values.email),
    phone: orNull(values.phone),
    address: orNull(values.address),
    city: orNull(values.city),
    state: orNull(values.state),
    country: orNull(values.country),
    logo: orNull(values.logo),
    team_members: values.team_members.map((m) => ({ name: m.name, role: m.role, email: orNull(m.email) })),
  };
}
