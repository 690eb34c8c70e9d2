import { useCallback, useEffect } from 'react';
import { useBlocker } from '@admin/ui/router';
import type { BlockerFunction } from '@admin/ui/router';

/** Asked before leaving a form with unsaved changes (ours; the spec names no text). */
export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `when` (typically `unsaved` from `useZodForm`): a route change to another page asks first
 * (React Router's blocker; needs the data router the shell uses), and closing or reloading the tab
 * gets the browser's own "Leave site?" prompt. Changes of only the query string stay on the page and
 * are not asked about.
 */
export function useLeaveGuard(when: boolean, message: string = LEAVE_MESSAGE): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}
