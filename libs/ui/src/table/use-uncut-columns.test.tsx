import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useUncutColumns } from './use-uncut-columns';

/** Where each header cell lies, left to right, by its text (a stand-in for layout, which jsdom has not). */
let layout: Record<string, [number, number]> = {};

function place(element: Element, [left, right]: [number, number]) {
  (element as HTMLElement).getBoundingClientRect = () => ({ left, right, width: right - left }) as DOMRect;
}

function Table() {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [rows, setRows] = useState(1);
  const cut = useUncutColumns(area, [], String(rows));
  const columns = ['Name', 'City', 'Raised on', 'Actions'];
  const sticky = (column: string) => (column === 'Name' ? 'start' : column === 'Actions' ? 'end' : undefined);
  return (
    <div
      ref={(element) => {
        if (!element) return;
        place(element, [0, 500]);
        Object.defineProperty(element, 'clientWidth', { value: 500, configurable: true });
        for (const th of element.querySelectorAll('th')) place(th, layout[th.textContent ?? ''] ?? [0, 0]);
        setArea(element);
      }}
    >
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} data-sticky={sticky(column)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column, index) => (
                <td key={column} data-cut={cut.current[index] || undefined}>
                  {row === 0 ? `${column} value` : `${column} ${row + 1}`}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td colSpan={4}>A note across the row</td>
          </tr>
        </tbody>
      </table>
      <button type="button" onClick={() => setRows(rows + 1)}>
        One more row
      </button>
    </div>
  );
}

describe('useUncutColumns', () => {
  it('hides a column partly under the sticky actions, and only that one', async () => {
    layout = { Name: [0, 100], City: [100, 250], 'Raised on': [250, 430], Actions: [400, 500] };
    const { getByText } = render(<Table />);
    await waitFor(() => expect(getByText('Raised on value')).toHaveAttribute('data-cut'));
    expect(getByText('Raised on')).toHaveAttribute('data-cut');
    expect(getByText('City value')).not.toHaveAttribute('data-cut');
    expect(getByText('Name value')).not.toHaveAttribute('data-cut');
    expect(getByText('Actions value')).not.toHaveAttribute('data-cut');
    expect(getByText('A note across the row')).not.toHaveAttribute('data-cut');
  });

  it('hands rows drawn later the cut it measured, so they start hidden and the next measure changes nothing', async () => {
    layout = { Name: [0, 100], City: [100, 250], 'Raised on': [250, 430], Actions: [400, 500] };
    const { getByText } = render(<Table />);
    await waitFor(() => expect(getByText('Raised on value')).toHaveAttribute('data-cut'));
    const marks = vi.spyOn(Element.prototype, 'toggleAttribute');
    act(() => screen.getByRole('button', { name: 'One more row' }).click());
    // Its first render marks it: no second style and layout of its cells in the frame that draws them.
    expect(getByText('Raised on 2')).toHaveAttribute('data-cut');
    expect(getByText('City 2')).not.toHaveAttribute('data-cut');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(marks).not.toHaveBeenCalled();
    marks.mockRestore();
  });

  it('hides nothing when every column is wholly in view, or wholly out of it', async () => {
    layout = { Name: [0, 100], City: [100, 250], 'Raised on': [400, 560], Actions: [400, 500] };
    const { getByText } = render(<Table />);
    // Give the first measure a frame to have run.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(getByText('Raised on value')).not.toHaveAttribute('data-cut');
    expect(getByText('City value')).not.toHaveAttribute('data-cut');
  });
});
