import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FileField, Form, SubmitBar, useZodForm } from '../index';
import type { UploadControls } from '../index';

type UploadFn = (file: File, controls: UploadControls) => Promise<string>;

const gallerySchema = z.object({ gallery: z.array(z.string()) });
const iconSchema = z.object({ icon: z.string() });

function GalleryForm({
  upload,
  initial = [],
  onSubmit = vi.fn(),
}: {
  upload: UploadFn;
  initial?: string[];
  onSubmit?: (values: { gallery: string[] }) => unknown;
}) {
  const { form, submit } = useZodForm({ schema: gallerySchema, defaultValues: { gallery: initial }, onSubmit });
  return (
    <Form form={form} onSubmit={submit}>
      <FileField
        name="gallery"
        label="Gallery"
        multiple
        maxFiles={3}
        accept={['image/png', 'video/mp4']}
        maxBytes={1024}
        upload={upload}
      />
      <SubmitBar />
    </Form>
  );
}

function IconForm({ upload }: { upload: UploadFn }) {
  const { form, submit } = useZodForm({ schema: iconSchema, defaultValues: { icon: '' }, onSubmit: vi.fn() });
  return (
    <Form form={form} onSubmit={submit}>
      <FileField name="icon" label="Icon" accept={['image/png']} maxBytes={1024} upload={upload} />
    </Form>
  );
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** What the browser gives a drop of files from the desktop. */
const drop = (target: Element, files: File[]) => {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
};
const dropArea = (label: string) => screen.getByLabelText(label).parentElement as HTMLElement;

describe('FileField with multiple files and drag and drop', { timeout: 20_000 }, () => {
  it('uploads each chosen file on its own, keeps at most maxFiles and says how many were dropped', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<UploadFn>((file) => Promise.resolve(`https://files/${file.name}`));
    const onSubmit = vi.fn();
    render(<GalleryForm upload={upload} initial={['https://files/saved.png']} onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText('Gallery'), [
      png('a.png'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      png('b.png'),
      png('c.png'),
    ]);
    // One saved + two new fill the three places: c.png is dropped, notes.pdf refused by name.
    expect(await screen.findByText('At most 3 files: 1 file was dropped.')).toBeInTheDocument();
    expect(screen.getByText(/notes.pdf: Choose a PNG or MP4 file/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    const list = await screen.findByRole('list', { name: 'Gallery: files' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
    expect(screen.getByLabelText('Gallery')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Gallery file 1' }));
    expect(screen.getByLabelText('Gallery')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ gallery: ['https://files/a.png', 'https://files/b.png'] });
  });

  it('takes files dropped on the field, shows each upload with its own progress and Cancel', async () => {
    const user = userEvent.setup();
    const pending: { file: File; controls: UploadControls; resolve: (url: string) => void }[] = [];
    const upload = vi.fn<UploadFn>(
      (file, controls) =>
        new Promise((resolve, reject) => {
          pending.push({ file, controls, resolve });
          controls.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    render(<GalleryForm upload={upload} />);
    drop(dropArea('Gallery'), [png('one.png'), png('two.png')]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading one.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading two.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel upload of two.png' }));
    expect(pending[1]?.controls.signal.aborted).toBe(true);
    pending[0]?.resolve('https://files/one.png');
    const list = await screen.findByRole('list', { name: 'Gallery: files' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['https://files/one.png']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('a single-file field takes the first file dropped on it', async () => {
    const upload = vi.fn<UploadFn>((file) => Promise.resolve(`https://files/${file.name}`));
    render(<IconForm upload={upload} />);
    drop(dropArea('Icon'), [png('first.png'), png('second.png')]);
    expect(await screen.findByRole('img', { name: 'Icon: current file' })).toHaveAttribute(
      'src',
      'https://files/first.png',
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
