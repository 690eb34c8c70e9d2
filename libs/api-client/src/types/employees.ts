import type { EmployeeSortQuery } from './sorting';
import type { PageQuery } from './common';
import type { Customer } from './customers';
import type { UserStatus } from './constants';
import type { RoleAwaitingSecondApproval } from './four-eyes';

/** Employees are users with is_employee = true and a staff role. */
export interface Employee extends Customer {
  /** A role holding a decide permission given to them, waiting for a second Admin; null when none waits. */
  role_awaiting_second_approval: RoleAwaitingSecondApproval | null;
}

/** `POST /v2/admin/employee`. */
export interface EmployeeCreateRequest {
  name: string;
  phone: string;
  country_code?: string;
  email: string;
  /** Role id; must be a staff role (not 2). */
  role: number;
  work_email?: string | null;
  whatsapp_no?: string | null;
  /** YYYY-MM-DD. */
  join_date?: string | null;
  meeting_link?: string | null;
  /** Defaults to Active. */
  status?: UserStatus;
}

/** `PUT /v2/admin/employee/{id}`. */
export type EmployeeUpdateRequest = Partial<EmployeeCreateRequest>;

export interface EmployeeListQuery extends PageQuery, EmployeeSortQuery {
  role?: number;
  status?: UserStatus;
  search?: string;
}
