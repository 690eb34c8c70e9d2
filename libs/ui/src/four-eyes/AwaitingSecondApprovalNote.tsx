import type { AwaitingSecondApproval } from '@admin/api-client/contract';
import { formatDateTime } from '../format/format-date-time';
import styles from './AwaitingSecondApprovalNote.module.css';

export interface AwaitingSecondApprovalNoteProps {
  awaiting: AwaitingSecondApproval;
  /** The first decision in words, e.g. "approved" or "rejected". */
  decision: string;
}

/** "Awaiting second approval: approved by Priya, reason …": who decided first, what and why. */
export function AwaitingSecondApprovalNote({ awaiting, decision }: AwaitingSecondApprovalNoteProps) {
  return (
    <span className={styles.note} role="note">
      <strong>Awaiting second approval:</strong> {decision} by {awaiting.by.name}
      {awaiting.reason ? `, reason: ${awaiting.reason}` : ', no reason given'}{' '}
      <span className={styles.when}>({formatDateTime(awaiting.at)})</span>
    </span>
  );
}
