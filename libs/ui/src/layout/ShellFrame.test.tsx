import { render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  /** The shell as it uses the frame: the top bar's menu button opens the drawer. */
  function WithDrawer() {
    const [open, setOpen] = useState(false);
    return (
      <ShellFrame
        sidebar={
          <nav aria-label="Main">
            <a href="/orders" onClick={(event) => (event.preventDefault(), setOpen(false))}>
              Orders
            </a>
            <a href="/cancel">Cancel Requests</a>
          </nav>
        }
        topBar={
          <button type="button" aria-controls="ui-sidebar" aria-expanded={open} onClick={() => setOpen(!open)}>
            Menu
          </button>
        }
        footer={<span>Foot</span>}
        sidebarOpen={open}
        onCloseSidebar={() => setOpen(false)}
      >
        <a href="/elsewhere">A link on the page</a>
      </ShellFrame>
    );
  }

  it('moves focus into the open drawer, keeps Tab inside it, and gives it back to the menu button on Escape', async () => {
    const user = userEvent.setup();
    render(<WithDrawer />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const close = screen.getByRole('button', { name: 'Close navigation' });
    expect(close).toHaveFocus();
    // The page behind is inert while the drawer is open.
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cancel Requests' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Cancel Requests' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Close navigation' })).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('closes from its Close button too, focus back on the menu button; a link followed closes it without that', async () => {
    const user = userEvent.setup();
    render(<WithDrawer />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.queryByRole('button', { name: 'Close navigation' })).toBeNull();
    expect(menu).not.toHaveFocus();
  });
});
