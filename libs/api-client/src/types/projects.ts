import type { ProjectSortQuery, PropertyFilterSortQuery } from './sorting';
import type { PageQuery } from './common';
import type {
  ActiveStatus,
  IndividualGroup,
  InvestmentType,
  MediaType,
  ProjectCategoryId,
  ProjectStatus,
} from './constants';

/** Investment term row (docs/product.md#records-and-their-fields, repeatable). Amounts and percentages are decimal strings. */
export interface InvestmentTerm {
  id: number;
  percentageOfIP: string;
  rights: string;
  percentageForPandora: string;
  natureOfIP: string;
  /** Years: 1, 2 or 3. */
  duration: number;
  costOfAcquisition: string;
  totalExpectedInvestment: string;
  tokenAmount: string;
  expectedMonetisation: string;
  proposedIRR: string;
  proposedMoneyMultiple: string;
  expectedDuration: string;
  otherTerms: string | null;
}
export type InvestmentTermInput = Omit<InvestmentTerm, 'id'>;

/** A project (the API also calls it a property). */
export interface Project {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  uuid: string;
  /** Title. */
  name: string;
  description: string | null;
  /** Category (contentType): 1 Film, 2 Web Series, 3 Music, 4 Books, 5 Sport. */
  property_type_id: ProjectCategoryId;
  property_type_name: string;
  company_id: number | null;
  company_name: string | null;
  stage_of_production: string | null;
  individual_group: IndividualGroup;
  step_completed: string;
  symbol: string | null;
  royaltyPercentage: string;
  /** Total supply of tokens. */
  total_token: number;
  /** Token price in INR. */
  token_amount: string;
  email: string | null;
  pan_number: string | null;
  mobile_no: string | null;
  investment_type: InvestmentType | null;
  status: ProjectStatus;
  is_booking_amount_required: boolean;
  join_waitlist: boolean;
  /** Whether the project is governed by a DAO (the property filter's `dao`). */
  dao: boolean;
  fee_status: ActiveStatus;
  media_type: MediaType;
  /** Gateway URL of the featured image. */
  featured_image: string | null;
  /** Gateway URLs, at most 10. */
  gallery: string[];
  investment_terms: InvestmentTerm[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** `POST /project`: basic details (docs/product.md#records-and-their-fields; field names as sent). */
export interface ProjectCreateRequest {
  name: string;
  property_type_id: ProjectCategoryId;
  stage_of_production?: string | null;
  individual_group?: IndividualGroup;
  step_completed?: string;
  symbol?: string | null;
  royaltyPercentage?: number | string;
  total_token: number;
  token_amount: number | string;
  email?: string | null;
  pan_number?: string | null;
  mobile_no?: string | null;
  company_id?: number | null;
  description?: string | null;
  investment_type?: InvestmentType | null;
  dao?: boolean;
  investment_terms?: InvestmentTermInput[];
}

/** `PUT /v2/project/{id}` (edit-project): any subset; investment_terms, when given, replaces all rows. */
export interface ProjectUpdateRequest extends Partial<ProjectCreateRequest> {
  status?: ProjectStatus;
  media_type?: MediaType;
  /** Gateway URLs already uploaded (e.g. through the pinning endpoint). */
  featured_image?: string | null;
  gallery?: string[];
}

/**
 * `PUT /v2/project/status/{id}`: one of the flags, or a status (property_id, when sent, must equal id).
 */
export interface ProjectStatusRequest {
  is_booking_amount_required?: boolean;
  join_waitlist?: boolean;
  property_id?: number;
  status?: ProjectStatus;
}

export interface ProjectListQuery extends PageQuery, ProjectSortQuery {
  status?: ProjectStatus;
  search?: string;
}

/** `GET /property/filter` (docs/product.md#records-and-their-fields "Property list filter"); `type` is the category id. */
export interface PropertyFilterQuery extends PageQuery, PropertyFilterSortQuery {
  status?: ProjectStatus;
  dao?: boolean;
  type?: ProjectCategoryId;
  from_date?: string;
  to_date?: string;
}

/** `DELETE /v2/project/{id}`: soft delete unless mode=hard. */
export interface ProjectDeleteQuery {
  mode?: 'soft' | 'hard';
}

/** Answer of `POST /v2/project/{id}/media`. */
export interface ProjectMediaResult {
  featured_image: string | null;
  gallery: string[];
  media_type: MediaType;
  /** The project's version after the upload (the upload bumps it): send it as If-Match on the next PUT. */
  version: number;
}

/**
 * `POST /v2/project/{id}/media/file`: one media file stored for the project's form, not yet part of
 * the project. The form puts its `url` in `featured_image` or `gallery` with the step's save (`PUT`).
 */
export interface ProjectMediaFile {
  url: string;
  /** The content type it is served with (checked against the bytes). */
  type: string;
  size: number;
  name: string;
}

/** Risk item (project metadata of type risk). */
export interface RiskItem {
  id: number;
  project_id: number;
  type: 'risk';
  title: string;
  description: string;
  /** low, medium or high. */
  severity: RiskSeverity;
  mitigation: string | null;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
}
export const RISK_SEVERITIES = ['low', 'medium', 'high'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

/** `POST /project/project_metadata`. */
export interface RiskItemCreateRequest {
  project_id: number;
  title: string;
  description: string;
  severity?: RiskSeverity;
  mitigation?: string | null;
}
/** `PUT /project/project_metadata/{id}`. */
export type RiskItemUpdateRequest = Partial<Omit<RiskItemCreateRequest, 'project_id'>>;
