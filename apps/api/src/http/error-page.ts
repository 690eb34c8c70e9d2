/**
 * A failed download link opened in a browser tab (a plain navigation, no page of ours around it)
 * is answered as a short HTML page instead of the JSON error API clients read.
 */
import type { FastifyRequest } from 'fastify';

/** A browser navigation sends `Accept: text/html,…`; fetch and API clients do not. */
export const acceptsHtml = (request: FastifyRequest): boolean => /\btext\/html\b/i.test(request.headers.accept ?? '');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The error's message and what to do next; plain markup, as the API's policy loads no style or script. */
export function downloadErrorPage(message: string): string {
  const text = escapeHtml(message);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text}</title>
</head>
<body>
<h1>${text}</h1>
<p>A download link works once, for about a minute. Go back to the page you came from and export again.</p>
</body>
</html>
`;
}
