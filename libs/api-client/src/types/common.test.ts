import { describe, expect, it } from 'vitest';
import { EMPTY_PAGER } from './common';

describe('EMPTY_PAGER', () => {
  it('carries the spec defaults', () => {
    expect(EMPTY_PAGER).toEqual({ totalItems: 0, currentPage: 1, pageSize: 10, totalPages: 0, hasMore: false });
  });
});
