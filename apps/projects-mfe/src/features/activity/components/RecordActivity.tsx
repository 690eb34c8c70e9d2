import { usePermission } from '@admin/auth';
import { ActivityPanel } from '@admin/ui';
import { recordHistory } from '../api/activity-queries';

/** Where "All activity by this person" leads: the Activity screen of the People section, a plain URL. */
const ACTIVITY_SCREEN = '/activity';

/** The Activity panel of a project's or a company's form; the link to a person's activity only for holders of audit.read. */
export function RecordActivity({ type, id }: { type: 'project' | 'company'; id: number }) {
  const seesAll = usePermission('audit.read');
  return (
    <ActivityPanel
      {...recordHistory(type, id)}
      actorHref={seesAll ? ({ id: actorId }) => `${ACTIVITY_SCREEN}?actor_id=${actorId}` : undefined}
    />
  );
}
