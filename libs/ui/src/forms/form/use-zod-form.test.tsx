import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { Form, NumberField, SelectField, SubmitBar, TextField, useZodForm } from '../index';
import { apiError, networkError } from '@admin/tools/testing/api-fakes';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  price: z.number({ error: 'Enter a price.' }).positive('The price must be above 0.'),
  status: z.enum(['Active', 'Inactive'], { error: 'Choose a status.' }),
});
type Values = z.output<typeof schema>;

function CompanyForm({
  onSubmit,
  onReload,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  onReload?: () => void;
}) {
  const { form, submit } = useZodForm({
    schema,
    defaultValues: { name: '', price: undefined, status: undefined },
    onSubmit,
    errorFallback: 'Failed to add company',
  });
  return (
    <Form form={form} onSubmit={submit} onReload={onReload} aria-label="Company">
      <TextField name="name" label="Name" required />
      <NumberField name="price" label="Price" />
      <SelectField
        name="status"
        label="Status"
        placeholder="Choose…"
        options={[
          { value: 'Active', label: 'Active' },
          { value: 'Inactive', label: 'Inactive' },
        ]}
      />
      <SubmitBar label="Save company" />
    </Form>
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Acme');
  await user.type(screen.getByLabelText('Price'), '12.5');
  await user.selectOptions(screen.getByLabelText('Status'), 'Active');
}

const expectValuesKept = () => {
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme');
  expect(screen.getByLabelText('Price')).toHaveValue(12.5);
  expect(screen.getByLabelText('Status')).toHaveValue('Active');
};

// Generous: user-event typing is slow on a loaded machine.
describe('useZodForm with <Form>', { timeout: 20_000 }, () => {
  it('shows zod field errors beside each field, read with it, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText(/^Name/)).toBeInvalid();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Enter a price.');
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Choose a status.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Price'), '-3');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('The price must be above 0.');
  });

  it('sends the parsed values (trimmed, numbers as numbers)', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Name/), '  Acme ');
    await user.type(screen.getByLabelText('Price'), '12.5');
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Acme', price: 12.5, status: 'Active' });
  });

  it("shows a 400's message on the form, and beside the field it names, keeping every value", async () => {
    const onSubmit = vi.fn().mockRejectedValue(apiError(400, { message: 'price: Too big for this project' }));
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('price: Too big for this project');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Too big for this project');
    expectValuesKept();
  });

  it('falls back to the spec message without a server message, and to "Network Error" without an answer', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(apiError(500, '<html>')).mockRejectedValueOnce(networkError());
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add company');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network Error'));
    expectValuesKept();
  });

  it.each([
    [
      'a 409 conflict',
      409,
      { message: 'Company was changed by someone else since you opened it (now version 4).', code: 'conflict' },
      'Company was changed by someone else since you opened it (now version 4).',
    ],
    ['a 409 conflict without a message', 409, { code: 'conflict' }, 'This record was changed by someone else.'],
    [
      'a 428 (no version sent)',
      428,
      {
        message: 'Company changes must name the version you loaded (If-Match header). Reload it and try again',
        code: 'version_required',
      },
      'Company changes must name the version you loaded',
    ],
  ])('shows %s with the server’s message and a Reload choice, keeping every value', async (_, status, body, text) => {
    const onReload = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue(apiError(status, body));
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} onReload={onReload} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(text);
    expectValuesKept();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows any other 409 as an ordinary message', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(apiError(409, { message: 'An account with this phone number already exists' }));
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this phone number already exists');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('disables submit while the save is pending, sends once, and clears the last failure on the next try', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(apiError(400, { message: 'Name is taken' }))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<CompanyForm onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is taken');

    await user.click(screen.getByRole('button', { name: 'Save company' }));
    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect(pending).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(2);

    finish();
    expect(await screen.findByRole('button', { name: 'Save company' })).toBeEnabled();
    expectValuesKept();
  });

  it('accepts zod/mini schemas (the sign-in page uses them to keep classic zod off its bundle)', async () => {
    const mini = zm.object({ code: zm.string().check(zm.regex(/^\d{6}$/, 'Enter the 6-digit code.')) });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    function MiniForm() {
      const { form, submit } = useZodForm({ schema: mini, defaultValues: { code: '' }, onSubmit });
      return (
        <Form form={form} onSubmit={submit}>
          <TextField name="code" label="Code" normalize={(typed) => typed.replace(/\D/g, '')} />
          <SubmitBar label="Verify" />
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<MiniForm />);
    await user.type(screen.getByLabelText('Code'), '12a3');
    expect(screen.getByLabelText('Code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Enter the 6-digit code.');
    await user.type(screen.getByLabelText('Code'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
  });
});
