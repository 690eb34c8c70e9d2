import { useEffect, useState } from 'react';
import type { TemplateKind, TemplatePreviewRequest } from '@admin/api-client';
import { Spinner } from '@admin/ui';
import { errorMessage, TEMPLATE_MESSAGES, useTemplatePreview } from '../api/templates-queries';
import { SafeHtml } from './SafeHtml';
import styles from './Templates.module.css';

const PREVIEW_DEBOUNCE_MS = 400;
const HTML_KINDS: readonly TemplateKind[] = ['email', 'document'];

export interface TemplatePreviewPaneProps {
  kind: TemplateKind;
  subject: string | null;
  body: string;
  samples: Record<string, string>;
}

/** The draft as the API renders it with the sample values; HTML kinds are sanitised before showing. */
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
    <section className={styles.preview} aria-labelledby="template-preview-title" aria-busy={preview.isFetching || undefined}>
      <h3 id="template-preview-title" className={styles.previewTitle}>
        Preview {preview.isFetching ? <Spinner label="Updating the preview" /> : null}
      </h3>
      {body.trim() === '' ? <p className={styles.muted}>Write a body to see its preview.</p> : null}
      {preview.isError ? <p role="alert">{errorMessage(preview.error, TEMPLATE_MESSAGES.preview)}</p> : null}
      {preview.data && body.trim() !== '' ? (
        <>
          {preview.data.subject ? (
            <p>
              <strong>Subject:</strong> {preview.data.subject}
            </p>
          ) : null}
          {HTML_KINDS.includes(kind) ? <SafeHtml html={preview.data.body} className={styles.previewBody} /> : <p className={styles.previewText}>{preview.data.body}</p>}
          {preview.data.missing.length > 0 ? <p className={styles.missing}>Missing values: {preview.data.missing.map((name) => `{{${name}}}`).join(', ')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
