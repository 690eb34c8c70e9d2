import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from a template preview, sanitised in the browser as well as escaped by the API: no script,
 * no event handler, no `javascript:` URL survives. Links open in a new tab without an opener.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function sanitize(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
