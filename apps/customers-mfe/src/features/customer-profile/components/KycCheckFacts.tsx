import type { KycCheck } from '@admin/api-client';
import { decisionByWords, formatDateTime } from '@admin/ui';
import { CHECK_LABELS } from '../../../common/Badges';
import styles from './KycPanel.module.css';

const filesCount = (n: number) => (n === 1 ? '1 file' : `${n} files`);

/** What was submitted and when, and the decision (who, when, why) once made. */
export function KycCheckFacts({ check }: { check: KycCheck }) {
  const decided = (check.state === 'approved' || check.state === 'rejected') && check.decided_at;
  return (
    <div className={styles.checkFacts}>
      <p>
        {check.submitted_at
          ? `${filesCount(check.files.length)}, submitted ${formatDateTime(check.submitted_at)}`
          : 'Nothing submitted yet'}
      </p>
      {decided ? (
        <p>
          {/* Both people when it took two: "Rejected by Kalyani Desai · confirmed by Priya Raman". */}
          {check.decision_by
            ? decisionByWords(CHECK_LABELS[check.state], check.decision_by)
            : `${CHECK_LABELS[check.state]} by ${check.decided_by?.name || 'a former staff member'}`}
          , {formatDateTime(check.decided_at)}
        </p>
      ) : null}
      {decided && check.reason ? <p className={styles.reason}>Reason: {check.reason}</p> : null}
    </div>
  );
}
