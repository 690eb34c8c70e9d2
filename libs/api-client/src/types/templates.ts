import type { TemplateSortQuery } from './sorting';
import type { PageQuery } from './common';

export const TEMPLATE_KINDS = ['email', 'document', 'sms', 'notification'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * Bounds of template text, shared by the save and preview routes and the template form. A value
 * or a rendered result past them answers 400 naming the bound: rendering stops there, so one
 * request cannot build a string of gigabytes and hold the API's thread while it does.
 */
export const TEMPLATE_LIMITS = {
  /** Characters of a template's name. */
  name: 120,
  /** Characters of a subject as written. */
  subject: 300,
  /** Characters of a body as written (saved or previewed as a draft). */
  body: 100_000,
  /** Variables given to one preview. */
  variables: 200,
  /** Characters of a variable's name. */
  variableName: 100,
  /** Characters of one variable's value, before escaping. */
  variableValue: 2_000,
  /** Characters of the rendered subject and body together, after escaping. */
  rendered: 200_000,
} as const;

/** How a rendered field is meant to be read: HTML markup, or plain text shown as written. */
export type TemplateTextFormat = 'html' | 'text';

/** Kinds whose body is HTML; every other body, and every subject, is plain text. */
export const TEMPLATE_HTML_KINDS: readonly TemplateKind[] = ['email', 'document'];

/** The format of one field of a template of this kind (a subject is an e-mail's header line: text). */
export function templateFieldFormat(kind: TemplateKind, field: 'subject' | 'body'): TemplateTextFormat {
  return field === 'body' && TEMPLATE_HTML_KINDS.includes(kind) ? 'html' : 'text';
}

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

export interface TemplateListQuery extends PageQuery, TemplateSortQuery {
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
 * Rendered text. Each field says its format: in an `html` field values are HTML-escaped (show it
 * through a sanitiser); a `text` field holds values as given and must be shown as text, never
 * parsed as markup. Placeholders without a value stay as written and are listed in `missing`.
 */
export interface TemplatePreview {
  subject: string | null;
  body: string;
  missing: string[];
  formats: { subject: TemplateTextFormat; body: TemplateTextFormat };
}

/** A `{{variable}}` placeholder of a template's subject or body (one definition for the API and the screens). */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

/** Placeholder names in order of first use. */
export function templatePlaceholders(...texts: (string | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of (text ?? '').matchAll(TEMPLATE_PLACEHOLDER)) names.add(match[1] as string);
  return [...names];
}
