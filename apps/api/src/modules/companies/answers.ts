/** What the company routes answer: the client's `Company` and its team, field by field (test/client-types.test.ts). */
import { z } from 'zod';
import {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_TYPES,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
} from '@admin/api-client/contract';
import { record } from '../../http/responses';

const teamMemberAnswer = record({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string().nullable(),
});

export const companyAnswer = record({
  id: z.number().int(),
  version: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  registration_number: z.string().nullable(),
  pan_number: z.string().nullable(),
  gst_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  certificate_type: z.enum(CERTIFICATE_TYPES).nullable(),
  ownership_type: z.enum(OWNERSHIP_TYPES).nullable(),
  logo: z.string().nullable(),
  status: z.enum(ACTIVE_STATUSES),
  project_count: z.number().int(),
  team_members: z.array(teamMemberAnswer),
  created_at: z.string(),
  updated_at: z.string(),
});
