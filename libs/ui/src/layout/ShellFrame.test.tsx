import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShellFrame } from './ShellFrame';

describe('ShellFrame', () => {
  it('offers keyboard users a first stop that skips the sidebar to the content', async () => {
    render(
      <ShellFrame
        sidebar={<a href="/orders">Orders</a>}
        topBar={<span>Top</span>}
        footer={<span>Foot</span>}
        sidebarOpen={false}
        onCloseSidebar={() => undefined}
      >
        <h1>Page</h1>
      </ShellFrame>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#ui-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'ui-content');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
  });
});
