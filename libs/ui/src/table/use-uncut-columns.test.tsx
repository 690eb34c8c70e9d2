import { render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useUncutColumns } from './use-uncut-columns';

/** Where each header cell lies, left to right, by its text (a stand-in for layout, which jsdom has not). */
let layout: Record<string, [number, number]> = {};

function place(element: Element, [left, right]: [number, number]) {
  (element as HTMLElement).getBoundingClientRect = () => ({ left, right, width: right - left }) as DOMRect;
}

function Table() {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  useUncutColumns(area, [], '');
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
          <tr>
            {columns.map((column) => (
              <td key={column}>{`${column} value`}</td>
            ))}
          </tr>
          <tr>
            <td colSpan={4}>A note across the row</td>
          </tr>
        </tbody>
      </table>
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

  it('hides nothing when every column is wholly in view, or wholly out of it', async () => {
    layout = { Name: [0, 100], City: [100, 250], 'Raised on': [400, 560], Actions: [400, 500] };
    const { getByText } = render(<Table />);
    // Give the first measure a frame to have run.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(getByText('Raised on value')).not.toHaveAttribute('data-cut');
    expect(getByText('City value')).not.toHaveAttribute('data-cut');
  });
});
