import type { KycStatus } from './kyc';
import type { OrderStatus } from './constants';

/** The kinds of record `GET /v2/search` finds, in the order the palette shows their groups. */
export const SEARCH_KINDS = ['customers', 'orders', 'projects', 'companies', 'employees'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per kind: default and most a caller may ask for. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/** Longest query the search accepts. */
export const SEARCH_MAX_QUERY = 100;

/** `GET /v2/search` query. */
export interface SearchQuery {
  q: string;
  /** Results per kind (default 5, at most 20). */
  limit?: number;
}

/** A customer found: enough to tell two namesakes apart. No PAN or bank details, masked or not. */
export interface CustomerHit {
  id: number;
  name: string;
  phone: string;
  country_code: string;
  email: string | null;
  kyc_status: KycStatus;
  status: string;
}

export interface OrderHit {
  id: number;
  status: OrderStatus;
  total_amount: string;
  user_id: number;
  user_name: string;
  property_id: number;
  property_name: string;
  created_at: string;
}

export interface ProjectHit {
  id: number;
  name: string;
  symbol: string | null;
  status: string;
}

export interface CompanyHit {
  id: number;
  name: string;
  type: string;
  status: string;
}

export interface EmployeeHit {
  id: number;
  name: string;
  phone: string;
  country_code: string;
  role_name: string | null;
  status: string;
}

/**
 * `GET /v2/search` answer: best match first within each kind. A kind the caller may not read is
 * absent (not empty), so a screen can tell "nothing found" from "not yours to search".
 */
export interface SearchResults {
  customers?: CustomerHit[];
  orders?: OrderHit[];
  projects?: ProjectHit[];
  companies?: CompanyHit[];
  employees?: EmployeeHit[];
  /** How many records of each kind searched match in all: the hits are the best `limit` of them. */
  totals?: SearchTotals;
}

/** Per kind searched, how many records match (the palette's "5 of 60 · See all"). */
export type SearchTotals = Partial<Record<SearchKind, number>>;
