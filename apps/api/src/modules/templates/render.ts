/** `{{variable}}` placeholders: listing and rendering. */
import { TEMPLATE_PLACEHOLDER as PLACEHOLDER, templatePlaceholders } from '@admin/api-client';
import type { TemplateKind, TemplatePreview } from '@admin/api-client';
const HTML_KINDS: ReadonlySet<TemplateKind> = new Set(['email', 'document']);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Placeholder names in order of first use. */
export const placeholders = templatePlaceholders;

/** Fills placeholders; values are HTML-escaped for HTML kinds; unknown ones stay and are reported. */
export function render(kind: TemplateKind, subject: string | null, body: string, variables: Record<string, string | number>): TemplatePreview {
  const missing = new Set<string>();
  const fill = (text: string, html: boolean) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      // Own properties only: `{{toString}}` must not render Object.prototype's function.
      const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
      if (value === undefined) {
        missing.add(name);
        return whole;
      }
      return html ? escapeHtml(String(value)) : String(value);
    });
  return {
    subject: subject === null ? null : fill(subject, false),
    body: fill(body, HTML_KINDS.has(kind)),
    missing: [...missing],
  };
}
