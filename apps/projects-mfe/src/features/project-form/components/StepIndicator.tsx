import { StatusBadge } from '@admin/ui';
import { STEPS, stepState, type StepNumber, type StepState } from '../schemas/steps';
import styles from './ProjectForm.module.css';

export interface StepIndicatorProps {
  /** The step open (none on the completion state). */
  current: StepNumber | undefined;
  /** The last step saved (0 before the project exists). */
  completed: number;
  /** Steps after 1 need the project to exist. */
  canOpen: (step: StepNumber) => boolean;
  onOpen: (step: StepNumber) => void;
}

const TONES = { Completed: 'success', 'In-Progress': 'info', 'Not started': 'neutral' } as const satisfies Record<
  StepState,
  string
>;

/**
 * The form's progress: the two workflow progress values (In-Progress, Completed) for the steps
 * reached, and "Not started" for the others, so a new form does not claim every step is under way.
 */
export function StepIndicator({ current, completed, canOpen, onOpen }: StepIndicatorProps) {
  return (
    <nav aria-label="Project form steps">
      <ol className={styles.steps}>
        {STEPS.map((step) => {
          const progress = stepState(step.number, completed, current);
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
                <StatusBadge tone={TONES[progress]}>{progress}</StatusBadge>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
