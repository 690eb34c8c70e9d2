import type { UserFilterSortQuery } from './sorting';
import type { PageQuery } from './common';
import type { Kyc, KycStatus } from './kyc';
import type { UserStatus } from './constants';
import type { Assignee } from './queues';

export interface RoleRef {
  id: number;
  name: string;
}

export interface CustomerComment {
  id: number;
  comment: string;
  created_by: number | null;
  /** The author's name (null when the author is gone, or for a comment the system wrote). */
  created_by_name: string | null;
  created_at: string;
}

/** A user of the platform (docs/product.md#records-and-their-fields, "Customer"); staff share the shape with a non-2 role. */
export interface Customer {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  uuid: string;
  name: string;
  firstname: string | null;
  lastname: string | null;
  phone: string;
  country_code: string;
  country: string | null;
  email: string | null;
  welcome_mail_sent: boolean;
  otpless_req_id: string | null;
  otp_expired_at: string | null;
  dob: string | null;
  avatar: string | null;
  gender: string | null;
  address: string | null;
  escrow_user_id: string | null;
  escrow_ref_id: string | null;
  pan_number: string | null;
  bank_details: BankDetails | null;
  language: string | null;
  age: number | null;
  is_terms_condition: boolean;
  email_verified: boolean;
  email_request_id: string | null;
  referrer_id: number | null;
  referral_credited: boolean;
  referral_token: string | null;
  is_verification_dismiss: boolean;
  token: string | null;
  role: number;
  work_email: string | null;
  whatsapp_no: string | null;
  join_date: string | null;
  status: UserStatus;
  fcm_token: string | null;
  wallet_balance: string;
  /** Connected crypto wallet address, null when none. */
  wallet_address: string | null;
  created_by: number | null;
  updated_by: number | null;
  is_employee: boolean;
  subscriber_id: string | null;
  org_id: string | null;
  meeting_link: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  kyc: Kyc | null;
  comments: CustomerComment[];
  /** Ids of projects the customer bookmarked. */
  propertyBookmark: number[];
  /** Ids of projects whose waitlist the customer joined. */
  propertyWaitingList: number[];
  role_data: RoleRef | null;
  /** The staff user who owns the customer's KYC review (claimed or assigned), null when nobody does. */
  kyc_assignee: Assignee | null;
  /** When the oldest KYC check still awaiting review was submitted (the review's age), null when none waits. */
  kyc_waiting_since: string | null;
  /** A KYC decision on one of the customer's checks awaits a second approval (four eyes). */
  kyc_awaiting_second_approval: boolean;
}

export interface BankDetails {
  account_name: string;
  account_number: string;
  ifsc: string;
  bank_name: string;
}

export const WALLET_FILTERS = ['connected', 'disconnected'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** `GET /users/filter` (docs/product.md#records-and-their-fields "User filter"). Dates YYYY-MM-DD, inclusive, on created_at. */
export interface UserFilterQuery extends PageQuery, UserFilterSortQuery {
  kyc?: KycStatus;
  /** `true`: only users with at least one KYC check submitted and awaiting review (the review queue, oldest first). */
  awaiting_review?: boolean;
  /** `true`: only the users whose KYC review is assigned to the caller. */
  mine?: boolean;
  /** `true`: only customers with a KYC decision awaiting a second approval that the caller may confirm (the `kyc_confirmation` queue). */
  awaiting_my_confirmation?: boolean;
  wallet?: WalletFilter;
  role?: number;
  from_date?: string;
  to_date?: string;
  /** Matches name, phone or email (case-insensitive, contains). */
  search?: string;
}

/** `PUT /v2/customer/{id}`: editable account fields. */
export interface CustomerUpdateRequest {
  name?: string;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  country?: string | null;
  dob?: string | null;
  gender?: string | null;
  address?: string | null;
  pan_number?: string | null;
  language?: string | null;
  status?: UserStatus;
  comment?: string;
}

/** Portfolio order (docs/product.md#records-and-their-fields). */
export interface PortfolioOrder {
  id: number;
  status: string;
  property_id: number;
  no_sqyds: string;
  total_amount: string;
  created_at: string;
  updated_at: string;
  user_name: string;
  user_id: number;
  property_name: string;
}

/**
 * One project the customer has committed orders in (`COMMITTED_ORDER_STATUSES`), by the portfolio's
 * own definitions applied to that project's orders only: so the projects' figures add up to the
 * portfolio's totals.
 */
export interface PortfolioProject {
  property_id: number;
  property_name: string;
  /** Units of the project's committed orders. */
  committed_sqyds: string;
  /** `total_amount` of the project's committed orders. */
  committed_amount: string;
  /** Units of the project's paid orders (`PAID_ORDER_STATUSES`). */
  total_sqyds: string;
  /** `total_amount` of the project's paid orders. */
  total_invested_amount: string;
  /** Units of those paid orders at the project's current token price. */
  current_value: string;
}

/** `GET /me/portfolioById/{customerId}` (docs/product.md#records-and-their-fields "Portfolio"). Amounts are decimal strings. */
export interface Portfolio {
  user: Customer;
  orders: PortfolioOrder[];
  /** Units of paid orders (`PAID_ORDER_STATUSES`): the same orders as `total_invested_amount`. */
  total_sqyds: string;
  /** Paid units at each project's current token price. */
  current_value: string;
  /** `total_amount` of paid orders. */
  total_invested_amount: string;
  /** `current_value − total_invested_amount`. */
  total_returns: string;
  /** Units of committed orders (`COMMITTED_ORDER_STATUSES`: booked, not in a cancel request, not refunded). */
  committed_sqyds: string;
  /** `total_amount` of committed orders (paid ones included). */
  committed_amount: string;
  /** Number of distinct projects with committed orders. */
  my_investments: number;
  /** Those projects (one per `my_investments`), by name, with the same figures over their own orders. */
  projects: PortfolioProject[];
}
