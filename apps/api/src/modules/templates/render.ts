/** `{{variable}}` placeholders: listing and rendering, each field by its format, within a bound. */
import {
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDER as PLACEHOLDER,
  templateFieldFormat,
  templatePlaceholders,
} from '@admin/api-client/contract';
import type { TemplateKind, TemplatePreview, TemplateTextFormat } from '@admin/api-client/contract';
import { badRequest } from '../../http/errors';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Placeholder names in order of first use. */
export const placeholders = templatePlaceholders;

const renderedTooLong = () =>
  badRequest(
    `The rendered preview is longer than ${TEMPLATE_LIMITS.rendered} characters: shorten the body or the variable values`,
  );

/**
 * Fills placeholders: in an HTML field values are HTML-escaped, in a text field they stay as given
 * (the screens show text fields as text). Unknown placeholders stay and are reported. Subject and
 * body together may render to at most `TEMPLATE_LIMITS.rendered` characters: past it rendering
 * stops (before the string is built) and the call answers 400.
 */
export function render(
  kind: TemplateKind,
  subject: string | null,
  body: string,
  variables: Record<string, string | number>,
): TemplatePreview {
  const missing = new Set<string>();
  let budget = TEMPLATE_LIMITS.rendered;
  const fill = (text: string, format: TemplateTextFormat) => {
    // Each value is formatted once, however often its placeholder repeats.
    const formatted = new Map<string, string>();
    const parts: string[] = [];
    let last = 0;
    const take = (piece: string) => {
      budget -= piece.length;
      if (budget < 0) throw renderedTooLong();
      parts.push(piece);
    };
    for (const match of text.matchAll(PLACEHOLDER)) {
      const [whole, name] = match as unknown as [string, string];
      take(text.slice(last, match.index));
      last = match.index + whole.length;
      // Own properties only: `{{toString}}` must not render Object.prototype's function.
      const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
      if (value === undefined) {
        missing.add(name);
        take(whole);
        continue;
      }
      let piece = formatted.get(name);
      if (piece === undefined) {
        piece = format === 'html' ? escapeHtml(String(value)) : String(value);
        formatted.set(name, piece);
      }
      take(piece);
    }
    take(text.slice(last));
    return parts.join('');
  };
  const formats = { subject: templateFieldFormat(kind, 'subject'), body: templateFieldFormat(kind, 'body') };
  return {
    subject: subject === null ? null : fill(subject, formats.subject),
    body: fill(body, formats.body),
    missing: [...missing],
    formats,
  };
}
