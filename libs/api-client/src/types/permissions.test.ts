import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_LABELS, PERMISSIONS } from './permissions';

describe('permissions', () => {
  it('are listed by area each exactly once, so a role can be given any of them', () => {
    expect(PERMISSION_AREAS.flatMap((a) => a.permissions).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('each have a label in words', () => {
    expect(PERMISSIONS.filter((p) => !PERMISSION_LABELS[p]?.trim())).toEqual([]);
  });
});
