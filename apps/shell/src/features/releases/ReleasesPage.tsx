import { useState } from 'react';
import {
  errorMessage,
  POINTER_MOVE_LABELS,
  RELEASE_APP_NAMES,
  RELEASE_MESSAGES,
  RELEASE_SESSION_WINDOW_MINUTES,
} from '@admin/api-client/contract';
import type { AppReleaseStatus, CreatedDeployToken, ReleaseApp, ReleaseErrorRate } from '@admin/api-client';
import { Button, ConfirmDialog, EmptyState, formatDateTime, PageHeader, Panel, Spinner, StatusBadge } from '@admin/ui';
import { CanaryForm, StopThresholdsForm } from './CanaryForms';
import { useDeployTokens, usePointerMoves, useReleases } from './use-releases';
import styles from './ReleasesPage.module.css';

const rateText = (errors: ReleaseErrorRate) =>
  errors.rate === null ? 'no page loads yet' : `${errors.rate}% of ${errors.pageLoads} page loads failed`;

type Pending = { app: ReleaseApp; action: 'promote' | 'rollback' | 'stop'; release: string } | null;

/**
 * The release registry for holders of releases.manage (docs/releases.md): each remote's live release,
 * its canary with its share and error rate, what ran in the last 15 minutes, the history; Promote,
 * Roll back and Stop behind a confirmation; starting or changing a canary (also confirmed) and the
 * thresholds of its automatic stop; the deploy tokens teams' pipelines use.
 */
export function ReleasesPage() {
  const releases = useReleases();
  const moves = usePointerMoves();
  const [pending, setPending] = useState<Pending>(null);
  const run = (next: NonNullable<Pending>) =>
    next.action === 'promote'
      ? moves.promote.mutateAsync(next.app)
      : next.action === 'rollback'
        ? moves.rollback.mutateAsync(next.app)
        : moves.stopCanary.mutateAsync(next.app);
  return (
    <article className={styles.page}>
      <PageHeader title="Releases">
        Each remote's live release and canary, as browsers run them. A move reaches open browsers within a minute.
      </PageHeader>
      {releases.isPending ? (
        <Spinner label="Loading releases" />
      ) : releases.isError ? (
        <p role="alert">{errorMessage(releases.error, RELEASE_MESSAGES.overview)}</p>
      ) : (
        releases.data.apps
          .filter((app) => app.app !== 'shell' || app.live)
          .map((app) => <AppReleases key={app.app} status={app} onMove={setPending} />)
      )}
      <DeployTokens />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.action === 'promote'
            ? `Promote ${pending.app} ${pending.release}?`
            : pending?.action === 'rollback'
              ? `Roll back ${pending.app}?`
              : `Stop the canary of ${pending?.app}?`
        }
        description={
          pending?.action === 'promote'
            ? 'Every staff member runs this release from their next page of this remote, within a minute.'
            : pending?.action === 'rollback'
              ? `${pending.release} becomes the live release again for everyone, and a running canary stops.`
              : 'Staff in the canary go back to the live release within a minute.'
        }
        confirmLabel={
          pending?.action === 'promote' ? 'Promote' : pending?.action === 'rollback' ? 'Roll back' : 'Stop canary'
        }
        destructive={pending?.action !== 'promote'}
        pending={moves.promote.isPending || moves.rollback.isPending || moves.stopCanary.isPending}
        onConfirm={() => (pending ? run(pending) : undefined)}
      />
    </article>
  );
}

function AppReleases({ status, onMove }: { status: AppReleaseStatus; onMove: (pending: Pending) => void }) {
  const previous = status.history.find((move) => move.move === 'promote' && move.to === status.live?.release)?.from;
  const stoppedAutomatically = !status.canary && status.lastStop?.move === 'auto_stop' ? status.lastStop : null;
  return (
    <Panel
      title={status.app}
      description={
        status.live
          ? `Live: ${status.live.release} (commit ${status.live.commit}), published by ${status.live.publishedBy} on ${formatDateTime(status.live.publishedAt)}`
          : 'No release published through the registry yet: browsers run the manifest runtime-config.json names.'
      }
      actions={
        <div className={styles.actions}>
          {status.canary && (
            <Button
              variant="primary"
              onClick={() =>
                onMove({ app: status.app, action: 'promote', release: status.canary?.release.release ?? '' })
              }
            >
              Promote {status.canary.release.release}
            </Button>
          )}
          {status.canary && (
            <Button
              variant="secondary"
              onClick={() => onMove({ app: status.app, action: 'stop', release: status.canary?.release.release ?? '' })}
            >
              Stop canary
            </Button>
          )}
          {previous && (
            <Button variant="danger" onClick={() => onMove({ app: status.app, action: 'rollback', release: previous })}>
              Roll back to {previous}
            </Button>
          )}
        </div>
      }
    >
      {stoppedAutomatically && (
        <p className={styles.stopped} role="status">
          <StatusBadge tone="danger">Canary stopped automatically</StatusBadge> {stoppedAutomatically.reason}
        </p>
      )}
      {status.live && (
        <p>
          <StatusBadge tone="success">Live</StatusBadge> {status.live.release}: {rateText(status.liveErrors)}
        </p>
      )}
      {status.canary && (
        <p>
          <StatusBadge tone="info">Canary</StatusBadge> {status.canary.release.release} for {status.canary.share}% of
          staff
          {status.canary.memberIds.length > 0 ? ` and ${status.canary.memberIds.length} named` : ''}, since{' '}
          {formatDateTime(status.canary.startedAt)}: {rateText(status.canary.errors)} (stops by itself over{' '}
          {status.settings.ratio}x the live rate and {status.settings.points} points above it, over{' '}
          {status.settings.minLoads} page loads)
        </p>
      )}
      {status.app !== 'shell' && (
        <>
          <h3>{status.canary ? 'Change the canary' : 'Start a canary'}</h3>
          {status.live && status.releases.some((release) => release.release !== status.live?.release) ? (
            <CanaryForm key={status.canary?.release.release ?? ''} status={status} />
          ) : (
            <p className={styles.muted}>Publish a release beside the live one to run it as a canary.</p>
          )}
          <h3>Automatic stop</h3>
          <StopThresholdsForm status={status} />
        </>
      )}
      <h3>Sessions in the last {RELEASE_SESSION_WINDOW_MINUTES} minutes</h3>
      {status.sessions.length === 0 ? (
        <p className={styles.muted}>No page load reported running this remote.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Release</th>
              <th scope="col">Sessions</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {status.sessions.map((row) => (
              <tr key={row.release}>
                <th scope="row">{row.release}</th>
                <td>{row.sessions}</td>
                <td>{rateText(row.errors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>History</h3>
      {status.history.length === 0 ? (
        <p className={styles.muted}>Nothing published yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Release</th>
              <th scope="col">Commit</th>
              <th scope="col">Who</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {status.history.slice(0, 10).map((move) => (
              <tr key={move.id}>
                <td>{formatDateTime(move.at)}</td>
                <td>{POINTER_MOVE_LABELS[move.move]}</td>
                <td>{move.to ?? move.from ?? '—'}</td>
                <td className={styles.muted}>{move.commit ?? '—'}</td>
                <td>{move.by}</td>
                <td>{move.reason ?? (move.share !== null ? `${move.share}% of staff` : '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function DeployTokens() {
  const { tokens, create, revoke } = useDeployTokens();
  const [app, setApp] = useState<ReleaseApp>('orders-mfe');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedDeployToken | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: number; name: string } | null>(null);
  return (
    <Panel
      title="Deploy tokens"
      description="A team's pipeline releases its own remote with one (npm run release). Each releases one app only."
    >
      <form
        className={styles.tokenForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim())
            void create.mutateAsync({ app, name: name.trim() }).then((token) => (setCreated(token), setName('')));
        }}
      >
        <label>
          App{' '}
          <select value={app} onChange={(event) => setApp(event.target.value as ReleaseApp)}>
            {RELEASE_APP_NAMES.map((candidate) => (
              <option key={candidate}>{candidate}</option>
            ))}
          </select>
        </label>
        <label>
          Name <input value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} />
        </label>
        <Button type="submit" disabled={create.isPending}>
          Create token
        </Button>
      </form>
      {created && (
        <p role="status">
          Token for {created.app} ({created.name}), shown once: <code className={styles.secret}>{created.token}</code>
        </p>
      )}
      {tokens.isPending ? (
        <Spinner label="Loading deploy tokens" />
      ) : tokens.isError ? (
        <p role="alert">{errorMessage(tokens.error, RELEASE_MESSAGES.tokens)}</p>
      ) : tokens.data.length === 0 ? (
        <EmptyState title="No deploy tokens" description="Create one per remote for its team's pipeline." />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="ui-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
              <tr key={token.id}>
                <td>{token.app}</td>
                <th scope="row">{token.name}</th>
                <td>
                  {formatDateTime(token.createdAt)} by {token.createdBy}
                </td>
                <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</td>
                <td>
                  <Button variant="danger" onClick={() => setToRevoke({ id: token.id, name: token.name })}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={`Revoke the deploy token “${toRevoke?.name}”?`}
        description="Pipelines using it can no longer release. This cannot be undone."
        confirmLabel="Revoke token"
        destructive
        pending={revoke.isPending}
        onConfirm={() => (toRevoke ? revoke.mutateAsync(toRevoke.id) : undefined)}
      />
    </Panel>
  );
}
