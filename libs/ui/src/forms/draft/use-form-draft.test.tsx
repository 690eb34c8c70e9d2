import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formatDateTime } from '@admin/ui';
import {
  DraftBanner,
  DRAFT_MAX_AGE_MS,
  Form,
  SubmitBar,
  TextField,
  useFormDraft,
  useZodForm,
  withoutSecrets,
} from '../index';

const schema = z.object({ name: z.string().min(1), city: z.string(), pan_number: z.string(), note: z.string() });
type Values = z.input<typeof schema>;
const EMPTY: Values = { name: '', city: '', pan_number: '', note: '' };

function CompanyForm({
  userId,
  record,
  saved = EMPTY,
  onSave = async () => {},
  delayMs = 5,
}: {
  userId?: number;
  record?: number;
  saved?: Values;
  onSave?: (v: Values) => Promise<void>;
  delayMs?: number;
}) {
  const { form, submit } = useZodForm({
    schema,
    defaultValues: saved,
    onSubmit: async (values) => {
      await onSave(values);
      draft.clear();
    },
  });
  const draft = useFormDraft(form, { userId, form: 'company', record, exclude: ['note'], delayMs });
  return (
    <>
      <DraftBanner offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <Form form={form} onSubmit={submit} aria-label="Company">
        <TextField name="name" label="Name" />
        <TextField name="city" label="City" />
        <TextField name="pan_number" label="PAN" />
        <TextField name="note" label="Note" />
        <SubmitBar label="Save" />
      </Form>
    </>
  );
}

const KEY = 'admin:draft:7:company:new';
const stored = (key = KEY) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { savedAt: number; values: Partial<Values> });
};

async function typeDraft() {
  const user = userEvent.setup();
  const view = render(<CompanyForm userId={7} />);
  await user.type(screen.getByLabelText('Name'), 'Lotus Films');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.type(screen.getByLabelText('PAN'), 'ABCDE1234F');
  await user.type(screen.getByLabelText('Note'), 'private');
  await waitFor(() => expect(stored()?.values.note).toBeUndefined());
  await waitFor(() => expect(stored()?.values.city).toBe('Pune'));
  return { user, view };
}

afterEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('keeps what is typed per user, form and record, without PAN or the fields the form excludes', async () => {
    await typeDraft();
    expect(stored()?.values).toEqual({ name: 'Lotus Films', city: 'Pune' });
    expect(Object.keys(localStorage)).toEqual([KEY]);
  });

  it('offers the draft when the form opens again, with when it was saved, and Restore fills the form', async () => {
    const { user, view } = await typeDraft();
    view.unmount();
    const savedAt = stored()!.savedAt;
    render(<CompanyForm userId={7} />);
    const banner = screen.getByRole('region', { name: `Draft saved ${formatDateTime(savedAt)}` });
    expect(banner).toHaveTextContent('never saved');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Lotus Films');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    // Not in the draft: left as the form had them.
    expect(screen.getByLabelText('PAN')).toHaveValue('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing to another user of the browser, nor on another record', async () => {
    const { view } = await typeDraft();
    view.unmount();
    const other = render(<CompanyForm userId={8} />);
    expect(screen.queryByRole('region')).toBeNull();
    other.unmount();
    render(<CompanyForm userId={7} record={5} saved={{ ...EMPTY, name: 'Five' }} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(stored()).not.toBeNull();
  });

  it('reads nothing and writes nothing until the user is known', async () => {
    const user = userEvent.setup();
    render(<CompanyForm userId={undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Anon');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(localStorage.length).toBe(0);
  });

  it('Discard drops the draft', async () => {
    const { user, view } = await typeDraft();
    view.unmount();
    render(<CompanyForm userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(stored()).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('a successful save clears the draft; a failed one keeps it', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<(v: Values) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(undefined);
    render(<CompanyForm userId={7} onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Lotus');
    await waitFor(() => expect(stored()?.values.name).toBe('Lotus'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(stored()?.values.name).toBe('Lotus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(stored()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stored()).toBeNull();
  });

  it('drops a draft older than seven days instead of offering it', () => {
    const old = Date.now() - DRAFT_MAX_AGE_MS - 60_000;
    localStorage.setItem(KEY, JSON.stringify({ savedAt: old, values: { name: 'Stale' } }));
    render(<CompanyForm userId={7} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('typing while a draft is offered does not replace it', async () => {
    const { user, view } = await typeDraft();
    view.unmount();
    render(<CompanyForm userId={7} />);
    await user.type(screen.getByLabelText('Name'), 'Other');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stored()?.values.name).toBe('Lotus Films');
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('writes what is waiting when the form goes away (a redirect, a closed tab)', async () => {
    const user = userEvent.setup();
    // A minute's pause: only the unmount can have written it.
    const view = render(<CompanyForm userId={7} delayMs={60_000} />);
    await user.type(screen.getByLabelText('Name'), 'X');
    expect(stored()).toBeNull();
    view.unmount();
    expect(stored()?.values.name).toBe('X');
  });
});

describe('withoutSecrets', () => {
  it('drops credential and identity names at any depth, files, and the given paths; keeps look-alikes', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(
      withoutSecrets(
        {
          tokenAmount: 5,
          token: 'jwt',
          password: 'p',
          owner: { PAN_Number: 'ABCDE1234F', name: 'A', ifsc: 'X' },
          terms: [{ rights: 'r', secret: 's' }],
          file,
        },
        ['terms.*.secret'],
      ),
    ).toEqual({ tokenAmount: 5, owner: { name: 'A' }, terms: [{ rights: 'r' }] });
  });
});
