import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterBar } from './FilterBar';
import { SelectFilter } from './SelectFilter';

describe('SelectFilter', () => {
  it('offers All first and reports undefined for it', async () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        label="Status"
        value="active"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('active');
    await userEvent.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.selectOptions(select, 'Closed');
    expect(onChange).toHaveBeenLastCalledWith('closed');
  });
});

describe('DateRangeFilter', () => {
  it('reports each end and says dates are in UTC', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter label="Created" from="2026-11-01" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Created' })).toHaveAccessibleDescription('Dates are in UTC');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-22' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: undefined });
  });

  it('flags a start after the end', () => {
    render(<DateRangeFilter label="Created" from="2026-11-22" to="2026-11-01" onChange={() => undefined} />);
    expect(screen.getByText(/The start date is after the end date/)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FilterBar', () => {
  it('clears filters only when some are set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <FilterBar onClear={onClear} hasFilters={false}>
        <span>filters</span>
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    rerender(
      <FilterBar onClear={onClear} hasFilters>
        <span>filters</span>
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
