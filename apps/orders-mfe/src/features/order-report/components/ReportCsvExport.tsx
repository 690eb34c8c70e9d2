import { useState } from 'react';
import type { OrderReportCsvQuery } from '@admin/api-client';
import { Button } from '@admin/ui';
import { useReportCsvLink } from '../api/order-report-queries';
import styles from './OrderReport.module.css';

/**
 * Opens a download link as a plain navigation: the API answers it as an attachment, so the page
 * stays and the browser writes the file to disk as it arrives.
 */
function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  document.body.append(link);
  link.click();
  link.remove();
}

/** "Export CSV" of every order the filters match, with its progress: "Preparing…", then "Download started". */
export function ReportCsvExport({ filters }: { filters: OrderReportCsvQuery }) {
  const [started, setStarted] = useState(false);
  const link = useReportCsvLink(({ url }) => {
    openDownload(url);
    setStarted(true);
  });
  const status = link.isPending ? 'Preparing…' : started ? 'Download started' : '';
  return (
    <span className={styles.export}>
      <span role="status" aria-label="CSV export" className={styles.exportStatus}>
        {status}
      </span>
      <Button
        variant="secondary"
        onClick={() => {
          setStarted(false);
          link.mutate(filters);
        }}
        disabled={link.isPending}
        aria-busy={link.isPending || undefined}
      >
        Export CSV
      </Button>
    </span>
  );
}
