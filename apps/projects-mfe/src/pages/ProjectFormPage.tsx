import { AlsoViewing, PageHeader, Spinner } from '@admin/ui';
import { useCurrentUser, usePermission } from '@admin/auth';
import { useLivePresence } from '@admin/auth/live';
import { useParams } from '@admin/ui/router';
import { RecordActivity } from '../features/activity/components/RecordActivity';
import { useProject } from '../features/project-form/api/project-form-queries';
import { ProjectForm } from '../features/project-form/components/ProjectForm';
import { projectFormTitle } from '../features/project-form/project-form-title';

/** One form serves both /add-project and /edit-project/{id}, keyed by the project id; editing shows the project's activity below. */
export default function ProjectFormPage() {
  const { id } = useParams();
  const canWrite = usePermission('projects.write');
  const { isPending } = useCurrentUser();
  const projectId = id ? Number(id) : undefined;
  // The form's own query (same key): the heading reads the name from the cache, no second call.
  const project = useProject(projectId);
  const existing = projectId !== undefined && Number.isInteger(projectId) && projectId > 0;
  return (
    <>
      <PageHeader title={projectFormTitle(id, canWrite, project.data?.name)}>
        Basic details, investment terms, media and risk items of a project.
        {existing ? <ProjectPresence projectId={projectId} /> : null}
      </PageHeader>
      {isPending ? (
        <Spinner block label="Loading" />
      ) : (
        <ProjectForm key={id ?? 'new'} projectId={projectId} canWrite={canWrite} />
      )}
      {existing ? <RecordActivity key={`activity-${projectId}`} type="project" id={projectId} /> : null}
    </>
  );
}

/**
 * Who else has this project open (presence). The form's steps keep their input in a draft of their
 * own, so this says "viewing" only: no "editing" flag, hence no soft lock here (docs/live.md).
 */
function ProjectPresence({ projectId }: { projectId: number }) {
  return <AlsoViewing viewers={useLivePresence('project', projectId, false)} />;
}
