import type { RoleSortQuery } from './sorting';
import type { PageQuery } from './common';
import type { Permission } from './permissions';

export interface Role {
  id: number;
  name: string;
  description: string | null;
  /** Whether holders may use the admin endpoints (false only for Customer). */
  is_staff: boolean;
  /** A role the platform relies on by id (Admin, Customer; SYSTEM_ROLE_IDS): its name cannot change. */
  is_system: boolean;
  /** What holders may do, in the order of PERMISSIONS. A role created through `POST /role` starts with none. */
  permissions: Permission[];
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
}

export interface RoleCreateRequest {
  name: string;
  description?: string | null;
}
/** `PUT /role/{id}`: `permissions` replaces the role's whole list (Admin role: always every permission). */
export type RoleUpdateRequest = Partial<RoleCreateRequest> & { permissions?: Permission[] };
export type RoleListQuery = PageQuery & RoleSortQuery;
