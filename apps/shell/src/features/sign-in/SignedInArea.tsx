import { Outlet } from '@admin/ui/router';
import { RequireAuth } from '@admin/auth';

/**
 * Layout route around everything but /sign-in: needs a stored access token, else /sign-in, remembering
 * the location. Tokens cleared by a session that could not be renewed land here too; the toast that says
 * so is the shell's from start-up (`toastWhenSessionExpires`).
 */
export function SignedInArea() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
