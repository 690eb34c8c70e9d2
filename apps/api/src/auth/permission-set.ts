import { PERMISSIONS, type Permission } from '@admin/api-client/contract';

/** The permissions of `list`, once each, in the order of PERMISSIONS (how the matrix and the screens list them). */
export const inMatrixOrder = (list: Iterable<Permission>): Permission[] => {
  const held = new Set(list);
  return PERMISSIONS.filter((permission) => held.has(permission));
};

/** Those of `wanted` that `holder` lacks, in matrix order. */
export const lacking = (holder: readonly Permission[], wanted: readonly Permission[]): Permission[] =>
  inMatrixOrder(wanted.filter((permission) => !holder.includes(permission)));
