import { describe, expect, it } from 'vitest';
import { ifMatch, onlySet, patchPaged, withPaging } from './request';

describe('onlySet', () => {
  it('keeps set values, zero and false included, and drops undefined, null and empty strings', () => {
    expect(onlySet({ status: undefined, user_id: null, search: '', page: 0, flag: false, type: 'LLP' })).toEqual({
      page: 0,
      flag: false,
      type: 'LLP',
    });
  });
});

describe('withPaging', () => {
  it('always sends page and limit, defaulting to 1 and 10', () => {
    expect(withPaging({ status: undefined })).toEqual({ page: 1, limit: 10 });
    expect(withPaging({ page: 3, limit: 50, status: 'Active' })).toEqual({ page: 3, limit: 50, status: 'Active' });
  });
});

describe('patchPaged', () => {
  it('changes the one row with that id and leaves the rest and the pager as they were', () => {
    const pager = { totalItems: 2, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false };
    const old = {
      items: [
        { id: 1, status: 'Active' },
        { id: 2, status: 'Active' },
      ],
      pager,
    };
    expect(patchPaged<{ id: number; status: string }>(old, 2, { status: 'Inactive' })).toEqual({
      items: [
        { id: 1, status: 'Active' },
        { id: 2, status: 'Inactive' },
      ],
      pager,
    });
    expect(old.items[1]?.status).toBe('Active');
  });

  it('returns what is not a page unchanged', () => {
    expect(patchPaged(undefined, 1, {})).toBeUndefined();
  });
});

describe('ifMatch', () => {
  it('sends the loaded version as a quoted If-Match, and nothing without a version', () => {
    expect(ifMatch(3)).toEqual({ headers: { 'If-Match': '"3"' } });
    expect(ifMatch(undefined)).toBeUndefined();
  });
});
