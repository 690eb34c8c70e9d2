import { useSearchParams } from '@admin/ui/router';
import type { ProjectFee } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import {
  Button,
  EmptyState,
  formatDateTime,
  Gated,
  SearchSelect,
  Spinner,
  StatusBadge,
  Switch,
  Toolbar,
} from '@admin/ui';
import {
  errorMessage,
  FEE_MESSAGES,
  feeKeys,
  searchProjects,
  useFeeProject,
  useProjectFees,
  useProjectFeeStatus,
  useSyncProjectFees,
} from '../api/fees-queries';
import styles from './Fees.module.css';
import { useConfirmedChange } from '../../../common/use-confirmed-change';

/** The project picked in the URL (`?project=<id>`), so a reload or a shared link shows the same one. */
function useChosenProject(): [number | undefined, (id: number | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('project'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const choose = (next: number | undefined) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === undefined) params.delete('project');
      else params.set('project', String(next));
      return params;
    });
  return [id, choose];
}

/** Fees of one project: pick it, see its synced fees, sync the active fees onto it, switch its fees on or off. */
export function ProjectFees() {
  const [projectId, choose] = useChosenProject();
  const project = useFeeProject(projectId);
  const fees = useProjectFees(projectId);
  const sync = useSyncProjectFees();
  const feeStatus = useProjectFeeStatus();
  const canWrite = usePermission('fees.write');
  const { ask, dialog } = useConfirmedChange();

  return (
    <section className={styles.panel} aria-labelledby="project-fees-heading">
      <h2 id="project-fees-heading" className={styles.panelTitle}>
        Fees of a project
      </h2>
      <Toolbar
        actions={
          projectId !== undefined && project.data ? (
            canWrite ? (
              <>
                <Switch
                  checked={project.data.fee_status === 'Active'}
                  label={`Fees active for ${project.data.name}`}
                  disabled={feeStatus.isPending}
                  onCheckedChange={(on) => {
                    const loaded = project.data;
                    if (!loaded) return;
                    ask({
                      title: on
                        ? `Switch on the fees of “${loaded.name}”?`
                        : `Switch off the fees of “${loaded.name}”?`,
                      description: on
                        ? 'Customers are charged this project’s synced fees.'
                        : 'Customers are no longer charged this project’s synced fees.',
                      confirmLabel: on ? 'Switch fees on' : 'Switch fees off',
                      send: () =>
                        feeStatus.mutate({ projectId, version: loaded.version, status: on ? 'Active' : 'Inactive' }),
                    });
                  }}
                >
                  Fees {project.data.fee_status === 'Active' ? 'active' : 'inactive'}
                </Switch>
                <Button
                  variant="primary"
                  onClick={() => project.data && sync.mutate({ projectId, version: project.data.version })}
                  disabled={sync.isPending}
                  aria-busy={sync.isPending || undefined}
                >
                  {sync.isPending ? 'Syncing…' : 'Sync'}
                </Button>
              </>
            ) : (
              <>
                <StatusBadge tone={project.data.fee_status === 'Active' ? 'success' : 'neutral'}>
                  Fees {project.data.fee_status}
                </StatusBadge>
                <Gated allowed={canWrite} permission="fees.write">
                  <Button variant="primary">Sync</Button>
                </Gated>
              </>
            )
          ) : null
        }
      >
        <div className={styles.picker}>
          <SearchSelect
            label="Project"
            value={projectId === undefined ? undefined : String(projectId)}
            onChange={(value) => choose(value === undefined ? undefined : Number(value))}
            loadOptions={searchProjects}
            queryKey={feeKeys.projectOptions}
            placeholder="Search projects by title"
            selectedLabel={project.data?.name}
          />
        </div>
      </Toolbar>
      {projectId === undefined ? (
        <p className={styles.muted}>
          Choose a project to see its fees, sync the active fee entries onto it, or switch its fees on or off.
        </p>
      ) : (
        <ProjectFeeRows
          fees={fees.data}
          isPending={fees.isPending}
          error={fees.isError ? errorMessage(fees.error, FEE_MESSAGES.projectFees) : null}
          onRetry={() => void fees.refetch()}
        />
      )}
      {dialog}
    </section>
  );
}

interface ProjectFeeRowsProps {
  fees: ProjectFee[] | undefined;
  isPending: boolean;
  error: string | null;
  onRetry: () => void;
}

function ProjectFeeRows({ fees, isPending, error, onRetry }: ProjectFeeRowsProps) {
  if (isPending) return <Spinner label="Loading the project's fees" block />;
  if (error || !fees) {
    return <EmptyState title={error ?? FEE_MESSAGES.projectFees} action={<Button onClick={onRetry}>Retry</Button>} />;
  }
  if (fees.length === 0)
    return (
      <EmptyState
        title="No fees on this project yet"
        description="Sync copies the active fee entries onto it, at its category's percentage."
      />
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="ui-visually-hidden">Fees of the project</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Kind</th>
            <th scope="col" className={styles.right}>
              Percentage
            </th>
            <th scope="col">Status</th>
            <th scope="col">Synced</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id}>
              <td>{fee.name}</td>
              <td>{fee.types}</td>
              <td className={styles.right}>
                {Number(fee.percentage).toLocaleString('en-US', { maximumFractionDigits: 2 })}%
              </td>
              <td>
                <StatusBadge tone={fee.status === 'Active' ? 'success' : 'neutral'}>{fee.status}</StatusBadge>
              </td>
              <td>{formatDateTime(fee.synced_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
