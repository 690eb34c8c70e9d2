import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Project } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { useDraft } from '@admin/ui/forms';
import type { DraftOffer, DraftPart } from '@admin/ui/forms';
import type { BasicDetailsInput } from '../schemas/basic-details';
import type { InvestmentTermsValues } from '../schemas/investment-terms';
import type { MediaStepValues } from '../schemas/media-files';
import type { StepNumber } from '../schemas/steps';

/** The typed values of the steps that are forms (media: the uploaded files' addresses, not the files; risk items save one by one). */
interface DraftSteps {
  1?: BasicDetailsInput;
  2?: InvestmentTermsValues;
  3?: MediaStepValues;
}
type DraftStep = keyof DraftSteps;

/** One draft per project (and one for the project not created yet): each step's unsaved values and the step last typed in. */
export interface ProjectDraftValues {
  step: StepNumber;
  steps: DraftSteps;
}

export interface ProjectDraft {
  offer: DraftOffer<ProjectDraftValues> | null;
  /** What a step's form starts from and reports to. */
  part: <N extends DraftStep>(step: N) => DraftPart<NonNullable<DraftSteps[N]>>;
  /** Puts the draft back in the steps; resolves the step to open. */
  restore: () => StepNumber | undefined;
  discard: () => void;
  /** The project was created: the draft of the new project is done. */
  clear: () => void;
}

/**
 * The project form's draft, composed of its step forms: kept per signed-in user and project while
 * the user types, offered when the form opens again (docs/screens.md, "Drafts"). The PAN is never kept.
 */
export function useProjectDraft(project: Project | undefined, step: StepNumber): ProjectDraft {
  const { user } = useCurrentUser();
  const draft = useDraft<ProjectDraftValues>({
    userId: user?.id,
    form: 'project',
    record: project?.id,
    version: project?.version,
    exclude: ['steps.1.pan_number'],
  });
  const { save, restore: take, clear } = draft;
  const steps = useRef<DraftSteps>({});
  const [restored, setRestored] = useState<DraftSteps>({});

  const store = useCallback(
    (step: StepNumber) => {
      const kept = Object.values(steps.current).some((values) => values !== undefined);
      save(kept ? { step, steps: { ...steps.current } } : null);
    },
    [save],
  );
  const reporters = useMemo(
    () => ({
      1: (values: BasicDetailsInput | null) => {
        steps.current = { ...steps.current, 1: values ?? undefined };
        store(1);
      },
      2: (values: InvestmentTermsValues | null) => {
        steps.current = { ...steps.current, 2: values ?? undefined };
        store(2);
      },
      3: (values: MediaStepValues | null) => {
        steps.current = { ...steps.current, 3: values ?? undefined };
        store(3);
      },
    }),
    [store],
  );

  const part = useCallback(
    <N extends DraftStep>(step: N) =>
      ({ restored: restored[step], onChange: reporters[step] }) as unknown as DraftPart<NonNullable<DraftSteps[N]>>,
    [reporters, restored],
  );

  const restore = useCallback(() => {
    const values = take();
    if (!values) return undefined;
    steps.current = { ...values.steps };
    setRestored(values.steps);
    return values.step;
  }, [take]);

  const forget = useCallback(
    (step: StepNumber) => {
      if (!(step in steps.current) && !(step in restored)) return;
      const rest: DraftSteps = { ...steps.current };
      delete rest[step as DraftStep];
      steps.current = rest;
      setRestored((current) => {
        const others = { ...current };
        delete others[step as DraftStep];
        return others;
      });
      const left = ([1, 2, 3] as const).find((n) => rest[n] !== undefined);
      if (left === undefined) clear();
      else store(left);
    },
    [clear, restored, store],
  );

  // A step left (saved, or its changes dropped after "Open another step without saving?") leaves the draft.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) forget(shown.current);
    shown.current = step;
  }, [forget, step]);

  return { offer: draft.offer, part, restore, discard: draft.discard, clear };
}
