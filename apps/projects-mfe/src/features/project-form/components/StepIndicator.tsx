import { StatusBadge } from '@admin/ui';
import type { WorkflowProgress } from '@admin/api-client';
import { STEPS, type StepNumber } from '../schemas/steps';
import styles from './ProjectForm.module.css';

export interface StepIndicatorProps {
  current: StepNumber;
  /** The last step saved (0 before the project exists). */
  completed: number;
  /** Steps after 1 need the project to exist. */
  canOpen: (step: StepNumber) => boolean;
  onOpen: (step: StepNumber) => void;
}

/** The form's progress: each step In-Progress or Completed (docs/product.md#statuses workflow progress options). */
export function StepIndicator({ current, completed, canOpen, onOpen }: StepIndicatorProps) {
  return (
    <nav aria-label="Project form steps">
      <ol className={styles.steps}>
        {STEPS.map((step) => {
          const progress: WorkflowProgress = step.number <= completed ? 'Completed' : 'In-Progress';
          return (
            <li key={step.number}>
              <button
                type="button"
                className={styles.stepButton}
                aria-current={step.number === current ? 'step' : undefined}
                disabled={!canOpen(step.number)}
                onClick={() => onOpen(step.number)}
              >
                <span className={styles.stepNumber}>{step.number}.</span> {step.title}
                <StatusBadge tone={progress === 'Completed' ? 'success' : 'neutral'}>{progress}</StatusBadge>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
