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
  it('reports each end and says the dates are in the staff member’s zone', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter label="Created" from="2026-11-01" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Created' })).toHaveAccessibleDescription(
      'Dates are in IST, your time zone',
    );
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

describe('FilterBar on a phone', () => {
  // The drawer's parts are there at every width; the stylesheet shows them below 640 px only.
  it('opens the filters in a drawer that holds focus, says when some are set, and closes on Escape or Done', async () => {
    const user = userEvent.setup();
    render(
      <FilterBar onClear={() => undefined} hasFilters>
        <SelectFilter label="Status" value={undefined} options={[]} onChange={() => undefined} />
      </FilterBar>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters (in use)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('names the button plainly while no filter is set', () => {
    render(
      <FilterBar onClear={() => undefined} hasFilters={false}>
        <span />
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
