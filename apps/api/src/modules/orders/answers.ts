/**
 * What the order routes answer, field by field: the same records as the client's `Order`,
 * `OrderFilterData`, `OrderTimeResult`, `OrderCoverResult`, `OrderReportTotals` and `DownloadLink`
 * (test/client-types.test.ts holds each schema to its type).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@admin/api-client/contract';
import { pageOf, record } from '../../http/responses';
import { assigneeAnswer } from '../queues/assignment';

const instantOrNull = z.string().nullable();

export const orderAnswer = record({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_phone: z.string(),
  user_country_code: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  no_sqyds: z.string().describe('Units bought, decimal string'),
  token_amount: z.string().describe('Price per unit at booking, decimal string'),
  total_amount: z.string(),
  booking_amount: z.string(),
  investment_deadline_time: instantOrNull,
  document_sign_time: instantOrNull,
  payment_time: instantOrNull,
  cover_image_pdf: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  assignee: assigneeAnswer.nullable(),
});

export const orderReportTotalsAnswer = record({ orders: z.number().int(), units: z.string(), amount: z.string() });
export const orderReportAnswer = pageOf(orderAnswer).extend({ totals: orderReportTotalsAnswer });

const namedRef = record({ id: z.number().int(), name: z.string() });
export const orderFilterAnswer = record({ users: z.array(namedRef), properties: z.array(namedRef) });

export const orderTimeAnswer = record({
  investment_deadline_time: instantOrNull,
  document_sign_time: instantOrNull,
  payment_time: instantOrNull,
  version: z.number().int(),
});

export const orderCoverAnswer = record({ cover_image_pdf: z.string(), version: z.number().int() });

export const downloadLinkAnswer = record({
  url: z.string().describe('The file with its filters and a one-use download_token; opened without the bearer header'),
  expires_at: z.string(),
});
