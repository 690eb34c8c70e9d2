import { lazy, Suspense, useRef } from 'react';
import { TextAreaField } from '@admin/ui/forms';
import styles from './Templates.module.css';

// The highlighter is its own chunk, fetched when a template form opens; the textarea works before it arrives.
const VariableBackdrop = lazy(() => import('./VariableBackdrop'));

export interface TemplateBodyFieldProps {
  /** The body as typed (the form's watched value), which the highlighter mirrors. */
  body: string;
}

/** The template's body: the kit's textarea, with its `{{variables}}` highlighted behind the text. */
export function TemplateBodyField({ body }: TemplateBodyFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host} className={styles.bodyField}>
      <TextAreaField
        name="body"
        label="Body"
        required
        rows={10}
        spellCheck={false}
        hint="Write {{variable}} where a value goes; variables are highlighted. Email and document bodies are HTML."
        className={styles.code}
      />
      <Suspense fallback={null}>
        <VariableBackdrop text={body} host={host} />
      </Suspense>
    </div>
  );
}
