import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/RenderWithProviders';
import { Form, SearchSelectField, SubmitBar, TextField, useZodForm } from '../index';

const schema = z.object({ title: z.string().min(1, 'Required'), company_id: z.number({ error: 'Required' }) });
const companies = [
  { value: '4', label: 'Rain Studios' },
  { value: '5', label: 'Lotus Films LLP' },
];

function CompanyForm({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => unknown }) {
  const { form, submit } = useZodForm({
    schema,
    defaultValues: { title: '', company_id: undefined as unknown as number },
    onSubmit,
  });
  return (
    <Form form={form} onSubmit={submit}>
      <TextField name="title" label="Title" required />
      <SearchSelectField
        name="company_id"
        label="Company"
        required
        numeric
        queryKey={['companies']}
        loadOptions={() => Promise.resolve(companies)}
      />
      <SubmitBar />
    </Form>
  );
}

describe('SearchSelectField', { timeout: 20_000 }, () => {
  it("labels and reports its error like the form's other fields, and gives the form the chosen id as a number", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<CompanyForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const company = screen.getByRole('combobox', { name: 'Company' });
    const title = screen.getByRole('textbox', { name: 'Title' });
    // The same words, in the same place, read the same way as the text field's.
    await waitFor(() => expect(company).toBeInvalid());
    expect(company).toHaveAccessibleDescription('Required');
    expect(title).toHaveAccessibleDescription('Required');
    expect(company).toBeRequired();
    expect(screen.getAllByText('*')).toHaveLength(2);

    await user.type(title, 'Monsoon');
    await user.click(company);
    await user.click(await screen.findByRole('option', { name: 'Lotus Films LLP' }));
    expect(company).toHaveValue('Lotus Films LLP');
    expect(company).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: 'Monsoon', company_id: 5 });
  });
});
