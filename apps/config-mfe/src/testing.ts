// Fixtures of the config pages' tests.
export const stamp = {
  uuid: 'u',
  version: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};
