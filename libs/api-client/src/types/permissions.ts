/**
 * What a staff user may do, one name per action (read and write per domain). The API enforces
 * them from one table beside its routes; the screens read them from `GET /api/auth/me` to hide
 * what the user may not do. Which built-in role holds which: ROLE_MATRIX (contract/role-matrix.ts),
 * where a new permission gets its line too (docs/security.md, "Adding a permission").
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
  /** Add a comment on a customer (Support's notes for Compliance, without editing the account). */
  'customers.comment',
  /** Send a customer a message from a template (an order, a customer, a decision), retry a failed one. */
  'messages.send',
  /** Approve or reject KYC verifications. */
  'kyc.decide',
  /** Employees. */
  'employees.read',
  'employees.write',
  /** Create roles, rename them and set their permissions (system roles keep their names). */
  'roles.manage',
  'config.read',
  'config.write',
  'templates.read',
  'templates.write',
  /** The operators' status page: remotes, API readiness, errors browsers reported. */
  'system.read',
  /** The whole audit trail: who changed what, when (one record's own history needs only its read permission). */
  'audit.read',
  /** The release registry: publish, canary, promote and roll back remotes; deploy tokens. */
  'releases.manage',
  /** Rename or delete any view shared with the team (everyone shares views and manages their own). */
  'views.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets its holder do, in words a staff user reads (profile, "why is this disabled"). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'projects.read': 'See projects and their risk items',
  'projects.write': 'Create, edit, change status of and delete projects',
  'companies.read': 'See companies',
  'companies.write': 'Create and edit companies',
  'fees.read': 'See fees',
  'fees.write': 'Create, change and delete fees',
  'orders.read': 'See orders, payments and cancel requests',
  'orders.write': 'Change orders: status, documents, payment and times',
  'cancel.decide': 'Approve or reject cancel requests',
  'customers.read': 'See customers and their portfolios',
  'customers.write': 'Edit customer accounts',
  'customers.reveal': "See customers' PAN and bank details unmasked",
  'customers.comment': 'Add comments on customers',
  'messages.send': 'Send messages to customers',
  'kyc.decide': 'Approve or reject KYC',
  'employees.read': 'See employees',
  'employees.write': 'Add, edit and delete employees',
  'roles.manage': 'Create and edit roles and their permissions',
  'config.read': 'See configuration',
  'config.write': 'Change configuration',
  'templates.read': 'See templates',
  'templates.write': 'Create, edit and delete templates',
  'system.read': 'See the system status page',
  'audit.read': 'See the activity of every record and person',
  'releases.manage': 'Release remotes: canary, promote, roll back; deploy tokens',
  'views.manage': "Rename and delete the team's shared views",
};

/**
 * Why a user may not do something, in the words staff read on their profile, never a permission's
 * key: the tooltip of a disabled control, the not-allowed card, a refused call's toast.
 */
export const notAllowedReason = (permission: Permission): string =>
  `Your role does not include “${PERMISSION_LABELS[permission]}”.`;

/** Who can change that, said after the reason where there is room (the not-allowed card). */
export const NOT_ALLOWED_HELP = 'If your work needs it, ask an Admin to add it to your role.';

/** The permissions by area, in the order a role's permissions are listed and edited: each exactly once. */
export const PERMISSION_AREAS: readonly { area: string; permissions: readonly Permission[] }[] = [
  { area: 'Projects', permissions: ['projects.read', 'projects.write'] },
  { area: 'Companies', permissions: ['companies.read', 'companies.write'] },
  { area: 'Fees', permissions: ['fees.read', 'fees.write'] },
  { area: 'Orders', permissions: ['orders.read', 'orders.write', 'cancel.decide'] },
  {
    area: 'Customers',
    permissions: [
      'customers.read',
      'customers.write',
      'customers.reveal',
      'customers.comment',
      'messages.send',
      'kyc.decide',
    ],
  },
  { area: 'Employees and roles', permissions: ['employees.read', 'employees.write', 'roles.manage'] },
  { area: 'Configuration', permissions: ['config.read', 'config.write'] },
  { area: 'Templates', permissions: ['templates.read', 'templates.write'] },
  { area: 'System', permissions: ['system.read', 'releases.manage'] },
  { area: 'Activity', permissions: ['audit.read'] },
  { area: 'Saved views', permissions: ['views.manage'] },
];

/** Body of a 403 that means "not allowed" (not an expired session): the client does not refresh for it. */
export interface ForbiddenErrorBody {
  message: string;
  code: 'forbidden';
  permission?: Permission;
}

/**
 * Body of a 428 answered to an edit that replaces fields but sent no `If-Match` (the version the
 * form loaded): the screen reloads the record and the user saves again.
 */
export interface VersionRequiredErrorBody {
  message: string;
  code: 'version_required';
}

/** Body of a 409 answered to a stale `If-Match`: the record as it is now. */
export interface ConflictErrorBody<T = unknown> {
  message: string;
  code: 'conflict';
  current?: T;
}
