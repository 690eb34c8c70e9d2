import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FieldArray, Form, SubmitBar, TextField, useZodForm } from '../index';

const schema = z.object({
  risks: z.array(z.object({ title: z.string().min(1, 'Enter a title.') })).min(1, 'Add at least one risk.'),
});

function RisksForm({
  onSubmit,
  initial,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<unknown>;
  initial: string[];
}) {
  const { form, submit } = useZodForm({
    schema,
    defaultValues: { risks: initial.map((title) => ({ title })) },
    onSubmit,
  });
  return (
    <Form form={form} onSubmit={submit}>
      <FieldArray
        name="risks"
        label="Risks"
        addLabel="Add risk"
        newRow={{ title: '' }}
        rowLabel={(index) => `Risk ${index + 1}`}
        render={(index) => <TextField name={`risks.${index}.title`} label={`Title of risk ${index + 1}`} />}
      />
      <SubmitBar />
    </Form>
  );
}

const titles = () => screen.queryAllByLabelText(/^Title of risk/).map((input) => (input as HTMLInputElement).value);

// Generous: user-event typing is slow on a loaded machine.
describe('FieldArray', { timeout: 20_000 }, () => {
  it('adds, removes and reorders rows, and sends them in the order shown', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<RisksForm onSubmit={onSubmit} initial={['Market', 'Liquidity']} />);
    expect(titles()).toEqual(['Market', 'Liquidity']);
    expect(screen.getByRole('button', { name: 'Move Risk 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Risk 2 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add risk' }));
    await user.type(screen.getByLabelText('Title of risk 3'), 'Legal');
    expect(titles()).toEqual(['Market', 'Liquidity', 'Legal']);

    await user.click(screen.getByRole('button', { name: 'Move Risk 3 up' }));
    expect(titles()).toEqual(['Market', 'Legal', 'Liquidity']);
    await user.click(screen.getByRole('button', { name: 'Move Risk 1 down' }));
    expect(titles()).toEqual(['Legal', 'Market', 'Liquidity']);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Risk 2' })).getByRole('button', { name: 'Remove Risk 2' }),
    );
    expect(titles()).toEqual(['Legal', 'Liquidity']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ risks: [{ title: 'Legal' }, { title: 'Liquidity' }] });
  });

  it("shows a row field's error beside it and the list's own error under the list", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<RisksForm onSubmit={onSubmit} initial={['']} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title of risk 1')).toHaveAccessibleDescription('Enter a title.');
    await user.click(screen.getByRole('button', { name: 'Remove Risk 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one risk.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
