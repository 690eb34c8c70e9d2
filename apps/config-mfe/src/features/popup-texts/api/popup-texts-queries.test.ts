import { describe, expect, it } from 'vitest';
import type { PopupText } from '@admin/api-client';
import { withoutPopupText } from './popup-texts-queries';

const text = (id: number): PopupText =>
  ({ id, version: 1, title: `T${id}`, text: 'x', is_active: true, created_at: '', updated_at: '' }) as PopupText;

describe('withoutPopupText', () => {
  it('drops the text by id and takes it off the pager counts', () => {
    const page = {
      items: [text(1), text(2)],
      pager: { totalItems: 11, currentPage: 1, pageSize: 10, totalPages: 2, hasMore: true },
    };
    expect(withoutPopupText(page, 2)).toEqual({
      items: [text(1)],
      pager: { totalItems: 10, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false },
    });
  });

  it('leaves a page without that text as it is', () => {
    const page = {
      items: [text(1)],
      pager: { totalItems: 1, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false },
    };
    expect(withoutPopupText(page, 9)).toBe(page);
  });
});
