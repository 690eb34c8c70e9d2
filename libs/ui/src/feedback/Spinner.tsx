import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Centre the spinner in a tall block (a page or area that is loading). */
  block?: boolean;
}

export function Spinner({ label = 'Loading', block = false }: SpinnerProps) {
  return (
    <div className={block ? styles.block : styles.inline} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}
