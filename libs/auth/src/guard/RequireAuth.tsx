import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@admin/ui/router';
import { useSignedIn } from '../current-user/CurrentUser';
import { SIGN_IN_PATH } from './redirect-target';
import type { SignInRedirectState } from './redirect-target';

export interface RequireAuthProps {
  /** What to guard; omit to use the guard as a layout route (renders the child routes). */
  children?: ReactNode;
}

/**
 * docs/product.md#screens-and-routes, #roles: every route but /sign-in needs a stored access token. Without one the user goes to
 * /sign-in, and the location they asked for (path, query, hash) rides along in the history state.
 * Tokens cleared anywhere (logout in another tab, failed refresh) re-render this and redirect.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const state: SignInRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={SIGN_IN_PATH} state={state} replace />;
  }
  return children === undefined ? <Outlet /> : children;
}
