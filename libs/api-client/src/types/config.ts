import type { AwaitingSecondApproval } from './four-eyes';
import type { CountrySortQuery } from './sorting';
import type { PageQuery } from './common';

/** Setting (docs/product.md#records-and-their-fields). */
export interface Setting {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  uuid: string;
  name: string;
  value: string;
  created_at: string;
  updated_at: string;
  /** The bounds of a setting that governs a four-eyes control (`CONTROL_SETTINGS`); null for the others. */
  control: { floor: number; ceiling: number } | null;
  /** A new value of a control setting waiting for a second Admin (`decision` is the value); null when none waits. */
  awaiting_second_approval: AwaitingSecondApproval | null;
}
export interface SettingRequest {
  name: string;
  value: string;
}

/** Partner (docs/product.md#records-and-their-fields): icon is a URL (e.g. on the file gateway). */
export interface Partner {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  name: string;
  icon: string;
  created_at: string;
  updated_at: string;
}
export interface PartnerRequest {
  name: string;
  icon: string;
}

export interface VideoLink {
  id: number;
  title: string;
  url: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
}
export interface VideoLinkRequest {
  title: string;
  url: string;
  description?: string | null;
}
/** `GET /config/videolink` answers `{ data: { rows, count }, pager }` (docs/product.md#calls: "data (with rows)"). */
export interface VideoLinkPage {
  rows: VideoLink[];
  count: number;
}

export interface PopupText {
  id: number;
  title: string;
  text: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
}
export interface PopupTextRequest {
  title: string;
  text: string;
  is_active?: boolean;
}

export interface Country {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  iso_code: string;
  /** E.g. +91. */
  dial_code: string;
}

export interface CountryListQuery extends PageQuery, CountrySortQuery {
  search?: string;
}
