import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '@admin/ui/router';
import { DraftBanner } from '@admin/ui/forms';
import type { DraftPart } from '@admin/ui/forms';
import type { Project } from '@admin/api-client';
import { parseStep, resumeStep, STEPS, type StepNumber } from '../schemas/steps';
import { useProjectDraft, type ProjectDraft, type ProjectDraftValues } from '../hooks/use-project-draft';

const ProjectDraftContext = createContext<ProjectDraft | null>(null);

/** The project form's draft, for the steps' forms inside the scope (null outside one, e.g. in a test of a step alone). */
export const useProjectDraftContext = (): ProjectDraft | null => useContext(ProjectDraftContext);

/** A step form's share of the draft: `useDraftPart(form, useStepDraft(1))`. */
export function useStepDraft<N extends 1 | 2 | 3>(
  step: N,
): DraftPart<NonNullable<ProjectDraftValues['steps'][N]>> | undefined {
  return useContext(ProjectDraftContext)?.part(step);
}

/**
 * Keeps the project form's draft around its steps: offers it when the form opens (Restore opens the
 * step it was typed in) and hands each step form its share. Around the steps rather than inside them,
 * so the steps' own code only connects its form.
 */
export function ProjectDraftScope({ project, children }: { project?: Project; children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The step on screen, as the steps work it out: the URL's, else where the project stopped.
  const step: StepNumber = project ? (parseStep(searchParams.get('step')) ?? resumeStep(project.step_completed)) : 1;
  const draft = useProjectDraft(project, step);
  const opens = STEPS.find((s) => s.number === draft.offer?.values.step);

  const restore = () => {
    const to = draft.restore();
    if (to !== undefined && to !== step && (to === 1 || project)) setSearchParams({ step: String(to) });
  };
  return (
    <ProjectDraftContext.Provider value={draft}>
      <DraftBanner offer={draft.offer} onRestore={restore} onDiscard={draft.discard}>
        {opens ? `Restore opens step ${opens.number}, ${opens.title}.` : null}
      </DraftBanner>
      {children}
    </ProjectDraftContext.Provider>
  );
}
