/**
 * What a staff user may do, one name per action (read and write per domain). The API enforces
 * them from one table beside its routes; the screens read them from `GET /api/auth/me` to hide
 * what the user may not do. The matrix of which role holds which is in apps/api/README.md.
 */
export const PERMISSIONS = [
  'projects.read',
  'projects.write',
  'companies.read',
  'companies.write',
  'fees.read',
  'fees.write',
  'orders.read',
  /** Order status, documents, payment and times. */
  'orders.write',
  /** Approve or reject cancel requests. */
  'cancel.decide',
  'customers.read',
  'customers.write',
  /** See a customer's PAN and bank details unmasked. */
  'customers.reveal',
  /** Approve or reject KYC verifications. */
  'kyc.decide',
  /** Employees and roles. */
  'employees.read',
  'employees.write',
  'config.read',
  'config.write',
  'templates.read',
  'templates.write',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Body of a 403 that means "not allowed" (not an expired session): the client does not refresh for it. */
export interface ForbiddenErrorBody {
  message: string;
  code: 'forbidden';
  permission?: Permission;
}

/** Body of a 409 answered to a stale `If-Match`: the record as it is now. */
export interface ConflictErrorBody<T = unknown> {
  message: string;
  code: 'conflict';
  current?: T;
}
