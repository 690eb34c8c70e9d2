/** What the search answers: the client's `SearchResults`, hit by hit (test/client-types.test.ts). */
import { z } from 'zod';
import { KYC_STATUSES, ORDER_STATUSES } from '@admin/api-client/contract';
import { record } from '../../http/responses';

const customerHit = record({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  email: z.string().nullable(),
  kyc_status: z.enum(KYC_STATUSES),
  status: z.string(),
});
const orderHit = record({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  total_amount: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  created_at: z.string(),
});
const projectHit = record({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string().nullable(),
  status: z.string(),
});
const companyHit = record({ id: z.number().int(), name: z.string(), type: z.string(), status: z.string() });
const employeeHit = record({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  role_name: z.string().nullable(),
  status: z.string(),
});

/** Each kind the caller may read, absent when it may not. */
export const searchAnswer = record({
  customers: z.array(customerHit).optional(),
  orders: z.array(orderHit).optional(),
  projects: z.array(projectHit).optional(),
  companies: z.array(companyHit).optional(),
  employees: z.array(employeeHit).optional(),
  /** How many match in all, per kind searched (the hits are the best `limit` of them). */
  totals: record({
    customers: z.number().int().optional(),
    orders: z.number().int().optional(),
    projects: z.number().int().optional(),
    companies: z.number().int().optional(),
    employees: z.number().int().optional(),
  }).optional(),
});
