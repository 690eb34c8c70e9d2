import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Form, useZodForm } from '@admin/ui/forms';
import { TemplateBodyField } from './TemplateBodyField';

function BodyForm({ initial }: { initial: string }) {
  const { form, submit } = useZodForm({
    schema: z.object({ body: z.string() }),
    defaultValues: { body: initial },
    onSubmit: () => undefined,
  });
  const body = form.watch('body');
  return (
    <Form form={form} onSubmit={submit} aria-label="Body form">
      <TemplateBodyField body={body} />
    </Form>
  );
}

const marks = () =>
  Array.from(screen.getByTestId('variable-highlights').querySelectorAll('mark')).map((mark) => mark.textContent);

describe('TemplateBodyField', () => {
  it('keeps the textarea as the labelled input and highlights each {{variable}} behind it, following what is typed', async () => {
    const user = userEvent.setup();
    render(<BodyForm initial="Hi {{name}}, pay {{amount}}" />);
    const textarea = screen.getByRole('textbox', { name: /Body/ });
    expect(textarea).toHaveValue('Hi {{name}}, pay {{amount}}');
    await waitFor(() => expect(marks()).toEqual(['{{name}}', '{{amount}}']));
    const layer = screen.getByTestId('variable-highlights');
    // The layer mirrors the text exactly and is hidden from assistive technology.
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.textContent?.replace('\u200b', '')).toBe('Hi {{name}}, pay {{amount}}');

    await user.type(textarea, ' by {{{{deadline}}');
    expect(textarea).toHaveValue('Hi {{name}}, pay {{amount}} by {{deadline}}');
    expect(marks()).toEqual(['{{name}}', '{{amount}}', '{{deadline}}']);
    await user.clear(textarea);
    expect(marks()).toEqual([]);
  });
});
