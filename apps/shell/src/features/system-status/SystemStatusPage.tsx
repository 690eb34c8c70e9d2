import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@admin/auth';
import { Link } from '@admin/ui/router';
import { releasesQuery } from '../releases/use-releases';
import { systemApi } from '@admin/api-client';
import {
  type ClientErrorEntry,
  errorMessage,
  RECENT_REPORTS_PER_ADDRESS,
  SYSTEM_MESSAGES,
} from '@admin/api-client/contract';
import { formatDateTime, PageHeader, Spinner, StatusBadge, type StatusTone } from '@admin/ui';
import { REMOTE_NAMES, REMOTES } from '../../federation/remotes';
import { useRemoteStatus, type RemoteLoadState } from '../../federation/remoteStatus';
import { SHELL_RELEASE } from '../../observability/clientErrors';
import styles from './SystemStatusPage.module.css';

const LOAD_TONES: Record<RemoteLoadState, StatusTone> = {
  'not-loaded': 'neutral',
  loading: 'info',
  loaded: 'success',
  failed: 'danger',
};
const LOAD_LABELS: Record<RemoteLoadState, string> = {
  'not-loaded': 'Not loaded yet',
  loading: 'Loading',
  loaded: 'Loaded',
  failed: 'Failed',
};

/** For operators (system.read; the route shows others the no-access page): what this browser loaded, the API's state, and what browsers reported. */
export function SystemStatusPage() {
  return (
    <article className={styles.page}>
      <PageHeader title="System status">
        The remotes as this browser loaded them, the API, and the errors browsers reported.
      </PageHeader>
      <Remotes />
      <CanaryStops />
      <Api />
      <ClientErrors />
    </article>
  );
}

function Remotes() {
  const statuses = useRemoteStatus();
  return (
    <section aria-labelledby="status-remotes">
      <h2 id="status-remotes">Remotes</h2>
      <table className={styles.table} aria-labelledby="status-remotes">
        <thead>
          <tr>
            <th scope="col">App</th>
            <th scope="col">Manifest</th>
            <th scope="col">Release</th>
            <th scope="col">In this browser</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">shell</th>
            <td className={styles.muted}>{window.location.origin}</td>
            <td>{SHELL_RELEASE}</td>
            <td>
              <StatusBadge tone="success">Loaded</StatusBadge>
            </td>
          </tr>
          {REMOTE_NAMES.map((name) => {
            const status = statuses[name];
            return (
              <tr key={name}>
                <th scope="row">{REMOTES[name].app}</th>
                <td>{status.manifestUrl ?? '—'}</td>
                <td>{status.release ?? '—'}</td>
                <td>
                  <StatusBadge tone={LOAD_TONES[status.state]}>{LOAD_LABELS[status.state]}</StatusBadge>
                  {status.error && <div className={styles.muted}>{status.error}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** A canary the registry stopped by itself, and why (releases.manage: the registry's answers need it). */
function CanaryStops() {
  const releaser = usePermission('releases.manage');
  const releases = useQuery({ ...releasesQuery, enabled: releaser });
  const stops = (releases.data?.apps ?? []).filter((app) => !app.canary && app.lastStop?.move === 'auto_stop');
  if (!releaser || stops.length === 0) return null;
  return (
    <section aria-labelledby="status-canaries">
      <h2 id="status-canaries">Canaries stopped automatically</h2>
      <ul>
        {stops.map((app) => (
          <li key={app.app}>
            <StatusBadge tone="danger">{app.app}</StatusBadge> {app.lastStop?.reason}
          </li>
        ))}
      </ul>
      <Link to="/releases">Releases</Link>
    </section>
  );
}

function Api() {
  const ready = useQuery({ queryKey: ['system', 'ready'], queryFn: systemApi.readiness, staleTime: 0 });
  return (
    <section aria-labelledby="status-api">
      <h2 id="status-api">API</h2>
      {ready.isPending ? (
        <Spinner label="Loading the API's state" />
      ) : ready.isError ? (
        <p role="alert">{errorMessage(ready.error, SYSTEM_MESSAGES.readiness)}</p>
      ) : (
        <dl>
          <dt>Version</dt>
          <dd>{ready.data.version}</dd>
          <dt>Readiness</dt>
          <dd>
            <StatusBadge tone={ready.data.status === 'ready' ? 'success' : 'danger'}>
              {ready.data.status === 'ready' ? 'Ready' : 'Not ready'}
            </StatusBadge>{' '}
            database {ready.data.database}, migrations {ready.data.migrations}
            {ready.data.message ? ` (${ready.data.message})` : ''}
          </dd>
        </dl>
      )}
    </section>
  );
}

function ClientErrors() {
  const errors = useQuery({ queryKey: ['system', 'client-errors'], queryFn: systemApi.clientErrors, staleTime: 0 });
  return (
    <section aria-labelledby="status-errors">
      <h2 id="status-errors">Last client errors</h2>
      {errors.isPending ? (
        <Spinner label="Loading client errors" />
      ) : errors.isError ? (
        <p role="alert">{errorMessage(errors.error, SYSTEM_MESSAGES.clientErrors)}</p>
      ) : errors.data.length === 0 ? (
        <p>No errors reported since the API started.</p>
      ) : (
        <>
          <p className={styles.muted}>
            The same report sent again counts on its line; one address keeps at most {RECENT_REPORTS_PER_ADDRESS} lines.
          </p>
          <ClientErrorTable entries={errors.data} />
        </>
      )}
    </section>
  );
}

function ClientErrorTable({ entries }: { entries: ClientErrorEntry[] }) {
  return (
    <table className={styles.table} aria-labelledby="status-errors">
      <thead>
        <tr>
          <th scope="col">Last seen</th>
          <th scope="col">Times</th>
          <th scope="col">Kind</th>
          <th scope="col">App and release</th>
          <th scope="col">Route</th>
          <th scope="col">Message</th>
          <th scope="col">Request id</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.requestId}-${entry.message}`}>
            <td>
              {formatDateTime(entry.at)}
              {entry.count > 1 && <div className={styles.muted}>first {formatDateTime(entry.firstAt)}</div>}
            </td>
            <td>{entry.count}</td>
            <td>{entry.kind}</td>
            <td>{entry.remote ? `${entry.remote} ${entry.release ?? ''}` : '—'}</td>
            <td>{entry.route ?? '—'}</td>
            <td>{entry.message}</td>
            <td className={styles.muted}>{entry.requestId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
