import type { WorkflowProgress } from '@admin/api-client';

// The form's steps and `step_completed`: 'N.1' once step N is saved (1.1 after creation, 4.1 when done).
export const STEPS = [
  { number: 1, title: 'Basic details' },
  { number: 2, title: 'Investment terms' },
  { number: 3, title: 'Media' },
  { number: 4, title: 'Risk items' },
] as const;
export type StepNumber = (typeof STEPS)[number]['number'];
export const LAST_STEP: StepNumber = 4;

/** The `step` query value of the form's completion state, shown after Finish. */
export const FINISHED_STEP = 'done';

const stepCompletedValue = (step: StepNumber): string => `${step}.1`;

/** The last step saved (0 for a project not created yet). */
export function completedStep(stepCompleted: string | undefined): number {
  const major = Number.parseInt(stepCompleted ?? '', 10);
  return Number.isFinite(major) ? Math.min(Math.max(major, 0), LAST_STEP) : 0;
}

/** Where a reopened project continues: the step after the last one saved (the last step once all are). */
export function resumeStep(stepCompleted: string | undefined): StepNumber {
  return Math.min(completedStep(stepCompleted) + 1, LAST_STEP) as StepNumber;
}

/** Saving a step never lowers how far the project got (editing step 1 of a finished project keeps 4.1). */
export function nextStepCompleted(current: string | undefined, saved: StepNumber): string {
  return stepCompletedValue(Math.max(completedStep(current), saved) as StepNumber);
}

export function parseStep(raw: string | null): StepNumber | undefined {
  const n = Number(raw);
  return STEPS.some((s) => s.number === n) ? (n as StepNumber) : undefined;
}

/** Shown for a step the form has not reached yet; the two progress values are for steps reached. */
const NOT_STARTED = 'Not started';
export type StepState = WorkflowProgress | typeof NOT_STARTED;

/**
 * Where a step stands: Completed once saved; In-Progress when it is the next one to fill or the one
 * open; Not started otherwise (before anything is saved, only step 1 is in progress).
 */
export function stepState(step: StepNumber, completed: number, current: StepNumber | undefined): StepState {
  if (step <= completed) return 'Completed';
  if (step === completed + 1 || step === current) return 'In-Progress';
  return NOT_STARTED;
}
