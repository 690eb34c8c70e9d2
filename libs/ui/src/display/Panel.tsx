import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Panel.module.css';

export interface PanelProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the panel's top right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled surface grouping one part of a screen (a form, a list); a labelled region for screen readers. */
export function Panel({ title, description, actions, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
