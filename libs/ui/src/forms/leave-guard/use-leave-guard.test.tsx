import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, LEAVE_MESSAGE, SubmitBar, TextField, useLeaveGuard, useZodForm } from '../index';

const schema = z.object({ name: z.string().min(1, 'Enter a name.') });

function EditPage() {
  const navigate = useNavigate();
  const { form, submit, unsaved } = useZodForm({
    schema,
    defaultValues: { name: 'Acme' },
    onSubmit: async () => {
      await Promise.resolve();
      navigate('/companies');
    },
  });
  useLeaveGuard(unsaved);
  return (
    <>
      <Link to="/companies">Companies</Link>
      <Link to="?tab=media">Media tab</Link>
      <Form form={form} onSubmit={submit}>
        <TextField name="name" label="Name" />
        <SubmitBar />
      </Form>
    </>
  );
}

function renderEdit() {
  const router = createMemoryRouter(
    [
      { path: '/companies/5/edit', element: <EditPage /> },
      { path: '/companies', element: <p>Company list</p> },
    ],
    { initialEntries: ['/companies/5/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => vi.restoreAllMocks());

// Generous: user-event typing is slow on a loaded machine.
describe('useLeaveGuard', { timeout: 20_000 }, () => {
  it('lets a clean form go without asking, and sets no beforeunload prompt', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderEdit();
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Companies' }));
    expect(await screen.findByText('Company list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks in the kit's dialog before a route change with unsaved changes: Stay keeps the typed value, Leave leaves", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderEdit();
    await user.type(screen.getByLabelText('Name'), ' Ltd');
    expect(beforeUnloadPrevented()).toBe(true);

    const link = screen.getByRole('link', { name: 'Companies' });
    await user.click(link);
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent(LEAVE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/companies/5/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Ltd');
    await waitFor(() => expect(link).toHaveFocus());

    await user.click(link);
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/companies/5/edit');

    await user.click(link);
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave and lose changes' }));
    expect(await screen.findByText('Company list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(beforeUnloadPrevented()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask for a change of the query string only, nor when the save itself navigates away', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderEdit();
    await user.type(screen.getByLabelText('Name'), ' Ltd');
    await user.click(screen.getByRole('link', { name: 'Media tab' }));
    expect(router.state.location.search).toBe('?tab=media');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
