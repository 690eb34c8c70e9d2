import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

function Harness({ onReport }: { onReport: (value: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>('old');
  return (
    <>
      <SearchInput
        label="Search"
        value={value}
        onChange={(next) => {
          onReport(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Clear filters
      </button>
    </>
  );
}

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the trimmed text 300 ms after typing stops', () => {
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('old');

    fireEvent.change(box, { target: { value: 'asha ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onReport).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReport).toHaveBeenCalledWith('asha');

    fireEvent.change(box, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onReport).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a value changed from outside (Clear filters)', () => {
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onReport).not.toHaveBeenCalled();
  });
});
