import { Suspense } from 'react';
import { lazyView } from '../lazy/LazyView';
import { Skeleton } from './Skeleton';

export interface SafeHtmlProps {
  /** HTML the API rendered (its values already escaped); sanitised again before it reaches the DOM. */
  html: string;
  className?: string;
}

// DOMPurify (~8 KiB gz) loads with the first HTML shown (a template's or a message's preview), never
// with the kit on the shell's first load.
const SafeHtmlView = lazyView<SafeHtmlProps>(() => import('./SafeHtmlView'));

/**
 * HTML from a template or a message, shown as it will go out and sanitised in the browser as well as
 * escaped by the API: the templates screen's preview and the Send message dialog show it alike.
 */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<Skeleton width="100%" height="4rem" />}>
      <SafeHtmlView {...props} />
    </Suspense>
  );
}
