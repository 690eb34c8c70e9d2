import type { ReactNode } from 'react';
import type { Permission } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { NoAccessPage, Spinner } from '@admin/ui';

export interface PermissionGateProps {
  /** Undefined: any signed-in staff user may open the page. */
  permission: Permission | undefined;
  children: ReactNode;
}

/**
 * A page only for holders of `permission`: others get the calm "no access" page instead of the
 * page's failed calls. If who is signed in cannot be told (the call failed), the page shows and
 * the API, which checks every call, has the last word.
 */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  const { user, isPending } = useCurrentUser();
  if (!permission) return children;
  if (isPending) return <Spinner block label="Loading" />;
  if (user && !user.permissions.includes(permission)) return <NoAccessPage permission={permission} />;
  return children;
}
