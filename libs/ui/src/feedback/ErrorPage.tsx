import type { ReactNode } from 'react';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  title: string;
  /** The error text, shown as given. */
  message?: string;
  /** Technical text for support (an error's message), folded away by default. */
  details?: string;
  /** Buttons or links that let the user recover (retry, go home). */
  actions?: ReactNode;
}

/** A full-area error message with an optional error text and recovery actions. */
export function ErrorPage({ title, message, details, actions }: ErrorPageProps) {
  return (
    <section className={styles.page} role="alert" aria-labelledby="ui-error-title">
      <h1 id="ui-error-title" className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {details ? (
        <details className={styles.details}>
          <summary>Technical details</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
