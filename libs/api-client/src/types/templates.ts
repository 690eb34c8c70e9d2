import type { PageQuery } from './common';

export const TEMPLATE_KINDS = ['email', 'document', 'sms', 'notification'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface Template {
  id: number;
  /** Bumped by every update; sent back as the ETag and expected in If-Match (409 when stale). */
  version: number;
  uuid: string;
  name: string;
  kind: TemplateKind;
  subject: string | null;
  /** Body with `{{variable}}` placeholders (HTML for email and document). */
  body: string;
  /** Placeholder names found in subject and body, in order of first use. */
  variables: string[];
  created_at: string;
  updated_at: string;
}

export interface TemplateCreateRequest {
  name: string;
  kind: TemplateKind;
  subject?: string | null;
  body: string;
}
export type TemplateUpdateRequest = Partial<TemplateCreateRequest>;

export interface TemplateListQuery extends PageQuery {
  kind?: TemplateKind;
  search?: string;
}

/** `POST /v2/template/{id}/preview` (stored template) or `POST /v2/template/preview` (draft). */
export interface TemplatePreviewRequest {
  variables?: Record<string, string | number>;
  subject?: string | null;
  body?: string;
  kind?: TemplateKind;
}

/**
 * Rendered text. Values are HTML-escaped for email and document kinds; placeholders without a
 * value stay as written and are listed in `missing`.
 */
export interface TemplatePreview {
  subject: string | null;
  body: string;
  missing: string[];
}

/** A `{{variable}}` placeholder of a template's subject or body (one definition for the API and the screens). */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

/** Placeholder names in order of first use. */
export function templatePlaceholders(...texts: (string | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of (text ?? '').matchAll(TEMPLATE_PLACEHOLDER)) names.add(match[1] as string);
  return [...names];
}
