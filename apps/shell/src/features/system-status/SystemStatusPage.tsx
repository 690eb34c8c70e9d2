import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@admin/auth';
import { Link } from '@admin/ui/router';
import { releasesQuery } from '../releases/use-releases';
import { errorMessage, RECENT_REPORTS_PER_ADDRESS, SYSTEM_MESSAGES } from '@admin/api-client/contract';
import { Button, DetailList, formatDateTime, PageHeader, Spinner, StatusBadge, type StatusTone } from '@admin/ui';
import { isRemoteName, REMOTE_NAMES, REMOTES, type RemoteName } from '../../federation/remotes';
import { useRemoteStatus, type RemoteLoadState } from '../../federation/remote-status';
import { SHELL_RELEASE } from '../../observability/client-errors';
import { type ClientErrorGroup, groupClientErrors } from './group-client-errors';
import { clientErrorsQuery, readinessQuery } from './system-queries';
import { type RemoteCheckState, useRemoteChecks } from './use-remote-checks';
import styles from './SystemStatusPage.module.css';

const LOAD_TONES: Record<RemoteLoadState, StatusTone> = {
  'not-loaded': 'neutral',
  loading: 'info',
  loaded: 'success',
  failed: 'danger',
};
const LOAD_LABELS: Record<RemoteLoadState, string> = {
  'not-loaded': 'Not opened on this page',
  loading: 'Loading',
  loaded: 'Loaded',
  failed: 'Failed',
};

// The shell's own commit, written in at build (tools/federation/federation.ts, buildCommit): only this lazily
// loaded page carries it, so a new commit does not change the shell's first-load files.
const SHELL_COMMIT = process.env.PUBLIC_COMMIT ?? null;
const SHELL_COMMITTED_AT = process.env.PUBLIC_COMMIT_TIME ?? null;

/** For operators (system.read; the route shows others the no-access page): each remote checked now, the API's state, and what browsers reported. */
export function SystemStatusPage() {
  return (
    <article className={styles.page}>
      <PageHeader title="System status">Each remote checked now, the API, and the errors browsers reported.</PageHeader>
      <Remotes />
      <CanaryStops />
      <Api />
      <ClientErrors />
    </article>
  );
}

/** A release's commit and time, or what is missing. */
function Commit({ commit, at }: { commit: string | null; at: string | null }) {
  if (!commit) return <div className={styles.muted}>Commit not recorded</div>;
  return (
    <div className={styles.muted}>
      commit <code>{commit}</code>
      {at ? <>, {formatDateTime(at)}</> : null}
    </div>
  );
}

function CheckCell({ check }: { check: RemoteCheckState }) {
  switch (check.state) {
    case 'checking':
      return <StatusBadge tone="info">Checking</StatusBadge>;
    case 'unknown':
      return <StatusBadge tone="neutral">No manifest address</StatusBadge>;
    case 'up':
      return <StatusBadge tone="success">Reachable</StatusBadge>;
    case 'down':
      return (
        <>
          <StatusBadge tone="danger">Unreachable</StatusBadge>
          <div className={styles.muted}>{check.error}</div>
        </>
      );
  }
}

function Remotes() {
  const statuses = useRemoteStatus();
  const manifestUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, statuses[name].manifestUrl])) as Record<
    RemoteName,
    string | null
  >;
  const { checks, recheck, checking } = useRemoteChecks(manifestUrls);
  return (
    <section aria-labelledby="status-remotes">
      <div className={styles.sectionHeader}>
        <h2 id="status-remotes">Remotes</h2>
        <Button variant="secondary" size="sm" onClick={recheck} disabled={checking}>
          Check again
        </Button>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="status-remotes">
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Manifest</th>
              <th scope="col">Check</th>
              <th scope="col">Release</th>
              <th scope="col">On this page</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">shell</th>
              <td data-label="Manifest" className={styles.muted}>
                {window.location.origin}
              </td>
              <td data-label="Check">
                <StatusBadge tone="success">Reachable</StatusBadge>
              </td>
              <td data-label="Release">
                {SHELL_RELEASE}
                <Commit commit={SHELL_COMMIT} at={SHELL_COMMITTED_AT} />
              </td>
              <td data-label="On this page">
                <StatusBadge tone="success">Loaded</StatusBadge>
              </td>
            </tr>
            {REMOTE_NAMES.map((name) => {
              const status = statuses[name];
              const check = checks[name];
              const release = check.state === 'up' ? (check.check.release ?? status.release) : status.release;
              return (
                <tr key={name}>
                  <th scope="row">{REMOTES[name].app}</th>
                  <td data-label="Manifest" className={styles.url}>
                    {status.manifestUrl ?? '—'}
                  </td>
                  <td data-label="Check">
                    <CheckCell check={check} />
                  </td>
                  <td data-label="Release">
                    {release ?? '—'}
                    {check.state === 'up' ? <Commit commit={check.check.commit} at={check.check.committedAt} /> : null}
                  </td>
                  <td data-label="On this page">
                    <StatusBadge tone={LOAD_TONES[status.state]}>{LOAD_LABELS[status.state]}</StatusBadge>
                    {status.error && <div className={styles.muted}>{status.error}</div>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
  const ready = useQuery(readinessQuery);
  return (
    <section aria-labelledby="status-api">
      <h2 id="status-api">API</h2>
      {ready.isPending ? (
        <Spinner label="Loading the API's state" />
      ) : ready.isError ? (
        <p role="alert">{errorMessage(ready.error, SYSTEM_MESSAGES.readiness)}</p>
      ) : (
        <DetailList
          items={[
            { label: 'Version', value: ready.data.version },
            {
              label: 'Readiness',
              value: (
                <>
                  <StatusBadge tone={ready.data.status === 'ready' ? 'success' : 'danger'}>
                    {ready.data.status === 'ready' ? 'Ready' : 'Not ready'}
                  </StatusBadge>{' '}
                  database {ready.data.database}, migrations {ready.data.migrations}
                  {ready.data.message ? ` (${ready.data.message})` : ''}
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

function ClientErrors() {
  const errors = useQuery(clientErrorsQuery);
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
            One line per message and release, with every time it was reported; the API keeps at most{' '}
            {RECENT_REPORTS_PER_ADDRESS} reports from one address.
          </p>
          <ClientErrorTable groups={groupClientErrors(errors.data)} />
        </>
      )}
    </section>
  );
}

/**
 * A report names its remote (by the app's name, as the Remotes table above does); one without a remote
 * but with a release came from the shell's code.
 */
const appAndRelease = ({ remote, release }: ClientErrorGroup) => {
  if (!remote) return release ? `shell ${release}` : '—';
  const app = isRemoteName(remote) ? REMOTES[remote].app : remote;
  return `${app} ${release ?? ''}`.trim();
};

function ClientErrorTable({ groups }: { groups: ClientErrorGroup[] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-labelledby="status-errors">
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">App and release</th>
            <th scope="col">Times</th>
            <th scope="col">First seen</th>
            <th scope="col">Last seen</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={`${group.message}-${group.remote}-${group.release}`}>
              <td data-label="Message">
                {group.message}
                <div className={styles.muted}>{group.kinds.join(', ')}</div>
              </td>
              <td data-label="App and release" className={styles.words}>
                {appAndRelease(group)}
              </td>
              <td data-label="Times">{group.count}</td>
              <td data-label="First seen" className={styles.nowrap}>
                {formatDateTime(group.firstAt)}
              </td>
              <td data-label="Last seen" className={styles.nowrap}>
                {formatDateTime(group.lastAt)}
              </td>
              <td data-label="Where">
                {group.routes.length > 0 ? group.routes.join(', ') : '—'}
                <div className={styles.muted}>request {group.requestId}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
