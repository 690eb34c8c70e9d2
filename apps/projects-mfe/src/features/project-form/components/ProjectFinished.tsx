import { useEffect, useRef } from 'react';
import { Button } from '@admin/ui';
import type { Project } from '@admin/api-client';
import styles from './ProjectForm.module.css';

/** What the form shows once Finish has saved the last step: the project is complete, and where to go next. */
export function ProjectFinished({ project }: { project: Project }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step's panel is gone: focus moves to what replaced it, so keyboard and screen-reader users land here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles.finished}`} aria-labelledby="project-finished-title">
      <h2 id="project-finished-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {`“${project.name}” is complete`}
      </h2>
      <p className={styles.notice}>
        Its basic details, investment terms, media and risk items are saved. Customers see the project once its status
        is Active, which is set from the project list.
      </p>
      <div className={styles.finishedLinks}>
        <Button variant="primary" to={`/edit-project/${project.id}?step=1`}>
          Open the project
        </Button>
        <Button variant="secondary" to="/">
          Back to the project list
        </Button>
      </div>
    </section>
  );
}
