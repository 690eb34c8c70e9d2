import { REMOTES, type RemoteName } from './remotes';
import { clearRemoteOverrides, type RemoteOverrides } from './overrides';
import styles from './QaOverrideBanner.module.css';

/** Visible while a QA override points a remote somewhere else than the deployment's configuration. */
export function QaOverrideBanner({ overrides }: { overrides: RemoteOverrides }) {
  const active = Object.entries(overrides) as Array<[RemoteName, string]>;
  if (active.length === 0) return null;
  const clear = () => {
    clearRemoteOverrides(localStorage);
    window.location.reload();
  };
  return (
    <div className={styles.banner} role="status" aria-label="QA override active">
      <strong>QA override active:</strong>
      {active.map(([name, url]) => (
        <span key={name} className={styles.item}>
          {REMOTES[name].app} → <code>{url}</code>
        </span>
      ))}
      <button type="button" className={styles.clear} onClick={clear}>
        Clear overrides
      </button>
    </div>
  );
}
