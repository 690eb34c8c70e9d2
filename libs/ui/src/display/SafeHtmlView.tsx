import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { SafeHtmlProps } from './SafeHtml';

/** The sanitised HTML itself: DOMPurify comes with this chunk, not with the kit's first load. */
export default function SafeHtmlView({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * No script, no event handler, no `javascript:` URL, no style or form survives; links open in a new
 * tab without an opener.
 */
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
