import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../types/permissions';
import { matrixPermissionsOf, ROLE_MATRIX } from './role-matrix';

describe('the role matrix', () => {
  it('names each holder of a permission once', () => {
    const repeated = PERMISSIONS.filter((p) => new Set(ROLE_MATRIX[p]).size !== ROLE_MATRIX[p].length);
    expect(repeated).toEqual([]);
  });

  it('gives the Admin role every permission, in the order of PERMISSIONS', () => {
    expect(matrixPermissionsOf('Admin')).toEqual([...PERMISSIONS]);
  });
});
