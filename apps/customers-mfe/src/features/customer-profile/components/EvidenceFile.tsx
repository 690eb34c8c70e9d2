import type { KycEvidenceFile } from '@admin/api-client';
import { formatBytes } from '@admin/ui/forms';
import { formatDateTime, Spinner } from '@admin/ui';
import { usePdfObjectUrl } from '../api/customer-profile-queries';
import styles from './KycPanel.module.css';

/** A PDF inline, through a local copy (see usePdfObjectUrl). */
function PdfView({ file, url }: { file: KycEvidenceFile; url: string }) {
  const pdf = usePdfObjectUrl(url);
  if (pdf.isPending) return <Spinner label={`Loading ${file.name}`} />;
  if (pdf.isError) return <p className={styles.error}>{pdf.error.message}</p>;
  return <iframe className={styles.pdf} src={pdf.data} title={`${file.name} (PDF)`} />;
}

/** One file of evidence, shown inline: PDFs in a frame, images, videos with controls. */
export function EvidenceFile({ file, label }: { file: KycEvidenceFile; label: string }) {
  const caption = `${file.name} · ${formatBytes(file.size)} · submitted ${formatDateTime(file.submitted_at)}`;
  const { url } = file;
  let view = null;
  if (url && file.content_type === 'application/pdf') view = <PdfView file={file} url={url} />;
  else if (url && file.content_type.startsWith('image/'))
    view = <img className={styles.image} src={url} alt={`${label} evidence: ${file.name}`} />;
  else if (url && file.content_type.startsWith('video/')) {
    view = (
      <video
        className={styles.video}
        src={url}
        controls
        preload="metadata"
        aria-label={`${label} evidence: ${file.name}`}
      >
        <track kind="captions" />
      </video>
    );
  }
  return (
    <figure className={styles.file}>
      {view}
      <figcaption className={styles.caption}>
        {caption}
        {url ? (
          <>
            {' · '}
            <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${file.name} in a new tab`}>
              Open in a new tab
            </a>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
