import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from '@admin/ui/router';
import { DetailList, ErrorPage, NotAllowed, ReadOnlyNotice, Spinner } from '@admin/ui';
import { askToLeave } from '@admin/ui/forms';
import type { Project } from '@admin/api-client';
import {
  FORM_MESSAGES,
  uploadFailureMessage,
  useCreateProject,
  useProject,
  useUpdateProject,
} from '../api/project-form-queries';
import { toBasicDetailsRequest, type BasicDetailsValues } from '../schemas/basic-details';
import { toInvestmentTermsRequest, type InvestmentTermsValues } from '../schemas/investment-terms';
import { toMediaRequest, type MediaStepValues } from '../schemas/media-files';
import {
  completedStep,
  FINISHED_STEP,
  LAST_STEP,
  nextStepCompleted,
  parseStep,
  resumeStep,
  STEPS,
  type StepNumber,
} from '../schemas/steps';
import { BasicDetailsStep } from './BasicDetailsStep';
import { InvestmentTermsStep } from './InvestmentTermsStep';
import { MediaStep } from './MediaStep';
import { ProjectFinished } from './ProjectFinished';
import { RiskItemsStep } from './RiskItemsStep';
import { StepIndicator } from './StepIndicator';
import styles from './ProjectForm.module.css';
import { ProjectDraftScope, useProjectDraftContext } from './ProjectDraftScope';

export interface ProjectFormProps {
  /** Undefined on /add-project. */
  projectId?: number;
  canWrite: boolean;
}

/** The project form: four steps over one project, each saved on its own (see apps/api/README.md, step_completed). */
export function ProjectForm({ projectId, canWrite }: ProjectFormProps) {
  const project = useProject(projectId);
  if (projectId === undefined)
    return canWrite ? (
      <ProjectDraftScope>
        <ProjectSteps />
      </ProjectDraftScope>
    ) : (
      <NoWriteMessage />
    );
  if (project.isPending) return <Spinner block label="Loading project" />;
  if (project.isError)
    return <ErrorPage title={FORM_MESSAGES.load} message={uploadFailureMessage(project.error, FORM_MESSAGES.load)} />;
  if (!canWrite) return <ReadOnlyProject project={project.data} />;
  return (
    <ProjectDraftScope project={project.data}>
      <ProjectSteps project={project.data} />
    </ProjectDraftScope>
  );
}

// The page is gated on projects.write too (the shell shows the same card); this covers a role changed under an open page.
function NoWriteMessage() {
  return <NotAllowed permission="projects.write" title="You can't add projects" headingLevel={2} />;
}

function ReadOnlyProject({ project }: { project: Project }) {
  return (
    <section className={styles.panel} aria-label="Project (read-only)">
      <ReadOnlyNotice what="project" permission="projects.write" />
      <DetailList
        items={[
          { label: 'Title', value: project.name },
          { label: 'Content type', value: project.property_type_name },
          { label: 'Company', value: project.company_name ?? '—' },
          { label: 'Symbol', value: project.symbol ?? '—' },
          { label: 'Total supply', value: project.total_token },
          { label: 'Token price in INR', value: project.token_amount },
          { label: 'Investment terms', value: project.investment_terms.length },
          { label: 'Gallery files', value: project.gallery.length },
          { label: 'Steps done', value: `${completedStep(project.step_completed)} of ${LAST_STEP}` },
        ]}
      />
    </section>
  );
}

/** Asked when another step is opened with unsaved changes on this one. */
const STEP_LEAVE_MESSAGE = 'You have unsaved changes on this step. Open another step and lose them?';

function ProjectSteps({ project }: { project?: Project }) {
  const navigate = useNavigate();
  const draft = useProjectDraftContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const step: StepNumber = project ? (parseStep(searchParams.get('step')) ?? resumeStep(project.step_completed)) : 1;
  const [unsaved, setUnsaved] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? 0);
  const completed = completedStep(project?.step_completed);
  // After Finish the form shows its completion state (kept in the URL, so a reload keeps it too).
  const finished = project !== undefined && completed >= LAST_STEP && searchParams.get('step') === FINISHED_STEP;

  const open = useCallback(
    async (next: StepNumber) => {
      if (next === step && !finished) return;
      // Changing step changes only the query string, which the kit's leave guard does not ask about.
      if (unsaved && !(await askToLeave({ title: 'Open another step without saving?', message: STEP_LEAVE_MESSAGE })))
        return;
      setUnsaved(false);
      setSearchParams({ step: String(next) });
    },
    [finished, setSearchParams, step, unsaved],
  );
  const advance = (saved: StepNumber) => {
    setUnsaved(false);
    if (saved < LAST_STEP) setSearchParams({ step: String(saved + 1) });
  };

  async function saveBasics(values: BasicDetailsValues) {
    const body = toBasicDetailsRequest(values);
    if (!project) {
      // step_completed and individual_group go with the spec's defaults ('1.1', 'Individual' unless chosen).
      const created = await create.mutateAsync({ ...body, step_completed: nextStepCompleted(undefined, 1) });
      draft?.clear();
      navigate(`/edit-project/${created.id}?step=2`, { replace: true });
      return;
    }
    await update.mutateAsync({ ...body, step_completed: nextStepCompleted(project.step_completed, 1) });
    advance(1);
  }
  async function saveTerms(values: InvestmentTermsValues) {
    if (!project) return;
    await update.mutateAsync({
      investment_terms: toInvestmentTermsRequest(values),
      step_completed: nextStepCompleted(project.step_completed, 2),
    });
    advance(2);
  }
  async function saveMedia(values: MediaStepValues) {
    if (!project) return;
    await update.mutateAsync({
      ...toMediaRequest(values),
      step_completed: nextStepCompleted(project.step_completed, 3),
    });
    advance(3);
  }
  async function finish() {
    if (!project) return;
    await update.mutateAsync({ step_completed: nextStepCompleted(project.step_completed, 4) });
    setUnsaved(false);
    setSearchParams({ step: FINISHED_STEP });
  }

  const title = STEPS.find((s) => s.number === step)?.title ?? '';
  return (
    <>
      <StepIndicator
        current={finished ? undefined : step}
        completed={completed}
        canOpen={(n) => n === 1 || project !== undefined}
        onOpen={open}
      />
      {finished ? (
        <ProjectFinished project={project} />
      ) : (
        <section className={styles.panel} aria-labelledby="project-step-title">
          <h2 id="project-step-title" className={styles.stepTitle}>
            Step {step} of {LAST_STEP}: {title}
          </h2>
          {step === 1 ? (
            <BasicDetailsStep project={project} onSave={saveBasics} onUnsavedChange={onUnsavedChange} />
          ) : null}
          {step === 2 && project ? (
            <InvestmentTermsStep project={project} onSave={saveTerms} onUnsavedChange={onUnsavedChange} />
          ) : null}
          {step === 3 && project ? (
            <MediaStep project={project} onSave={saveMedia} onUnsavedChange={onUnsavedChange} />
          ) : null}
          {step === 4 && project ? (
            <RiskItemsStep projectId={project.id} onFinish={finish} onUnsavedChange={onUnsavedChange} />
          ) : null}
        </section>
      )}
    </>
  );
}
