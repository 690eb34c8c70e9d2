import { Outlet } from '@admin/ui/router';
import { RequireAuth, SessionExpiredRedirect } from '@admin/auth';
import { toast } from '@admin/ui';

const showSessionExpired = (message: string) => {
  toast.error(message);
};

/**
 * Layout route around everything but /sign-in: needs a stored access token (else /sign-in, remembering
 * the location), and on a session that cannot be renewed shows the spec toast and goes to /sign-in.
 */
export function SignedInArea() {
  return (
    <RequireAuth>
      <SessionExpiredRedirect notify={showSessionExpired} />
      <Outlet />
    </RequireAuth>
  );
}
