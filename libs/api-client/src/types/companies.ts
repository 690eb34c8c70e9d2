import type { PageQuery } from './common';
import type { ActiveStatus, CertificateType, CompanyType, OwnershipType } from './constants';

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
}

/** `PUT /v2/company/{id}`: any subset, e.g. just `{ status }` (spec §7). */
export type CompanyUpdateRequest = Partial<CompanyCreateRequest>;

export interface CompanyListQuery extends PageQuery {
  type?: CompanyType;
  status?: ActiveStatus;
  search?: string;
}
