import { toast } from '@admin/ui/singletons';
import { useState } from 'react';
import { Button } from '../feedback/Button';
import type { ButtonSize, ButtonVariant } from '../feedback/Button';
import type { CsvColumn } from './to-csv';

interface ExportCommon {
  /** The saved file's name; `.csv` is added when missing. */
  fileName: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Builds the CSV in the browser from every row of the filtered set (all pages). */
export interface ExportRowsProps<T> extends ExportCommon {
  /** The visible columns of the list, in order. */
  columns: readonly CsvColumn<T>[];
  /** Every row matching the current filters, e.g. `fetchAllPages((page) => listOrders({ ...filters, page }))`. */
  fetchRows: () => Promise<T[]>;
  href?: undefined;
  fetchFile?: undefined;
}

/** Downloads a CSV the server builds, from a public or cookie-authenticated link. */
export interface ExportHrefProps extends ExportCommon {
  href: string;
  columns?: undefined;
  fetchRows?: undefined;
  fetchFile?: undefined;
}

/**
 * Saves a CSV the server builds, fetched by the caller, e.g. through the shared API client as a
 * blob (`getBlob`), so the bearer token and its refresh apply, which a plain link cannot carry.
 */
export interface ExportFileProps extends ExportCommon {
  fetchFile: () => Promise<Blob>;
  href?: undefined;
  columns?: undefined;
  fetchRows?: undefined;
}

export type ExportCsvButtonProps<T> = ExportRowsProps<T> | ExportHrefProps | ExportFileProps;

export const EXPORT_FAILED_MESSAGE = 'Failed to export CSV';

/** "Export CSV": the whole filtered set, the visible columns, formula-like cells escaped. */
export function ExportCsvButton<T>(props: ExportCsvButtonProps<T>) {
  const { fileName, label = 'Export CSV', variant = 'secondary', size } = props;
  const [busy, setBusy] = useState(false);

  if (props.href !== undefined) {
    return (
      <Button href={props.href} download={fileName} variant={variant} size={size}>
        {label}
      </Button>
    );
  }

  async function exportRows() {
    setBusy(true);
    try {
      // papaparse loads on the first export, not with the page.
      const csv = import('./to-csv');
      if (props.fetchFile !== undefined) {
        const [file, { downloadCsv }] = await Promise.all([props.fetchFile(), csv]);
        await downloadCsv(fileName, file);
      } else if (props.fetchRows !== undefined && props.columns !== undefined) {
        const [rows, { downloadCsv, toCsv }] = await Promise.all([props.fetchRows(), csv]);
        await downloadCsv(fileName, toCsv(rows, props.columns));
      }
    } catch {
      toast.error(EXPORT_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void exportRows()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Exporting…' : label}
    </Button>
  );
}
