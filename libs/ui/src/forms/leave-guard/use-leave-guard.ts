import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@admin/ui/router';
import type { BlockerFunction } from '@admin/ui/router';
import { askToLeave, LEAVE_MESSAGE } from './AskToLeave';

export { LEAVE_MESSAGE } from './AskToLeave';

/**
 * While `when` (typically `unsaved` from `useZodForm`): a route change to another page asks first
 * (React Router's blocker; needs the data router the shell uses) in the kit's dialog, and closing or reloading the tab
 * gets the browser's own "Leave site?" prompt. Changes of only the query string stay on the page and
 * are not asked about.
 */
export function useLeaveGuard(when: boolean, message: string = LEAVE_MESSAGE): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);
  // One question per blocked navigation: the blocker object changes between renders while it waits.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void askToLeave({ message }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
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
