import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, formatDateTime } from '@admin/ui';
import type { DraftOffer } from './use-draft';
import styles from './DraftBanner.module.css';

export interface DraftBannerProps {
  /** The offered draft (`offer` of `useFormDraft` or `useDraft`); nothing is shown without one. */
  offer: DraftOffer<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
  /** What Restore brings back, when the form needs to say more (e.g. which step opens). */
  children?: ReactNode;
}

/**
 * Offers a draft kept from an earlier visit: when it was saved, Restore and Discard. Calm on purpose:
 * nothing failed, the user decides. A region (not an alert) so it is found, not announced over the form.
 */
export function DraftBanner({ offer, onRestore, onDiscard, children }: DraftBannerProps) {
  const titleId = useId();
  if (!offer) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          Draft saved {formatDateTime(offer.savedAt)}
        </h2>
        <p className={styles.detail}>
          What you typed here earlier was kept in this browser but never saved.
          {offer.changedSince
            ? ' This record has been saved since then: restoring puts your draft over those changes.'
            : null}{' '}
          {children}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
