/**
 * What the customer routes answer, field by field: the client's `Customer` (employees share it),
 * `KycCheck`, `KycReview`, `Portfolio` and `RevealedCustomerDetails` (test/client-types.test.ts
 * holds each schema to its type).
 */
import { z } from 'zod';
import { KYC_CHECK_STATES, KYC_STATUSES, KYC_VERIFICATIONS, USER_STATUSES } from '@admin/api-client/contract';
import { record } from '../../http/responses';
import { awaitingSecondApprovalAnswer, decisionByAnswer } from '../four-eyes/answers';
import { assigneeAnswer } from '../queues/assignment';

const kycStatus = z.enum(KYC_STATUSES);
const instantOrNull = z.string().nullable();

const bankDetails = record({
  account_name: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  bank_name: z.string(),
});

/** Bank details as every answer but the reveal carries them: account number and IFSC masked. */
const maskedBankDetails = bankDetails.describe(
  'Masked: the account number shows its last four characters, the IFSC none (the reveal call answers them in full)',
);

const kycAnswer = record({
  status: kycStatus.describe("'verified' once all four verifications are, 'rejected' if any is, else 'pending'"),
  email_verification_status: kycStatus,
  aadhar_verification_status: kycStatus,
  pan_verification_status: kycStatus,
  video_verification_status: kycStatus,
  updated_at: z.string(),
});

const commentAnswer = record({
  id: z.number().int(),
  comment: z.string(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable().describe("The author's name; null when the author is gone"),
  created_at: z.string(),
});

/** A user as every answer carries it (customers, employees, a portfolio's owner, a conflict's `current`). */
export const customerAnswer = record({
  id: z.number().int(),
  version: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string(),
  country_code: z.string(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  welcome_mail_sent: z.boolean(),
  otpless_req_id: z.string().nullable().describe("Withheld: always null (the person's own app credential)"),
  otp_expired_at: instantOrNull,
  dob: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  escrow_user_id: z.string().nullable(),
  escrow_ref_id: z.string().nullable(),
  pan_number: z.string().nullable().describe('Masked: its last four characters (the reveal call answers it in full)'),
  bank_details: maskedBankDetails.nullable(),
  language: z.string().nullable(),
  age: z.number().int().nullable(),
  is_terms_condition: z.boolean(),
  email_verified: z.boolean(),
  email_request_id: z.string().nullable(),
  referrer_id: z.number().int().nullable(),
  referral_credited: z.boolean(),
  referral_token: z.string().nullable(),
  is_verification_dismiss: z.boolean(),
  token: z.string().nullable().describe("Withheld: always null (the person's own app credential)"),
  role: z.number().int(),
  work_email: z.string().nullable(),
  whatsapp_no: z.string().nullable(),
  join_date: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  fcm_token: z.string().nullable().describe("Withheld: always null (the person's own app credential)"),
  wallet_balance: z.string().describe('Decimal string'),
  wallet_address: z.string().nullable().describe('Connected crypto wallet, null when none'),
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
  is_employee: z.boolean(),
  subscriber_id: z.string().nullable(),
  org_id: z.string().nullable(),
  meeting_link: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: instantOrNull,
  kyc: kycAnswer.nullable(),
  comments: z.array(commentAnswer),
  propertyBookmark: z.array(z.number().int()).describe('Ids of the projects the customer bookmarked'),
  propertyWaitingList: z.array(z.number().int()).describe('Ids of the projects whose waitlist the customer joined'),
  role_data: record({ id: z.number().int(), name: z.string() }).nullable(),
  kyc_assignee: assigneeAnswer
    .nullable()
    .describe("The staff user who owns the customer's KYC review, null when nobody does"),
  kyc_waiting_since: instantOrNull.describe(
    'When the oldest KYC check still awaiting review was submitted, null when none waits',
  ),
  kyc_awaiting_second_approval: z
    .boolean()
    .describe("A KYC decision on one of the customer's checks awaits a second approval (four eyes)"),
});

const evidenceFile = record({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().nullable().describe('null for a caller who may not open identity documents'),
  submitted_at: z.string(),
});

export const kycCheckAnswer = record({
  verification: z.enum(KYC_VERIFICATIONS),
  status: kycStatus,
  state: z.enum(KYC_CHECK_STATES),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: record({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  files: z.array(evidenceFile),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.enum(['verified', 'rejected'])).nullable(),
  decision_by: decisionByAnswer.nullable(),
});

/** `GET /v2/customer/{id}/kyc`: the overall status and every check's review. */
export const kycReviewAnswer = record({
  status: kycStatus,
  updated_at: z.string(),
  evidence_visible: z.boolean().describe('Whether file URLs are given (the caller holds kyc.decide)'),
  checks: z.array(kycCheckAnswer).describe('In the order of the verifications: email, aadhar, pan, video'),
});

const portfolioOrder = record({
  id: z.number().int(),
  status: z.string(),
  property_id: z.number().int(),
  no_sqyds: z.string(),
  total_amount: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user_name: z.string(),
  user_id: z.number().int(),
  property_name: z.string(),
});

const portfolioProject = record({
  property_id: z.number().int(),
  property_name: z.string(),
  committed_sqyds: z.string(),
  committed_amount: z.string(),
  total_sqyds: z.string(),
  total_invested_amount: z.string(),
  current_value: z.string(),
});

/** `GET /me/portfolioById/{customerId}`: amounts and units are decimal strings. */
export const portfolioAnswer = record({
  user: customerAnswer,
  orders: z.array(portfolioOrder),
  total_sqyds: z.string().describe('Units of paid orders'),
  current_value: z.string().describe("Paid units at each project's current token price"),
  total_invested_amount: z.string().describe('total_amount of paid orders'),
  total_returns: z.string().describe('current_value − total_invested_amount'),
  committed_sqyds: z.string().describe('Units of committed orders (booked, not in a cancel request, not refunded)'),
  committed_amount: z.string().describe('total_amount of committed orders (paid ones included)'),
  my_investments: z.number().int().describe('Distinct projects with committed orders'),
  projects: z.array(portfolioProject),
});

/** The reveal's answer: the client's `RevealedCustomerDetails`, unmasked. */
export const revealedAnswer = record({
  pan_number: z.string().nullable(),
  bank_details: bankDetails.nullable(),
});
