import type { PageQuery } from './common';

export interface Role {
  id: number;
  name: string;
  description: string | null;
  /** Whether holders may use the admin endpoints (false only for Customer). */
  is_staff: boolean;
  created_at: string;
  updated_at: string;
}

export interface RoleCreateRequest {
  name: string;
  description?: string | null;
}
export type RoleUpdateRequest = Partial<RoleCreateRequest>;
export type RoleListQuery = PageQuery;
