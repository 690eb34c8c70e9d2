import { useId, useState } from 'react';
import type { AppReleaseStatus } from '@admin/api-client';
import { Button, ConfirmDialog } from '@admin/ui';
import { useCanaryChanges } from './use-releases';
import styles from './ReleasesPage.module.css';

/** Staff ids typed as `4, 17` (commas or spaces); null when one of them is not an id. */
export function parseMemberIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const ids = parts.map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : null;
}

/**
 * Starts a canary of a published release beside the live one, or changes the running one (its share
 * grows, or named staff join): a pointer move, so it asks first. The share is sticky: someone in at
 * 10% stays in at 50% (docs/releases.md, "Cohorts").
 */
export function CanaryForm({ status }: { status: AppReleaseStatus }) {
  const { startCanary } = useCanaryChanges();
  const candidates = status.releases.filter((release) => release.release !== status.live?.release);
  const [release, setRelease] = useState(status.canary?.release.release ?? candidates[0]?.release ?? '');
  const [share, setShare] = useState(String(status.canary?.share ?? 10));
  const [members, setMembers] = useState(status.canary?.memberIds.join(', ') ?? '');
  const [asking, setAsking] = useState(false);
  const membersHint = useId();
  if (status.app === 'shell' || !status.live || candidates.length === 0) return null;
  const memberIds = parseMemberIds(members);
  const shareValue = Number(share);
  const valid = release !== '' && memberIds !== null && share !== '' && shareValue >= 0 && shareValue <= 100;
  const who = `${shareValue}% of staff${memberIds && memberIds.length > 0 ? ` and ${memberIds.length} named` : ''}`;
  const changing = status.canary !== null;
  return (
    <form
      className={styles.form}
      aria-label={`Canary of ${status.app}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) setAsking(true);
      }}
    >
      <label>
        Release{' '}
        <select value={release} onChange={(event) => setRelease(event.target.value)}>
          {candidates.map((candidate) => (
            <option key={candidate.release} value={candidate.release}>
              {candidate.release} (commit {candidate.commit})
            </option>
          ))}
        </select>
      </label>
      <label>
        Share of staff (%){' '}
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          required
          value={share}
          onChange={(event) => setShare(event.target.value)}
        />
      </label>
      <label>
        Named staff{' '}
        <input
          value={members}
          aria-describedby={membersHint}
          aria-invalid={memberIds === null || undefined}
          onChange={(event) => setMembers(event.target.value)}
        />
      </label>
      <span id={membersHint} className={memberIds === null ? styles.invalid : styles.muted}>
        {memberIds === null ? 'Named staff are staff ids, e.g. 4, 17' : 'Staff ids, e.g. 4, 17 (optional)'}
      </span>
      <Button type="submit" variant="secondary" disabled={!valid || startCanary.isPending}>
        {changing ? 'Change canary' : 'Start canary'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${changing ? 'Change' : 'Start'} the canary of ${status.app}: ${release} for ${who}?`}
        description={`They run ${release} from their next page of this remote, within a minute; everyone else keeps ${status.live.release}. It stops by itself past its thresholds.`}
        confirmLabel={changing ? 'Change canary' : 'Start canary'}
        pending={startCanary.isPending}
        onConfirm={() =>
          startCanary.mutateAsync({
            app: status.app,
            body: { release, share: Math.round(shareValue), members: memberIds ?? [] },
          })
        }
      />
    </form>
  );
}

/** The thresholds past which the registry stops this remote's canaries by itself (docs/releases.md). */
export function StopThresholdsForm({ status }: { status: AppReleaseStatus }) {
  const { saveSettings } = useCanaryChanges();
  const [ratio, setRatio] = useState(String(status.settings.ratio));
  const [points, setPoints] = useState(String(status.settings.points));
  const [minLoads, setMinLoads] = useState(String(status.settings.minLoads));
  if (status.app === 'shell') return null;
  const settings = { ratio: Number(ratio), points: Number(points), minLoads: Number(minLoads) };
  const valid =
    ratio !== '' &&
    points !== '' &&
    minLoads !== '' &&
    settings.ratio >= 1 &&
    settings.points >= 0 &&
    Number.isInteger(settings.minLoads) &&
    settings.minLoads >= 1;
  return (
    <form
      className={styles.form}
      aria-label={`Automatic stop of ${status.app}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void saveSettings.mutateAsync({ app: status.app, settings }).catch(() => undefined);
      }}
    >
      <label>
        Over this multiple of the live rate{' '}
        <input
          type="number"
          min={1}
          max={100}
          step="any"
          required
          value={ratio}
          onChange={(event) => setRatio(event.target.value)}
        />
      </label>
      <label>
        And at least these points above it{' '}
        <input
          type="number"
          min={0}
          max={100}
          step="any"
          required
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
      </label>
      <label>
        Over at least these page loads{' '}
        <input
          type="number"
          min={1}
          step={1}
          required
          value={minLoads}
          onChange={(event) => setMinLoads(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={!valid || saveSettings.isPending}>
        Save thresholds
      </Button>
    </form>
  );
}
