import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { SearchSelect } from './SearchSelect';

const PEOPLE = [
  { value: '1', label: 'Asha Rao' },
  { value: '2', label: 'Ravi Kumar' },
  { value: '3', label: 'Rahul Mehta' },
];

function Harness({
  loadOptions,
  initial,
}: {
  loadOptions: (search: string) => Promise<typeof PEOPLE>;
  initial?: string;
}) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <SearchSelect
        label="Customer"
        value={value}
        onChange={setValue}
        loadOptions={loadOptions}
        queryKey={['customers', 'options']}
        selectedLabel={value === '9' ? 'Nina Shah' : undefined}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const search = (term: string) =>
  Promise.resolve(PEOPLE.filter((person) => person.label.toLowerCase().includes(term.toLowerCase())));

describe('SearchSelect', () => {
  it('searches as the user types, after a pause', async () => {
    const loadOptions = vi.fn(search);
    renderWithProviders(<Harness loadOptions={loadOptions} />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(box, 'ra');

    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('ra'));
    expect(loadOptions).not.toHaveBeenCalledWith('r');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.type(box, 'v');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ravi Kumar']),
    );
  });

  it('picks an option with the keyboard', async () => {
    renderWithProviders(<Harness loadOptions={search} />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(box).toHaveValue('Ravi Kumar');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without changing the value', async () => {
    renderWithProviders(<Harness loadOptions={search} initial="9" />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    expect(box).toHaveValue('Nina Shah');
    await userEvent.type(box, 'as');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Nina Shah');
    expect(screen.getByTestId('value')).toHaveTextContent('9');
  });

  it('picks with the mouse and clears', async () => {
    renderWithProviders(<Harness loadOptions={search} />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(box, 'asha');
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Customer' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    renderWithProviders(<Harness loadOptions={search} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it("says why the options are missing when they fail to load: the caller's text, else a generic one", async () => {
    const failing = () => Promise.reject(new Error('down'));
    const { unmount } = renderWithProviders(
      <SearchSelect
        label="Customer"
        value={undefined}
        onChange={() => undefined}
        loadOptions={failing}
        queryKey={['failing', 1]}
        errorText="Failed to fetch order data"
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'ra');
    expect(await screen.findByText('Failed to fetch order data')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SearchSelect
        label="Project"
        value={undefined}
        onChange={() => undefined}
        loadOptions={failing}
        queryKey={['failing', 2]}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Project' }), 'mo');
    expect(await screen.findByText('Could not load the options')).toBeInTheDocument();
  });
});
