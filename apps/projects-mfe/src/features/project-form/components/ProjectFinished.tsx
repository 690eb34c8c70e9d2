import { useEffect, useRef, useState } from 'react';
import { Button, ConfirmDialog } from '@admin/ui';
import type { Project } from '@admin/api-client';
import { useMakeActive } from '../api/project-form-queries';
import styles from './ProjectForm.module.css';

/**
 * What the form shows once Finish has saved the last step: the project is complete, and where to go
 * next. Making it Active is the step after (customers see it on offer), asked first. Only a role that
 * may write projects reaches it (the form is read-only otherwise).
 */
export function ProjectFinished({ project }: { project: Project }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const makeActive = useMakeActive(project.id);
  // The step's panel is gone: focus moves to what replaced it, so keyboard and screen-reader users land here.
  useEffect(() => heading.current?.focus(), []);
  const active = project.status === 'Active';
  return (
    <section className={`${styles.panel} ${styles.finished}`} aria-labelledby="project-finished-title">
      <h2 id="project-finished-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {`“${project.name}” is complete`}
      </h2>
      <p className={styles.notice}>
        {active
          ? 'Its basic details, investment terms, media and risk items are saved. It is Active: customers see it on offer.'
          : 'Its basic details, investment terms, media and risk items are saved. Customers see the project once its status is Active.'}
      </p>
      <div className={styles.finishedLinks}>
        {!active ? (
          <Button variant="primary" onClick={() => setAsking(true)} disabled={makeActive.isPending}>
            {makeActive.isPending ? 'Making active…' : 'Make active'}
          </Button>
        ) : null}
        <Button variant={active ? 'primary' : 'secondary'} to={`/edit-project/${project.id}?step=1`}>
          Open the project
        </Button>
        <Button variant="secondary" to="/">
          Back to the project list
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Make “${project.name}” active?`}
        description="Customers see it on offer and can invest in it. You can change its status later from the project list."
        confirmLabel="Make active"
        onConfirm={() => {
          makeActive.mutate();
          setAsking(false);
        }}
      />
    </section>
  );
}
