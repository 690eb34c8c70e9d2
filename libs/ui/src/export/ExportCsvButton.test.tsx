import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from './ExportCsvButton';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@admin/ui/singletons', () => ({ toast: { error: toastError } }));

describe('ExportCsvButton', () => {
  let saved: { name: string; blob: Blob } | undefined;
  beforeEach(() => {
    saved = undefined;
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blob! };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads every fetched row in the given columns', async () => {
    const fetchRows = vi.fn().mockResolvedValue([
      { id: 1, name: '=HYPERLINK("x")' },
      { id: 2, name: 'Ravi' },
    ]);
    render(
      <ExportCsvButton
        fileName="customers"
        columns={[{ header: 'Name', value: (row: { name: string }) => row.name }]}
        fetchRows={fetchRows}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toBeDefined());
    expect(saved!.name).toBe('customers.csv');
    const bytes = new Uint8Array(await saved!.blob.arrayBuffer());
    // UTF-8 byte order mark first, so Excel reads ₹ and names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\n"\'=HYPERLINK(""x"")"\r\nRavi');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('toasts a failure and saves nothing', async () => {
    render(<ExportCsvButton fileName="x" columns={[]} fetchRows={() => Promise.reject(new Error('down'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to export CSV'));
    expect(saved).toBeUndefined();
  });

  it('saves a CSV the server built, fetched by the caller, disabled while it comes', async () => {
    let deliver!: (blob: Blob) => void;
    const fetchFile = vi.fn(() => new Promise<Blob>((resolve) => (deliver = resolve)));
    render(<ExportCsvButton fileName="order-report-2026-11-22.csv" fetchFile={fetchFile} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    deliver(new Blob(['Order ID\r\n41\r\n'], { type: 'text/csv' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved!.name).toBe('order-report-2026-11-22.csv');
    const bytes = new Uint8Array(await saved!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Order ID\r\n41\r\n');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('saves a server file that starts with a byte order mark with that one mark only', async () => {
    const file = new Blob(['\uFEFFEntry ID\r\n7\r\n'], { type: 'text/csv' });
    render(<ExportCsvButton fileName="activity-2026-11-27.csv" fetchFile={() => Promise.resolve(file)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toBeDefined());
    const bytes = new Uint8Array(await saved!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe('Entry ID\r\n7\r\n');
  });

  it('a server file that fails to come toasts the failure', async () => {
    render(<ExportCsvButton fileName="x.csv" fetchFile={() => Promise.reject(new Error('down'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to export CSV'));
    expect(saved).toBeUndefined();
  });
});
