import { queryClient } from '@admin/auth';
import { useLiveStatus } from '@admin/auth/live';
import { startLiveUpdates } from '@admin/auth/live-stream';
import styles from './LiveUpdates.module.css';

// The bell rides in this chunk: loaded with the stream once the first screen is idle, never on the first load.
export { InboxBell } from '../inbox/InboxBell';

/** Opens (or joins, in another tab's) the page's live update stream; returns its stop. */
export const startShellLiveUpdates = (): (() => void) => startLiveUpdates({ queryClient });

/** A quiet note in the top bar while live updates are paused (the stream is lost and retrying); nothing otherwise. */
export function LivePausedIndicator() {
  const status = useLiveStatus();
  if (status !== 'paused') return null;
  return (
    <span className={styles.paused} role="status" title="Reconnecting: screens refresh when live updates return">
      Live updates paused
    </span>
  );
}
