import { useEffect, useState } from 'react';
import type { TemplateKind, TemplatePreviewRequest, TemplateTextFormat } from '@admin/api-client';
import { SafeHtml, Spinner } from '@admin/ui';
import { errorMessage, TEMPLATE_MESSAGES, useTemplatePreview } from '../api/templates-queries';
import styles from './Templates.module.css';

const PREVIEW_DEBOUNCE_MS = 400;

export interface TemplatePreviewPaneProps {
  kind: TemplateKind;
  subject: string | null;
  body: string;
  samples: Record<string, string>;
}

/**
 * A rendered field as its format says: HTML sanitised before it reaches the DOM; text as text, so
 * markup in a text field (an SMS, a notification, a subject) shows as the characters it is.
 */
function RenderedField({
  format,
  value,
  className,
  inline = false,
}: {
  format: TemplateTextFormat;
  value: string;
  className?: string;
  inline?: boolean;
}) {
  if (format === 'html') return <SafeHtml html={value} className={className} />;
  return inline ? <span className={className}>{value}</span> : <p className={className}>{value}</p>;
}

/** The draft as the API renders it with the sample values, each field shown by the format the API gives it. */
export function TemplatePreviewPane({ kind, subject, body, samples }: TemplatePreviewPaneProps) {
  const [draft, setDraft] = useState<TemplatePreviewRequest | null>(null);
  const key = JSON.stringify([kind, subject, body, samples]);
  useEffect(() => {
    const timer = setTimeout(() => {
      // Only the variables given: empty samples are left out so they show as missing.
      const variables = Object.fromEntries(Object.entries(samples).filter(([, value]) => value !== ''));
      setDraft({ kind, subject, body, variables });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the draft's values
  }, [key]);
  const preview = useTemplatePreview(draft);

  return (
    <section
      className={styles.preview}
      aria-labelledby="template-preview-title"
      aria-busy={preview.isFetching || undefined}
    >
      <h3 id="template-preview-title" className={styles.previewTitle}>
        Preview {preview.isFetching ? <Spinner label="Updating the preview" /> : null}
      </h3>
      {body.trim() === '' ? <p className={styles.muted}>Write a body to see its preview.</p> : null}
      {preview.isError ? <p role="alert">{errorMessage(preview.error, TEMPLATE_MESSAGES.preview)}</p> : null}
      {preview.data && body.trim() !== '' ? (
        <>
          {preview.data.subject ? (
            <div className={styles.previewSubject}>
              <strong>Subject:</strong>{' '}
              <RenderedField format={preview.data.formats.subject} value={preview.data.subject} inline />
            </div>
          ) : null}
          <RenderedField
            format={preview.data.formats.body}
            value={preview.data.body}
            className={preview.data.formats.body === 'html' ? styles.previewBody : styles.previewText}
          />
          {preview.data.missing.length > 0 ? (
            <p className={styles.missing}>
              Missing values: {preview.data.missing.map((name) => `{{${name}}}`).join(', ')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
