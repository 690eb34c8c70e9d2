import { useEffect, useRef } from 'react';
import { useLocation } from '@admin/ui/router';

/**
 * The URL fragment that opens a record's messages: the Activity screen's and a record's Activity
 * panel's links to a message end in it (`/order-details/113#messages`, `…?tab=messages#messages`).
 */
const MESSAGES_FRAGMENT = '#messages';

/**
 * Brings the messages into view when the page was opened, or navigated, to `#messages`: once the list
 * has loaded (the browser's own jump to the fragment comes before the record's page has rendered, and
 * an in-page link does not jump at all), it scrolls the panel to the top, moves focus to its heading
 * (a screen reader says where the link led; Tab goes on from there) and outlines it for a moment.
 */
export function useRevealMessages<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  const { hash, key } = useLocation();
  useEffect(() => {
    const panel = ref.current;
    if (!ready || hash !== MESSAGES_FRAGMENT || !panel) return;
    panel.scrollIntoView({ block: 'start' });
    const heading = panel.querySelector<HTMLElement>('h2') ?? panel;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    panel.animate?.([{ boxShadow: 'var(--ui-focus-ring)' }, { boxShadow: '0 0 0 3px transparent' }], {
      duration: 1600,
      easing: 'ease-out',
    });
    // Each navigation to the fragment has its own key: a second click on the same link reveals again.
  }, [ready, hash, key]);
  return ref;
}
