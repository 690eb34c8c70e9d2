import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FileField, Form, SubmitBar, useZodForm } from '../index';
import type { UploadControls } from '../index';
import { apiError } from '@admin/tools/testing/api-fakes';

const schema = z.object({ icon: z.string().min(1, 'Upload an icon.') });

type UploadFn = (file: File, controls: UploadControls) => Promise<string>;

function IconForm({
  upload,
  onSubmit = vi.fn(),
}: {
  upload: UploadFn;
  onSubmit?: (values: { icon: string }) => Promise<unknown>;
}) {
  const { form, submit } = useZodForm({ schema, defaultValues: { icon: '' }, onSubmit });
  return (
    <Form form={form} onSubmit={submit}>
      <FileField
        name="icon"
        label="Partner icon"
        accept={['image/png', 'image/jpeg']}
        maxBytes={1024}
        upload={upload}
      />
      <SubmitBar />
    </Form>
  );
}

const png = (bytes: number, name = 'icon.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
// The file input's accept attribute would hide a wrong file from the picker; people can still drop one.
const setup = () => userEvent.setup({ applyAccept: false });

// Generous: user-event typing is slow on a loaded machine.
describe('FileField', { timeout: 20_000 }, () => {
  it('refuses a wrong type and a file too big before uploading anything', async () => {
    const upload = vi.fn<UploadFn>();
    const user = setup();
    render(<IconForm upload={upload} />);
    const input = screen.getByLabelText('Partner icon');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 1 KB.');

    await user.upload(input, new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }));
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 1 KB. Choose a PNG or JPEG file.');
    await user.upload(input, png(2048));
    expect(input).toHaveAccessibleDescription(
      'PNG or JPEG, up to 1 KB. The file is too large (2 KB); the limit is 1 KB.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows progress, keeps Save disabled until the upload ends, then previews and sends the URL', async () => {
    let controls: UploadControls | undefined;
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<UploadFn>((_file, given) => {
      controls = given;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = setup();
    render(<IconForm upload={upload} onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText('Partner icon'), png(512));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'icon.png', size: 512 }), expect.anything());

    act(() => controls?.onProgress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading icon.png' })).toHaveAttribute('value', '0.4');
    expect(screen.getByText('40%')).toBeInTheDocument();
    // The file being sent is named with its size.
    expect(screen.getByText('icon.png (512 bytes)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await act(async () => finish('http://localhost:3000/ipfs/bafkreiicon'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Partner icon: current file' })).toHaveAttribute(
      'src',
      'http://localhost:3000/ipfs/bafkreiicon',
    );
    expect(screen.getByRole('status')).toHaveTextContent('icon.png uploaded');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ icon: 'http://localhost:3000/ipfs/bafkreiicon' });
  });

  it('cancels an upload through its signal, quietly, and lets the user pick again', async () => {
    const upload = vi.fn<UploadFn>(
      (_file, { signal }) =>
        new Promise<string>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('canceled'))),
        ),
    );
    const user = setup();
    render(<IconForm upload={upload} />);
    await user.upload(screen.getByLabelText('Partner icon'), png(100));
    const signal = upload.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Upload cancelled');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Partner icon')).toBeEnabled();
    expect(screen.getByLabelText('Partner icon')).not.toBeInvalid();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's refusal beside the field, or 'File upload failed'", async () => {
    const upload = vi
      .fn<UploadFn>()
      .mockRejectedValueOnce(apiError(413, { message: 'File too large' }))
      .mockRejectedValueOnce(apiError(500, 'oops'));
    const user = setup();
    render(<IconForm upload={upload} />);
    const input = screen.getByLabelText('Partner icon');
    await user.upload(input, png(100));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    await user.upload(input, png(100));
    expect(await screen.findByText('File upload failed')).toBeInTheDocument();
    expect(input).toBeInvalid();
  });
});
