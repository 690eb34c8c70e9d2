// The role matrix: which built-in staff role holds which permission, written once. The API's seed
// gives the roles these lists, the API grants a permission new to a database to the roles named here
// when it starts (apps/api/src/auth/role-matrix.ts), the table in apps/api/README.md ("Permissions")
// is checked against it, and the API's access tests read it. Not part of the shared core: no screen
// needs it (a screen reads the signed-in user's own permissions from `GET /api/auth/me`).
import { PERMISSIONS, type Permission } from '@admin/api-client/contract/core';

/** The staff roles the seed creates, in the order the matrix lists them (Customer holds none). */
export const MATRIX_ROLES = ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** Who holds a permission: the Admin role first (it holds every permission), then the others. */
export type PermissionHolders = readonly ['Admin', ...Exclude<MatrixRole, 'Admin'>[]];

/**
 * One line per permission (a new permission is one line here, beside its name in PERMISSIONS).
 * Least privilege, read-only where in doubt: money (orders, cancel decisions, fees) and identity
 * (KYC, unmasked customer data, employees and roles) are decided only by the roles whose job it is.
 */
export const ROLE_MATRIX: Readonly<Record<Permission, PermissionHolders>> = {
  'projects.read': ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'],
  'projects.write': ['Admin', 'Manager'],
  'companies.read': ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'],
  'companies.write': ['Admin', 'Manager'],
  'fees.read': ['Admin', 'Manager', 'Operations'],
  'fees.write': ['Admin'],
  'orders.read': ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'],
  'orders.write': ['Admin', 'Operations'],
  'cancel.decide': ['Admin', 'Operations'],
  'customers.read': ['Admin', 'Operations', 'Compliance', 'Support'],
  'customers.write': ['Admin', 'Compliance'],
  'customers.reveal': ['Admin', 'Compliance'],
  'customers.comment': ['Admin', 'Compliance', 'Support'],
  'messages.send': ['Admin', 'Operations', 'Compliance', 'Support'],
  'kyc.decide': ['Admin', 'Compliance'],
  'employees.read': ['Admin'],
  'employees.write': ['Admin'],
  'roles.manage': ['Admin'],
  'config.read': ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'],
  'config.write': ['Admin'],
  'templates.read': ['Admin', 'Manager', 'Operations', 'Compliance', 'Support'],
  'templates.write': ['Admin'],
  'system.read': ['Admin'],
  'audit.read': ['Admin', 'Compliance'],
  'releases.manage': ['Admin'],
  'views.manage': ['Admin'],
};

/** What the matrix gives `role`, in the order of PERMISSIONS (how the API answers and the screens list them). */
export const matrixPermissionsOf = (role: MatrixRole): Permission[] =>
  PERMISSIONS.filter((permission) => ROLE_MATRIX[permission].includes(role));
