import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { pageWindow } from './page-window';

const pager = { totalItems: 57, currentPage: 3, pageSize: 10, totalPages: 6, hasMore: true };

describe('Pagination', () => {
  it('says which rows are shown and marks the current page', () => {
    render(<Pagination pager={pager} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 21–30 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the previous, next and a chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pager={pager} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [6]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination pager={{ ...pager, currentPage: 1 }} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    rerender(<Pagination pager={{ ...pager, currentPage: 6, hasMore: false }} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByText('Showing 51–57 of 57')).toBeInTheDocument();
  });

  it('changes the page size', async () => {
    const onLimitChange = vi.fn();
    render(
      <Pagination pager={pager} onPageChange={() => undefined} onLimitChange={onLimitChange} pageSizes={[10, 25]} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(onLimitChange).toHaveBeenCalledWith(25);
  });

  it('hides the page size choice when nobody listens', () => {
    render(<Pagination pager={pager} onPageChange={() => undefined} />);
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  });
});

describe('pageWindow', () => {
  it('keeps the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
