import type { RoleSortQuery } from './sorting';
import type { PageQuery } from './common';
import type { Permission } from './permissions';
import type { PermissionsAwaitingSecondApproval } from './four-eyes';

/** Role ids the API gives meaning to; the Customer role (2) may not use admin endpoints. */
export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;
/**
 * Roles the code itself relies on by id (Admin holds every permission; Customer is the one
 * non-staff role): their names are read-only, so a name always means what the code does with it.
 */
export const SYSTEM_ROLE_IDS: readonly number[] = [ROLE_ADMIN, ROLE_CUSTOMER];

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
  /** Decide permissions (DECIDE_PERMISSIONS) added to the role, waiting for a second Admin; not held until confirmed. */
  awaiting_second_approval: PermissionsAwaitingSecondApproval | null;
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
