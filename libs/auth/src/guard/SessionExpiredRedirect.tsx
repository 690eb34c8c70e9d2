import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@admin/ui/router';
import { onSessionExpired } from '@admin/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@admin/api-client/contract/core';
import { SIGN_IN_PATH } from './redirect-target';
import type { SignInRedirectState } from './redirect-target';

export interface SessionExpiredRedirectProps {
  /** Shows the message; the shell passes its toast (`toast.error`). */
  notify: (message: string) => void;
}

/**
 * docs/product.md#error-messages: when the session cannot be renewed, say 'Session expired. Redirecting to login.' and go to
 * /sign-in, remembering where the user was. Render once inside the router (e.g. in the root layout).
 */
export function SessionExpiredRedirect({ notify }: SessionExpiredRedirectProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ location, notify });
  useEffect(() => {
    latest.current = { location, notify };
  });

  useEffect(
    () =>
      onSessionExpired(() => {
        const { location: here, notify: show } = latest.current;
        show(SESSION_EXPIRED_MESSAGE);
        if (here.pathname === SIGN_IN_PATH) return;
        const state: SignInRedirectState = { from: { pathname: here.pathname, search: here.search, hash: here.hash } };
        void navigate(SIGN_IN_PATH, { replace: true, state });
      }),
    [navigate],
  );
  return null;
}
