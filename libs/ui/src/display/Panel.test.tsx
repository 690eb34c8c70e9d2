import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its title, with its description, actions and content', () => {
    render(
      <Panel title="Settings" description="Name and value pairs." actions={<button type="button">Add</button>}>
        <p>content</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Settings' });
    expect(region).toHaveTextContent('Name and value pairs.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
