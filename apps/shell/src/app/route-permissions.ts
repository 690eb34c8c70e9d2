import type { Permission } from '@admin/api-client';
import { routeAt } from './remote-routes';

/**
 * Whether a user holding `permissions` may open the page at `path`: the read permission its remote
 * declares for it (the API refuses its list without it); a path no release declares is open. Pages a
 * role may not open are left out of the sidebar and section tabs, and a deep link to one shows "You
 * don't have access to this page". Writing is decided inside the page (disabled controls that say why).
 */
export function mayOpen(path: string, permissions: readonly Permission[]): boolean {
  const needed = routeAt(path)?.permission;
  return needed === undefined || permissions.includes(needed);
}
