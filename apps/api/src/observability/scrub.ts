/**
 * Text from browsers, made safe to log: no query strings or fragments (searches carry names, phones
 * and e-mails), no line breaks, bounded length. Reports are written by any page, so nothing in them
 * is trusted.
 */
const MAX_TEXT = 300;

/** A URL reduced to origin and path; a keyword CSP uses instead of a URL (`inline`, `eval`) kept as is. */
export function scrubUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') {
      return `${url.origin}${url.pathname}`.slice(0, MAX_TEXT);
    }
    // data:, blob:, javascript: … carry content, not an address: their scheme says enough.
    return url.protocol;
  } catch {
    return /^[a-z-]{1,40}$/i.test(value) ? value : null;
  }
}

/** Free text (an error message): first line, URLs stripped of their query, no e-mail or phone, bounded. */
export function scrubText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const firstLine = value.split(/\r?\n/, 1)[0] ?? '';
  return (
    firstLine
      .replace(/\bhttps?:\/\/[^\s"'<>]+/g, (url) => scrubUrl(url) ?? '')
      // An e-mail address or a phone number quoted in a message (a validation error echoing input).
      .replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '[email]')
      .replace(/\+?\d[\d -]{5,}\d/g, '[number]')
      .slice(0, MAX_TEXT)
  );
}

/** A route: its path only, bounded. */
export function scrubRoute(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path.slice(0, 200) : null;
}
