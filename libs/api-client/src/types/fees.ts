import type { PageQuery } from './common';
import type { ActiveStatus } from './constants';
import type { FeeSortQuery } from './sorting';

/**
 * Fee entry (docs/product.md#records-and-their-fields "Fee entry payload"): a named fee with a percentage per project category.
 * Percentages are decimal strings.
 */
export interface FeeEntry {
  id: number;
  name: string;
  /** Which projects it applies to, free text (e.g. 'all', 'creative'). */
  property_types: string;
  /** Kind of fee, e.g. 'platform', 'management', 'exit'. */
  types: string;
  FILM: string;
  MUSIC: string;
  BOOKS: string;
  SPORTS: string;
  WEBSERIES: string;
  status: ActiveStatus;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
}

/** `POST /percentage/`. */
export interface FeeEntryRequest {
  name: string;
  property_types: string;
  types: string;
  FILM: number | string;
  MUSIC: number | string;
  BOOKS: number | string;
  SPORTS: number | string;
  WEBSERIES: number | string;
}

/** `PUT /percentage/{id}` and `PUT /percentage/property/{project_id}/`. */
export interface FeeStatusRequest {
  status: ActiveStatus;
}

/** A fee as it applies to one project: the percentage of the project's category. */
export interface ProjectFee {
  id: number;
  project_id: number;
  fee_id: number;
  name: string;
  types: string;
  percentage: string;
  status: ActiveStatus;
  synced_at: string;
}

/** `GET /percentage/all`: page, limit and the sort. */
export type FeeListQuery = PageQuery & FeeSortQuery;
