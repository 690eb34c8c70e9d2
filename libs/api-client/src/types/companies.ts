import type { CompanySortQuery } from './sorting';
import type { PageQuery } from './common';
import type { ActiveStatus, CertificateType, CompanyType, OwnershipType, TeamRole } from './constants';

/** A member of a company's team (docs/product.md#constants team roles), in the order the form lists them. */
export interface CompanyTeamMember {
  id: number;
  name: string;
  role: TeamRole;
  email: string | null;
}
export interface CompanyTeamMemberInput {
  name: string;
  role: TeamRole;
  email?: string | null;
}

export interface Company {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  uuid: string;
  name: string;
  type: CompanyType;
  registration_number: string | null;
  pan_number: string | null;
  gst_number: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  certificate_type: CertificateType | null;
  ownership_type: OwnershipType | null;
  logo: string | null;
  status: ActiveStatus;
  /** Projects run by this company (not deleted). */
  project_count: number;
  team_members: CompanyTeamMember[];
  created_at: string;
  updated_at: string;
}

/** `POST /v2/company`. */
export interface CompanyCreateRequest {
  name: string;
  type: CompanyType;
  registration_number?: string | null;
  pan_number?: string | null;
  gst_number?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  certificate_type?: CertificateType | null;
  ownership_type?: OwnershipType | null;
  logo?: string | null;
  status?: ActiveStatus;
  /** The whole team; on update, when given, replaces every row. */
  team_members?: CompanyTeamMemberInput[];
}

/** `PUT /v2/company/{id}`: any subset, e.g. just `{ status }` (docs/product.md#calls). */
export type CompanyUpdateRequest = Partial<CompanyCreateRequest>;

export interface CompanyListQuery extends PageQuery, CompanySortQuery {
  type?: CompanyType;
  status?: ActiveStatus;
  search?: string;
}
