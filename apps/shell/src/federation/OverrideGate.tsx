import { useId, type KeyboardEvent } from 'react';
import { Button } from '@admin/ui';
import type { OverrideRequest } from './overrides';
import { REMOTES } from './remotes';
import styles from './OverrideGate.module.css';

export interface OverrideGateProps {
  /** Allowed overrides never confirmed in this browser: nothing loads until the user decides. */
  pending: OverrideRequest[];
  /** Overrides from origins the deployment does not allow: already ignored, the user is told. */
  refused: OverrideRequest[];
  /** `true`: load the pending overrides. `false`: start with the deployment's remotes. */
  onDone(accepted: boolean): void;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Shown before the shell starts when a QA override needs a decision: it names the origin whose code
 * would run in this site (with the user's session), and says which overrides were refused. The
 * safe choice has the focus; Escape takes it.
 */
export function OverrideGate({ pending, refused, onDone }: OverrideGateProps) {
  const titleId = useId();
  const bodyId = useId();
  const origins = unique(pending.map((request) => request.origin));
  const title = pending.length > 0 ? 'Load code from another origin?' : 'QA override refused';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone(false);
  };

  return (
    <div className={styles.backdrop}>
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <div id={bodyId} className={styles.body}>
          {refused.length > 0 ? (
            <div className={styles.refused}>
              <p>
                Refused: {refused.length === 1 ? 'this override comes' : 'these overrides come'} from an origin this
                deployment does not allow, so {refused.length === 1 ? 'it was' : 'they were'} ignored and not kept.
              </p>
              <ul>
                {refused.map((request) => (
                  <li key={`${request.remote} ${request.url}`}>
                    {REMOTES[request.remote].app} from <code>{request.origin}</code>
                  </li>
                ))}
              </ul>
              <p className={styles.hint}>
                The origins allowed for QA overrides are listed in runtime-config.json (remoteOverrideOrigins).
              </p>
            </div>
          ) : null}
          {pending.length > 0 ? (
            <>
              <p>
                This link replaces part of the back-office with code from <strong>{origins.join(', ')}</strong>. That
                code runs in this site, signed in as you. Load it only if you started this QA session yourself.
              </p>
              <ul>
                {pending.map((request) => (
                  <li key={request.remote}>
                    {REMOTES[request.remote].app} ← <code>{request.url}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className={styles.actions}>
          {pending.length > 0 ? (
            <>
              <Button autoFocus onClick={() => onDone(false)}>
                Don’t load
              </Button>
              <Button variant="danger" onClick={() => onDone(true)}>
                {origins.length === 1 ? `Load from ${origins[0]}` : 'Load from these origins'}
              </Button>
            </>
          ) : (
            <Button variant="primary" autoFocus onClick={() => onDone(false)}>
              Continue
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
